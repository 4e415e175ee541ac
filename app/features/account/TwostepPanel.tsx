import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formDefaults } from '../../shared/form-rules';
import { Button, QRCode, Switch, toast } from '../../../design-system';
import {
  accountEndpoints,
  twostepSwitches,
  twostepSwitchLabels,
  type TwostepStatus,
  type TwostepSwitchName,
  type TwostepSecret,
} from '../../../contract/account';
import { call } from '../../lib/call';
import { Form, FormError, FormTitle, Note, Panel, Stack } from './panel-styles';
import { noSecrets, SecretFields, type Secrets } from './SecretFields';
import { refreshBindings, useBindOverview } from './use-bindings';
import { useSubmit } from './use-submit';

const statusKey: Record<TwostepSwitchName, keyof TwostepStatus> = {
  login: 'twostepLogin',
  withdraw: 'twostepWithdraw',
  agentTransfer: 'twostepAgentTransfer',
  thirdTransfer: 'twostepThirdTransfer',
  bindAddress: 'twostepBindAddress',
};

/** Two-step (Google Authenticator): set up with a QR of the otpauth URL, then the five switches, each changed with a code. */
export function TwostepPanel() {
  const overview = useBindOverview();
  const status = overview.data?.twostepStatus;
  if (!status) return null;
  return status.twostep === 1 ? <Switches status={status} /> : <Setup />;
}

function Setup() {
  const [secret, setSecret] = useState<TwostepSecret | null>(null);
  const { control, handleSubmit } = useForm<Secrets>({ ...formDefaults, defaultValues: noSecrets });
  const { busy, formError, run } = useSubmit();

  const submit = handleSubmit(
    ({ code, payPassword }) =>
      void run(async () => {
        await call(accountEndpoints.bindTwostep, { code, payPassword: payPassword.replace(/\s/g, '') });
        toast.success('谷歌验证绑定成功');
        await refreshBindings();
      }),
  );

  return (
    <Panel aria-label="谷歌验证">
      <Stack>
        {secret ? (
          <>
            <QRCode value={secret.otpauthUrl} size={180} label="谷歌验证二维码" caption="使用 Google Authenticator 扫描" />
            <Note>
              无法扫码时手动输入密钥：<code data-testid="twostep-secret">{secret.secret}</code>
            </Note>
          </>
        ) : (
          <Note>绑定谷歌验证后，可在登录、提现、转账和绑定地址时要求输入动态验证码，保护账户安全。</Note>
        )}
      </Stack>
      {secret ? (
        <Form noValidate aria-label="绑定谷歌验证" onSubmit={(event) => void submit(event)}>
          <FormTitle>绑定谷歌验证</FormTitle>
          <SecretFields control={control} askCode />
          {formError ? <FormError role="alert">{formError}</FormError> : null}
          <Button type="submit" loading={busy}>
            确认绑定
          </Button>
        </Form>
      ) : (
        <Form as="div">
          <FormTitle>绑定谷歌验证</FormTitle>
          {formError ? <FormError role="alert">{formError}</FormError> : null}
          <Button loading={busy} onClick={() => void run(async () => setSecret(await call(accountEndpoints.twostepCode)))}>
            获取密钥
          </Button>
        </Form>
      )}
    </Panel>
  );
}

function Switches({ status }: { status: TwostepStatus }) {
  const [target, setTarget] = useState<{ type: TwostepSwitchName; on: boolean } | null>(null);
  const { control, handleSubmit, clearErrors, reset } = useForm<Secrets>({ ...formDefaults, defaultValues: noSecrets });
  const { busy, formError, run } = useSubmit();

  const submit = handleSubmit(({ code, payPassword }) => {
    if (!target) return;
    void run(async () => {
      await call(accountEndpoints.switchTwostepStatus, { type: target.type, status: target.on ? 1 : 0, code, payPassword: payPassword.replace(/\s/g, '') });
      toast.success(`${twostepSwitchLabels[target.type]}验证已${target.on ? '开启' : '关闭'}`);
      setTarget(null);
      reset(noSecrets);
      await refreshBindings();
    });
  });

  return (
    <Panel aria-label="谷歌验证">
      <Stack>
        <Note>谷歌验证已绑定。开启后，对应操作需要输入谷歌验证码。</Note>
        {twostepSwitches.map((type) => (
          <Switch
            key={type}
            label={`${twostepSwitchLabels[type]}验证`}
            checked={target?.type === type ? target.on : status[statusKey[type]] === 1}
            onCheckedChange={(on) => {
              clearErrors();
              setTarget(on === (status[statusKey[type]] === 1) ? null : { type, on });
            }}
          />
        ))}
      </Stack>
      {target ? (
        <Form noValidate aria-label="确认修改" onSubmit={(event) => void submit(event)}>
          <FormTitle>
            {target.on ? '开启' : '关闭'}
            {twostepSwitchLabels[target.type]}验证
          </FormTitle>
          <SecretFields control={control} askCode />
          {formError ? <FormError role="alert">{formError}</FormError> : null}
          <Button type="submit" loading={busy}>
            确认修改
          </Button>
        </Form>
      ) : null}
    </Panel>
  );
}
