import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, Input, PasswordInput } from '../../../design-system';
import { errorText } from '../../lib/http';
import { routes } from '../../lib/paths';
import { signIn } from '../../stores/session-store';
import { login } from './api/login';
import { AuthForm, AuthLayout, FormError, FormLinks } from './AuthLayout';
import { credentialMessages } from './credential-rules';

/** / and /login. */
export function LoginPage() {
  const [, navigate] = useLocation();
  const [cn, setCn] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ cn?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const next: typeof errors = {};
    if (cn.trim() === '') next.cn = credentialMessages.userNameRequired;
    if (password === '') next.password = credentialMessages.passwordRequired;
    setErrors(next);
    setFormError(null);
    if (next.cn || next.password) return;
    setSubmitting(true);
    try {
      const { userInfo } = await login({ cn: cn.trim(), password });
      signIn(userInfo);
      navigate(routes.index, { replace: true });
    } catch (error) {
      setFormError(errorText(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="用户登录">
      <AuthForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Input label="用户名" block size="3" autoComplete="username" value={cn} onValueChange={setCn} error={errors.cn} />
        <PasswordInput label="密码" block size="3" autoComplete="current-password" value={password} onValueChange={setPassword} error={errors.password} />
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Button type="submit" size="3" block loading={submitting}>
          登录
        </Button>
        <FormLinks>
          <Link href={routes.forget}>忘记密码？</Link>
          <Link href={routes.speed}>线路测速</Link>
        </FormLinks>
      </AuthForm>
    </AuthLayout>
  );
}
