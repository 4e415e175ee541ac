import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { Button, Input } from '../../../design-system';
import { call } from '../../lib/call';
import { errorText } from '../../lib/http';
import { routes } from '../../lib/paths';
import { signIn } from '../../stores/session-store';
import { AuthForm, AuthLayout, FormError, FormLinks } from './AuthLayout';
import { credentialMessages, userNameError } from '../../lib/credential-rules';
import { NewPasswordFields } from './password-fields';
import { RegisterRequest, sessionEndpoints } from '../../../contract/session';
import { fieldRules, formDefaults, inputProps } from '../../shared/form-rules';
import { RegisterAgreementSlot } from './agreement-slot';

const userNameRules = fieldRules<{ cn: string }>(RegisterRequest.properties.cn, {}, { validate: { userName: userNameError } });

/** /register/{sign}: sign is the agent's invite code. */
export function RegisterPage({ sign }: { sign: string }) {
  const [, navigate] = useLocation();
  /** The agreement box is shown (the service-contract config says so): registering needs it ticked. */
  const [agreementShown, setAgreementShown] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm({ ...formDefaults, defaultValues: { cn: '', password: '', confirm: '', agreed: false } });

  const submit = handleSubmit(async ({ cn, password, agreed }) => {
    if (agreementShown && !agreed) {
      setError('root', { message: credentialMessages.agreementRequired });
      return;
    }
    try {
      const { userInfo } = await call(sessionEndpoints.register, { sign, cn: cn.trim(), password });
      signIn(userInfo);
      navigate(routes.index, { replace: true });
    } catch (error) {
      setError('root', { message: errorText(error) });
    }
  });
  const formError = formState.errors.root?.message;

  return (
    <AuthLayout title="用户注册">
      <AuthForm noValidate onSubmit={(event) => void submit(event)}>
        <Input label="邀请码" block size="3" value={sign} readOnly />
        <Controller
          control={control}
          name="cn"
          rules={userNameRules}
          render={(field) => <Input label="用户名" hint="4-16位字母或数字，以字母开头" block size="3" autoComplete="username" {...inputProps(field)} />}
        />
        <NewPasswordFields control={control} label="登录密码" confirmLabel="确认密码" />
        <Controller
          control={control}
          name="agreed"
          render={({ field }) => (
            <RegisterAgreementSlot
              checked={field.value}
              onCheckedChange={field.onChange}
              invalid={formError === credentialMessages.agreementRequired}
              onShownChange={setAgreementShown}
            />
          )}
        />
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Button type="submit" size="3" block loading={formState.isSubmitting}>
          立即注册
        </Button>
        <FormLinks>
          <Link href={routes.login}>已有账号？去登录</Link>
        </FormLinks>
      </AuthForm>
    </AuthLayout>
  );
}
