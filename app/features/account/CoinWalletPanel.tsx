import { useState } from 'react';
import { Button, Input, Modal, PasswordInput, RadioGroup, Table, toast, type TableColumn } from '../../../design-system';
import { isPayWallet, payWalletHints, protocols, walletTypes, type CoinWallet, type Protocol, type WalletType } from '../../../contract/account';
import { errorText } from '../../lib/http';
import { bindCoinWallet, unbindAddress } from './api/bindings';
import { addressError, payPasswordError, twoStepError } from './binding-rules';
import { Form, FormError, FormTitle, Note, Panel, Stack } from './panel-styles';
import { noSecrets, SecretFields, type Secrets } from './SecretFields';
import { refreshBindings, useBindOverview, useCoinWallets } from './use-bindings';
import { useSubmit } from './use-submit';

const placeholders: Record<Protocol, string> = { TRC20: 'T开头的34位地址', ERC20: '0x开头的42位地址' };
const walletLabel = (w: { coinType: string; protocol: string }) => (w.protocol ? `${w.coinType}-${w.protocol}` : w.coinType);

/** USDT/USDC wallets on TRC20 or ERC20 and the payment wallets (TOPAY, EBPAY, CNYT, MPAY): the list with unbinding, and the form to bind one. */
export function CoinWalletPanel() {
  const overview = useBindOverview();
  const wallets = useCoinWallets();
  const askCode = overview.data?.twostepStatus.twostepBindAddress === 1;
  const [coinType, setCoinType] = useState<WalletType>('USDT');
  const [protocol, setProtocol] = useState<Protocol>('TRC20');
  const [address, setAddress] = useState('');
  const [name, setName] = useState('');
  const [secrets, setSecrets] = useState<Secrets>(noSecrets);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
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

  const submit = () => {
    const next = {
      address: addressError(coinType, chosenProtocol, address),
      payPassword: payPasswordError(secrets.payPassword),
      code: twoStepError(secrets.code, askCode),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    void run(async () => {
      await bindCoinWallet({
        coinType,
        protocol: chosenProtocol,
        address: address.trim(),
        name: name.trim() || undefined,
        payPassword: secrets.payPassword.replace(/\s/g, ''),
        code: askCode ? secrets.code : undefined,
      });
      toast.success('钱包地址绑定成功');
      setAddress('');
      setName('');
      setSecrets(noSecrets);
      await refreshBindings();
    });
  };

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
      <Form
        noValidate
        aria-label="绑定数字钱包"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormTitle>绑定数字钱包</FormTitle>
        <RadioGroup
          legend="币种"
          orientation="horizontal"
          options={walletTypes.map((c) => ({ value: c, label: c }))}
          value={coinType}
          onValueChange={(v) => setCoinType(v as WalletType)}
        />
        {payWallet ? null : (
          <RadioGroup
            legend="协议"
            orientation="horizontal"
            options={protocols.map((p) => ({ value: p, label: p }))}
            value={protocol}
            onValueChange={(v) => setProtocol(v as Protocol)}
          />
        )}
        <Input
          label={payWallet ? '钱包ID' : '钱包地址'}
          block
          placeholder={payWallet ? payWalletHints[coinType] : placeholders[protocol]}
          value={address}
          onValueChange={setAddress}
          error={errors.address ?? undefined}
        />
        <Input label="钱包名称（选填）" block maxLength={20} value={name} onValueChange={setName} />
        <SecretFields value={secrets} onChange={setSecrets} askCode={askCode} errors={errors} />
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
  const [payPassword, setPayPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    const problem = payPasswordError(payPassword) ?? twoStepError(code, askCode);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      await unbindAddress({ id, payPassword: payPassword.replace(/\s/g, ''), code: askCode ? code : undefined });
      toast.success('解绑成功');
      await refreshBindings();
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
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
          <Button tone="danger" loading={busy} onClick={() => void confirm()}>
            确认解绑
          </Button>
        </>
      }
    >
      <Form as="div" css={{ border: 'none', padding: 0 }}>
        <Note>确定解除绑定 {target}？</Note>
        <PasswordInput label="资金密码" block autoComplete="off" value={payPassword} onValueChange={setPayPassword} />
        {askCode ? (
          <Input label="谷歌验证码" block inputMode="numeric" maxLength={6} value={code} onValueChange={(v) => setCode(v.replace(/\D/g, ''))} />
        ) : null}
        {error ? <FormError role="alert">{error}</FormError> : null}
      </Form>
    </Modal>
  );
}
