import { Controller, useForm } from 'react-hook-form';
import { accountEndpoints } from '../../../contract/account';
import { call } from '../../lib/call';
import { fieldRules, formDefaults, codeInputProps, inputProps } from '../../shared/form-rules';
import { Button, Input, toast } from '../../../design-system';
import { emailCodeError, emailError } from './binding-rules';
import { Form, FormError, FormTitle, Note, Panel, Stack } from './panel-styles';
import { noSecrets, SecretFields, type Secrets } from './SecretFields';
import { refreshBindings, useBindOverview } from './use-bindings';
import { useSubmit } from './use-submit';

interface EmailValues extends Secrets {
  email: string;
}
const emailRules = {
  email: fieldRules<EmailValues>(accountEndpoints.bindEmail.body.properties.email, {}, { validate: { email: emailError } }),
  code: fieldRules<{ code: string }>(accountEndpoints.bindEmailVerify.query.properties.code, {}, { validate: { code: emailCodeError } }),
};

/** The e-mail used to reset a forgotten password: a code is mailed to it, and it is bound once the code comes back. */
export function EmailPanel() {
  const overview = useBindOverview();
  const data = overview.data;
  const emailForm = useForm<EmailValues>({ ...formDefaults, defaultValues: { email: '', ...noSecrets } });
  const codeForm = useForm({ ...formDefaults, defaultValues: { code: '' } });
  const send = useSubmit();
  const verify = useSubmit();
  const pending = data?.pendingEmail ?? '';

  const submitEmail = emailForm.handleSubmit(
    ({ email, payPassword }) =>
      void send.run(async () => {
        const sent = await call(accountEndpoints.bindEmail, { email: email.trim(), payPassword: payPassword.replace(/\s/g, '') });
        toast.success(`验证码已发送至 ${sent.email}`);
        emailForm.setValue('payPassword', '');
        emailForm.setValue('code', '');
        await refreshBindings();
      }),
  );

  const submitCode = codeForm.handleSubmit(
    ({ code }) =>
      void verify.run(async () => {
        await call(accountEndpoints.bindEmailVerify, { code: code.replace(/\s/g, '') });
        toast.success('邮箱绑定成功');
        codeForm.setValue('code', '');
        emailForm.setValue('email', '');
        await refreshBindings();
      }),
  );

  return (
    <Panel aria-label="邮箱">
      <Stack>
        <Note>{data?.emailVerified ? `已绑定邮箱：${data.email}` : '尚未绑定邮箱。'}绑定的邮箱可用于找回登录密码。</Note>
        {pending ? (
          <Form
            noValidate
            aria-label="验证邮箱"
            onSubmit={(event) => {
              // One set of messages for the panel: checking one form clears the other's.
              emailForm.clearErrors();
              void submitCode(event);
            }}
          >
            <FormTitle>验证邮箱</FormTitle>
            <Note>验证码已发送至 {pending}，10分钟内有效。</Note>
            <Controller
              control={codeForm.control}
              name="code"
              rules={emailRules.code}
              render={(field) => <Input label="邮箱验证码" block {...codeInputProps(field)} />}
            />
            {verify.formError ? <FormError role="alert">{verify.formError}</FormError> : null}
            <Button type="submit" loading={verify.busy}>
              确认验证
            </Button>
            <Button
              tone="neutral"
              loading={send.busy}
              onClick={() =>
                void send.run(async () => {
                  const sent = await call(accountEndpoints.getVerifyCodeRandom, undefined);
                  toast.success(`验证码已发送至 ${sent.email}`);
                })
              }
            >
              重新发送验证码
            </Button>
            {send.formError ? <FormError role="alert">{send.formError}</FormError> : null}
          </Form>
        ) : null}
      </Stack>
      <Form
        noValidate
        aria-label="绑定邮箱"
        onSubmit={(event) => {
          codeForm.clearErrors();
          void submitEmail(event);
        }}
      >
        <FormTitle>{data?.emailVerified ? '更换邮箱' : '绑定邮箱'}</FormTitle>
        <Controller
          control={emailForm.control}
          name="email"
          rules={emailRules.email}
          render={(field) => <Input label="邮箱地址" block type="email" autoComplete="email" {...inputProps(field)} />}
        />
        <SecretFields control={emailForm.control} askCode={false} />
        {pending ? null : send.formError ? <FormError role="alert">{send.formError}</FormError> : null}
        <Button type="submit" loading={send.busy}>
          发送验证码
        </Button>
      </Form>
    </Panel>
  );
}
