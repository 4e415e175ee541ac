/**
 * The wallet modal's transfer tab: every wallet with its balance, the out and in selects
 * (main ↔ game only), the amount within the out wallet's limits, the fund password and
 * two-step code when asked, and the balances (header included) refreshed after a transfer.
 */
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { AmountInput, Button, ErrorPanel, Select, Spinner, styled, toast } from '../../../../design-system';
import { MAIN_WALLET, transferTargets, walletEndpoints, walletName, type TransferIndex, type WalletId } from '../../../../contract/wallet';
import { HttpError } from '../../../lib/http';
import { formatYuan } from '../../../lib/money';
import { refreshBalances } from '../../../stores/balance-store';
import { useUserInfo } from '../../../stores/user-info';
import { walletAccess } from '../../../stores/user-rules';
import { walletState } from '../../../stores/wallet-store';
import { useEndpointMutation } from '../../../shared/mutations';
import { useEndpointQuery } from '../../../shared/queries';
import { FundPasswordField, TwoStepCodeField } from '../../../shared/SecurityFields';
import { allAmount, limitsOf, pairedIn, TRANSFER_MESSAGES, validateTransfer, walletOf, type TransferForm } from './transfer-rules';
import { formDefaults, partOfCheck } from '../../../shared/form-rules';

const Panel = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5', padding: '$5 0' });
const WalletGrid = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: '$2' });
const WalletCard = styled('li', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  padding: '$3',
  border: '1px solid $border',
  borderRadius: '$2',
  backgroundColor: '$bg',
  fontSize: '$1',
  color: '$textMuted',
  '& strong': { fontSize: '$2', color: '$text' },
  '&[data-active="true"]': { borderColor: '$brand', '& strong': { color: '$brand' } },
});
const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4', width: '420px', margin: '0 auto' });
const Pair = styled('div', { display: 'flex', gap: '$3', alignItems: 'flex-end' });
const Hint = styled('p', { margin: 0, fontSize: '$1', color: '$textMuted' });
const Message = styled('p', { margin: '$7 auto', color: '$textMuted', textAlign: 'center' });

const emptyForm: TransferForm = { amount: '', payPassword: '', code: '' };
interface TransferValues extends TransferForm {
  out: WalletId;
  into: WalletId;
}

export function TransferPanel() {
  const user = useUserInfo();
  const access = walletAccess(user?.userType, 'transfer');
  if (!access.allowed) return <Message role="alert">{access.message}</Message>;
  return <TransferScreen />;
}

function TransferScreen() {
  const index = useEndpointQuery(walletEndpoints.transferIndex, {}, { staleTime: 0 });
  if (index.isError) return <ErrorPanel title="转账信息加载失败" message={index.error.message} onAction={() => void index.refetch()} />;
  if (!index.data) return <Spinner label="加载中" />;
  return <TransferForm index={index.data} />;
}

