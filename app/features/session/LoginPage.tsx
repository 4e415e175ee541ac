import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, Input, PasswordInput } from '../../../design-system';
import { firstPageErrors } from '../../../contract/first-page-errors';
import { errorText, HttpError } from '../../lib/http';
import { routes } from '../../lib/paths';
import { signIn } from '../../stores/session-store';
import { login } from './api/login';
import { AuthForm, AuthLayout, FormError, FormLinks } from './AuthLayout';
import { credentialMessages } from '../../lib/credential-rules';
import { AgreementNotice, useServiceContract } from '../../shared/service-contract';

/** / and /login. */
export function LoginPage() {
  const [, navigate] = useLocation();
  const contract = useServiceContract();
  const [cn, setCn] = useState('');
  const [password, setPassword] = useState('');
  /** Shown once the server asks for it (the account's two-step login switch is on). */
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ cn?: string; password?: string; code?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const next: typeof errors = {};
    if (cn.trim() === '') next.cn = credentialMessages.userNameRequired;
    if (password === '') next.password = credentialMessages.passwordRequired;
    if (askCode && !/^\d{6}$/.test(code)) next.code = firstPageErrors.twoStepMissing.msg;
    setErrors(next);
    setFormError(null);
    if (next.cn || next.password || next.code) return;
    setSubmitting(true);
    try {
      const { userInfo } = await login({ cn: cn.trim(), password, ...(askCode ? { code } : {}) });
      signIn(userInfo);
      navigate(routes.index, { replace: true });
    } catch (error) {
      if (error instanceof HttpError && error.code === firstPageErrors.twoStepMissing.code) setAskCode(true);
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
        {askCode ? (
          <Input
            label="谷歌验证码"
            block
            size="3"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            value={code}
            onValueChange={(v) => setCode(v.replace(/\D/g, ''))}
            error={errors.code}
          />
        ) : null}
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Button type="submit" size="3" block loading={submitting}>
          登录
        </Button>
        {contract.login === 1 ? <AgreementNotice /> : null}
        <FormLinks>
          <Link href={routes.forget}>忘记密码？</Link>
          <Link href={routes.speed}>线路测速</Link>
        </FormLinks>
      </AuthForm>
    </AuthLayout>
  );
}
