import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, Input, PasswordInput } from '../../../design-system';
import { errorText } from '../../lib/http';
import { routes } from '../../lib/paths';
import { signIn } from '../../stores/session-store';
import { register } from './api/register';
import { AuthForm, AuthLayout, FormError, FormLinks } from './AuthLayout';
import { credentialMessages, newPasswordError, userNameError } from '../../lib/credential-rules';
import { AGREEMENT_REQUIRED_MESSAGE, AgreementCheckbox, useServiceContract } from '../../shared/service-contract';

/** /register/{sign}: sign is the agent's invite code. */
export function RegisterPage({ sign }: { sign: string }) {
  const [, navigate] = useLocation();
  const [cn, setCn] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ cn?: string; password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const agreementShown = useServiceContract().register === 1;
  const [agreed, setAgreed] = useState(false);

  const submit = async () => {
    const next: typeof errors = {};
    next.cn = userNameError(cn) ?? undefined;
    next.password = newPasswordError(password) ?? undefined;
    if (!next.password && confirm !== password) next.confirm = credentialMessages.mismatch;
    setErrors(next);
    setFormError(null);
    if (next.cn || next.password || next.confirm) return;
    if (agreementShown && !agreed) {
      setFormError(AGREEMENT_REQUIRED_MESSAGE);
      return;
    }
    setSubmitting(true);
    try {
      const { userInfo } = await register({ sign, cn: cn.trim(), password });
      signIn(userInfo);
      navigate(routes.index, { replace: true });
    } catch (error) {
      setFormError(errorText(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="用户注册">
      <AuthForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Input label="邀请码" block size="3" value={sign} readOnly />
        <Input label="用户名" hint="4-16位字母或数字，以字母开头" block size="3" autoComplete="username" value={cn} onValueChange={setCn} error={errors.cn} />
        <PasswordInput
          label="登录密码"
          hint="6-20位，须同时包含字母和数字"
          block
          size="3"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
        <PasswordInput label="确认密码" block size="3" autoComplete="new-password" value={confirm} onValueChange={setConfirm} error={errors.confirm} />
        {agreementShown ? <AgreementCheckbox checked={agreed} onCheckedChange={setAgreed} invalid={formError === AGREEMENT_REQUIRED_MESSAGE} /> : null}
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Button type="submit" size="3" block loading={submitting}>
          立即注册
        </Button>
        <FormLinks>
          <Link href={routes.login}>已有账号？去登录</Link>
        </FormLinks>
      </AuthForm>
    </AuthLayout>
  );
}