function TransferForm({ index }: { index: TransferIndex }) {
  const { defaultIn } = useSnapshot(walletState);
  const { control, handleSubmit, setValue, getValues, clearErrors } = useForm<TransferValues>({
    ...formDefaults,
    defaultValues: { out: MAIN_WALLET, into: pairedIn(MAIN_WALLET, walletOf(defaultIn)), ...emptyForm },
  });
  const [out, into] = useWatch({ control, name: ['out', 'into'] });

  const cashOf = (id: WalletId) => index.cashList.find((w) => w.cid === id)?.cash ?? '0';
  const balance = cashOf(out);
  const limits = limitsOf(out, index.transferCashMap);
  const payPasswordNeeded = index.payPasswordFlag === 'N';
  const twoStepNeeded = index.twostepThirdTransfer === 1;

  const check = (values: TransferValues) =>
    validateTransfer(values, { balance: cashOf(values.out), min: limitsOf(values.out, index.transferCashMap).min, payPasswordNeeded, twoStepNeeded });
  const rules = { amount: partOfCheck(check, 'amount'), payPassword: partOfCheck(check, 'payPassword'), code: partOfCheck(check, 'code') };
  /** Typing in a field clears its message (the others stay until the next submit). */
  const edit = (name: keyof TransferForm, onChange: (value: string) => void) => (value: string) => {
    onChange(value);
    clearErrors(name);
  };

  // The key is the hook's: kept after a network failure, so a retried transfer that did arrive books once.
  const transfer = useEndpointMutation(walletEndpoints.transfer, {
    idempotent: true,
    refreshes: [walletEndpoints.transferIndex.path, walletEndpoints.allCachedBalance.path],
    onSuccess: () => {
      toast.success(TRANSFER_MESSAGES.ok);
      for (const name of ['amount', 'payPassword', 'code'] as const) setValue(name, emptyForm[name]);
      void refreshBalances();
    },
    onError: (error) => {
      // A refused transfer answers code -1 with the reason; anything else is a plain failure.
      const refused = error instanceof HttpError && error.code === -1 && error.httpStatus === 200;
      toast.error(refused ? error.message : TRANSFER_MESSAGES.failed);
      void refreshBalances();
    },
  });

  const submit = handleSubmit(({ amount, payPassword, code }) => {
    if (transfer.isPending) return;
    transfer.mutate({
      turnOut: out,
      turnIn: into,
      turnOutCn: walletName(out),
      turnInCn: walletName(into),
      cash: amount,
      payPassword: payPasswordNeeded ? payPassword : undefined,
      code: twoStepNeeded ? code : undefined,
    });
  });

  const options = index.pcodeCbBaseList.map((w) => ({ value: w.cbId, label: w.cbName }));
  const targets = transferTargets(out);
  return (
    <Panel>
      <WalletGrid aria-label="钱包余额">
        {index.pcodeCbBaseList.map((w) => (
          <WalletCard key={w.cbId} data-active={w.cbId === out || w.cbId === into} data-wallet={w.cbId}>
            <span>{w.cbName}</span>
            <strong>{formatYuan(cashOf(w.cbId as WalletId))}</strong>
          </WalletCard>
        ))}
      </WalletGrid>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Pair>
          <Controller
            control={control}
            name="out"
            render={({ field }) => (
              <Select
                label="转出钱包"
                block
                options={options}
                value={field.value}
                onValueChange={(value) => {
                  const next = value as WalletId;
                  field.onChange(next);
                  setValue('into', pairedIn(next, getValues('into')));
                  clearErrors();
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="into"
            render={({ field }) => (
              <Select
                label="转入钱包"
                block
                options={options.filter((o) => targets.includes(o.value as WalletId))}
                value={field.value}
                onValueChange={(value) => field.onChange(value as WalletId)}
              />
            )}
          />
        </Pair>
        <Controller
          control={control}
          name="amount"
          rules={rules.amount}
          render={({ field, fieldState }) => (
            <AmountInput
              label="转账金额"
              block
              unit="元"
              placeholder={`单笔限额 ${limits.min} - ${limits.max} 元`}
              decimals={2}
              max={Number(limits.max)}
              value={field.value}
              onValueChange={edit('amount', field.onChange)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Hint>
          {walletName(out)}可转余额 {formatYuan(balance)} 元
          <Button
            type="button"
            size="1"
            tone="neutral"
            style={{ marginLeft: 8 }}
            onClick={() => edit('amount', (amount) => setValue('amount', amount))(allAmount(balance, limits.max))}
          >
            全部
          </Button>
        </Hint>
        {payPasswordNeeded ? (
          <Controller
            control={control}
            name="payPassword"
            rules={rules.payPassword}
            render={({ field, fieldState }) => (
              <FundPasswordField value={field.value} onChange={edit('payPassword', field.onChange)} error={fieldState.error?.message} />
            )}
          />
        ) : null}
        {twoStepNeeded ? (
          <Controller
            control={control}
            name="code"
            rules={rules.code}
            render={({ field, fieldState }) => (
              <TwoStepCodeField value={field.value} onChange={edit('code', field.onChange)} error={fieldState.error?.message} />
            )}
          />
        ) : null}
        <Button type="submit" loading={transfer.isPending}>
          立即转账
        </Button>
      </Form>
    </Panel>
  );
}
