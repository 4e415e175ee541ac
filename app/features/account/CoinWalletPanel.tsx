import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, Input, Modal, PasswordInput, RadioGroup, Table, toast, type TableColumn } from '../../../design-system';
import {
  accountEndpoints,
  isPayWallet,
  payWalletHints,
  protocols,
  walletTypes,
  type CoinWallet,
  type Protocol,
  type WalletType,
} from '../../../contract/account';
import { call } from '../../lib/call';
import { errorText } from '../../lib/http';
import { addressError } from './binding-rules';
import { Form, FormError, FormTitle, Note, Panel, Stack } from './panel-styles';
import { noSecrets, SecretFields, secretRules, type Secrets } from './SecretFields';
import { fieldRules, formDefaults, inputProps } from '../../shared/form-rules';
import { refreshBindings, useBindOverview, useCoinWallets } from './use-bindings';
import { useSubmit } from './use-submit';

const placeholders: Record<Protocol, string> = { TRC20: 'T开头的34位地址', ERC20: '0x开头的42位地址' };
const walletLabel = (w: { coinType: string; protocol: string }) => (w.protocol ? `${w.coinType}-${w.protocol}` : w.coinType);

interface CoinWalletValues extends Secrets {
  coinType: WalletType;
  protocol: Protocol;
  address: string;
  name: string;
}
/** The address rule of the chosen wallet type (a payment wallet has no protocol). */
const addressRules = fieldRules<CoinWalletValues>(
  accountEndpoints.bindAddress.body.properties.address,
  {},
  {
    validate: { address: (address, { coinType, protocol }) => addressError(coinType, isPayWallet(coinType) ? undefined : protocol, address) },
  },
);

