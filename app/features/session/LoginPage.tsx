import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { Button, Input, PasswordInput } from '../../../design-system';
import { firstPageErrors } from '../../../contract/first-page-errors';
import { LoginRequest, sessionEndpoints } from '../../../contract/session';
import { call } from '../../lib/call';
import { errorText, HttpError } from '../../lib/http';
import { routes } from '../../lib/paths';
import { signIn } from '../../stores/session-store';
import { AuthForm, AuthLayout, FormError, FormLinks } from './AuthLayout';
import { credentialMessages } from '../../lib/credential-rules';
import { checkRules, fieldRules, formDefaults, codeInputProps, inputProps } from '../../shared/form-rules';
import { LoginAgreementSlot } from './agreement-slot';

const loginRules = {
  cn: fieldRules(LoginRequest.properties.cn, { required: credentialMessages.userNameRequired }, { trim: true }),
  password: fieldRules(LoginRequest.properties.password, { required: credentialMessages.passwordRequired }),
  code: checkRules((code) => (/^\d{6}$/.test(code) ? null : firstPageErrors.twoStepMissing.msg)),
};

/** / and /login. */
export function LoginPage() {
  const [, navigate] = useLocation();
  const { control, handleSubmit, setError, formState } = useForm({ ...formDefaults, defaultValues: { cn: '', password: '', code: '' } });
  /** Shown once the server asks for it (the account's two-step login switch is on). */
  const [askCode, setAskCode] = useState(false);

  const submit = handleSubmit(async ({ cn, password, code }) => {
    try {
      const { userInfo } = await call(sessionEndpoints.login, { appId: 5, cn: cn.trim(), password, ...(askCode ? { code } : {}) });
      signIn(userInfo);
      navigate(routes.index, { replace: true });
    } catch (error) {
      if (error instanceof HttpError && error.code === firstPageErrors.twoStepMissing.code) setAskCode(true);
      setError('root', { message: errorText(error) });
    }
  });
  const formError = formState.errors.root?.message;

  return (
    <AuthLayout title="用户登录">
      <AuthForm noValidate onSubmit={(event) => void submit(event)}>
        <Controller
          control={control}
          name="cn"
          rules={loginRules.cn}
          render={(field) => <Input label="用户名" block size="3" autoComplete="username" {...inputProps(field)} />}
        />
        <Controller
          control={control}
          name="password"
          rules={loginRules.password}
          render={(field) => <PasswordInput label="密码" block size="3" autoComplete="current-password" {...inputProps(field)} />}
        />
        {askCode ? (
          <Controller
            control={control}
            name="code"
            rules={loginRules.code}
            render={(field) => <Input label="谷歌验证码" block size="3" {...codeInputProps(field)} />}
          />
        ) : null}
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Button type="submit" size="3" block loading={formState.isSubmitting}>
          登录
        </Button>
        <LoginAgreementSlot />
        <FormLinks>
          <Link href={routes.forget}>忘记密码？</Link>
          <Link href={routes.speed}>线路测速</Link>
        </FormLinks>
      </AuthForm>
    </AuthLayout>
  );
}
