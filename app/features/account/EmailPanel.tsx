import { useState } from 'react';
import { Button, Input, toast } from '../../../design-system';
import { bindEmail, resendEmailCode, verifyEmail } from './api/bindings';
import { emailCodeError, emailError, payPasswordError } from './binding-rules';
import { Form, FormError, FormTitle, Note, Panel, Stack } from './panel-styles';
import { noSecrets, SecretFields, type Secrets } from './SecretFields';
import { refreshBindings, useBindOverview } from './use-bindings';
import { useSubmit } from './use-submit';

/** The e-mail used to reset a forgotten password: a code is mailed to it, and it is bound once the code comes back. */
export function EmailPanel() {
  const overview = useBindOverview();
  const data = overview.data;
  const [email, setEmail] = useState('');
  const [secrets, setSecrets] = useState<Secrets>(noSecrets);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const send = useSubmit();
  const verify = useSubmit();
  const pending = data?.pendingEmail ?? '';

  const submitEmail = () => {
    const next = { email: emailError(email), payPassword: payPasswordError(secrets.payPassword) };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    void send.run(async () => {
      const sent = await bindEmail({ email: email.trim(), payPassword: secrets.payPassword.replace(/\s/g, '') });
      toast.success(`验证码已发送至 ${sent.email}`);
      setSecrets(noSecrets);
      await refreshBindings();
    });
  };

  const submitCode = () => {
    const problem = emailCodeError(code);
    setErrors({ code: problem });
    if (problem) return;
    void verify.run(async () => {
      await verifyEmail(code.replace(/\s/g, ''));
      toast.success('邮箱绑定成功');
      setCode('');
      setEmail('');
      await refreshBindings();
    });
  };

  return (
    <Panel aria-label="邮箱">
      <Stack>
        <Note>{data?.emailVerified ? `已绑定邮箱：${data.email}` : '尚未绑定邮箱。'}绑定的邮箱可用于找回登录密码。</Note>
        {pending ? (
          <Form
            noValidate
            aria-label="验证邮箱"
            onSubmit={(event) => {
              event.preventDefault();
              submitCode();
            }}
          >
            <FormTitle>验证邮箱</FormTitle>
            <Note>验证码已发送至 {pending}，10分钟内有效。</Note>
            <Input
              label="邮箱验证码"
              block
              inputMode="numeric"
              maxLength={6}
              value={code}
              onValueChange={(v) => setCode(v.replace(/\D/g, ''))}
              error={errors.code ?? undefined}
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
                  const sent = await resendEmailCode();
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
          event.preventDefault();
          submitEmail();
        }}
      >
        <FormTitle>{data?.emailVerified ? '更换邮箱' : '绑定邮箱'}</FormTitle>
        <Input label="邮箱地址" block type="email" autoComplete="email" value={email} onValueChange={setEmail} error={errors.email ?? undefined} />
        <SecretFields value={secrets} onChange={setSecrets} askCode={false} errors={errors} />
        {pending ? null : send.formError ? <FormError role="alert">{send.formError}</FormError> : null}
        <Button type="submit" loading={send.busy}>
          发送验证码
        </Button>
      </Form>
    </Panel>
  );
}