/** USDT/USDC wallets on TRC20 or ERC20 and the payment wallets (TOPAY, EBPAY, CNYT, MPAY): the list with unbinding, and the form to bind one. */
export function CoinWalletPanel() {
  const overview = useBindOverview();
  const wallets = useCoinWallets();
  const askCode = overview.data?.twostepStatus.twostepBindAddress === 1;
  const { control, handleSubmit, setValue } = useForm<CoinWalletValues>({
    ...formDefaults,
    defaultValues: { coinType: 'USDT', protocol: 'TRC20', address: '', name: '', ...noSecrets },
  });
  const [coinType, protocol] = useWatch({ control, name: ['coinType', 'protocol'] });
  const [removing, setRemoving] = useState<CoinWallet | null>(null);
  const { busy, formError, run } = useSubmit();
  const payWallet = isPayWallet(coinType);
  const chosenProtocol = payWallet ? undefined : protocol;

  const columns: readonly TableColumn<CoinWallet>[] = [
    { key: 'coin', title: '币种', render: walletLabel },
    { key: 'name', title: '名称' },
    { key: 'address', title: '地址' },
    { key: 'bindTime', title: '绑定时间' },
    {
      key: 'action',
      title: '操作',
      render: (w) => (
        <Button size="1" tone="neutral" onClick={() => setRemoving(w)}>
          解绑
        </Button>
      ),
    },
  ];

  const submit = handleSubmit(
    ({ address, name, payPassword, code }) =>
      void run(async () => {
        await call(accountEndpoints.bindAddress, {
          coinType,
          protocol: chosenProtocol,
          address: address.trim(),
          name: name.trim() || undefined,
          payPassword: payPassword.replace(/\s/g, ''),
          code: askCode ? code : undefined,
        });
        toast.success('钱包地址绑定成功');
        for (const cleared of ['address', 'name', 'payPassword', 'code'] as const) setValue(cleared, '');
        await refreshBindings();
      }),
  );

  return (
    <Panel aria-label="数字钱包">
      <Stack>
        <Table
          caption="已绑定的数字钱包"
          columns={columns}
          rows={wallets.data ?? []}
          rowKey={(w) => w.id}
          loading={wallets.isPending}
          emptyText="尚未绑定数字钱包"
        />
        <Note>
          请仔细核对地址与协议：TRC20 地址以 T 开头，ERC20 地址以 0x 开头。转错协议的资产无法找回。TOPAY、EBPAY、CNYT 钱包填写钱包ID，MPAY 填写手机号或账户ID。
        </Note>
      </Stack>
      <Form noValidate aria-label="绑定数字钱包" onSubmit={(event) => void submit(event)}>
        <FormTitle>绑定数字钱包</FormTitle>
        <Controller
          control={control}
          name="coinType"
          render={({ field }) => (
            <RadioGroup
              legend="币种"
              orientation="horizontal"
              options={walletTypes.map((c) => ({ value: c, label: c }))}
              value={field.value}
              onValueChange={field.onChange}
            />
          )}
        />
        {payWallet ? null : (
          <Controller
            control={control}
            name="protocol"
            render={({ field }) => (
              <RadioGroup
                legend="协议"
                orientation="horizontal"
                options={protocols.map((p) => ({ value: p, label: p }))}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="address"
          rules={addressRules}
          render={(field) => (
            <Input
              label={payWallet ? '钱包ID' : '钱包地址'}
              block
              placeholder={payWallet ? payWalletHints[coinType] : placeholders[protocol]}
              {...inputProps(field)}
            />
          )}
        />
        <Controller control={control} name="name" render={(field) => <Input label="钱包名称（选填）" block maxLength={20} {...inputProps(field)} />} />
        <SecretFields control={control} askCode={askCode} />
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Button type="submit" loading={busy}>
          确认绑定
        </Button>
      </Form>
      {removing ? (
        <UnbindDialog target={`${walletLabel(removing)} ${removing.address}`} id={removing.id} askCode={askCode} onClose={() => setRemoving(null)} />
      ) : null}
    </Panel>
  );
}

/** Asks the fund password (and the two-step code when on) before unbinding an address or a receiving code. */
export function UnbindDialog({ target, id, askCode, onClose }: { target: string; id: number; askCode: boolean; onClose: () => void }) {
  const { control, handleSubmit, setError, formState } = useForm<Secrets>({ ...formDefaults, defaultValues: noSecrets });
  const confirm = handleSubmit(async ({ payPassword, code }) => {
    try {
      await call(accountEndpoints.unbindAddress, { id, payPassword: payPassword.replace(/\s/g, ''), code: askCode ? code : undefined });
      toast.success('解绑成功');
      await refreshBindings();
      onClose();
    } catch (failure) {
      setError('root', { message: errorText(failure) });
    }
  });
  // One message under the fields: the first check that fails, else the server's answer.
  const { errors } = formState;
  const error = errors.payPassword?.message ?? errors.code?.message ?? errors.root?.message;
  return (
    <Modal
      open
      width="security"
      title="解除绑定"
      onClose={onClose}
      footer={
        <>
          <Button tone="neutral" onClick={onClose}>
            取消
          </Button>
          <Button tone="danger" loading={formState.isSubmitting} onClick={() => void confirm()}>
            确认解绑
          </Button>
        </>
      }
    >
      <Form as="div" css={{ border: 'none', padding: 0 }}>
        <Note>确定解除绑定 {target}？</Note>
        <Controller
          control={control}
          name="payPassword"
          rules={secretRules.payPassword}
          render={({ field }) => <PasswordInput label="资金密码" block autoComplete="off" value={field.value} onValueChange={field.onChange} />}
        />
        {askCode ? (
          <Controller
            control={control}
            name="code"
            rules={secretRules.code}
            render={({ field }) => (
              <Input
                label="谷歌验证码"
                block
                inputMode="numeric"
                maxLength={6}
                value={field.value}
                onValueChange={(v) => field.onChange(v.replace(/\D/g, ''))}
              />
            )}
          />
        ) : null}
        {error ? <FormError role="alert">{error}</FormError> : null}
      </Form>
    </Modal>
  );
}
