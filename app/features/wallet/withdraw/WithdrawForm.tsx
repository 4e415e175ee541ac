/**
 * One channel's withdraw form: the account paid to, the amount (typed, 'All', or a pool
 * amount), the deposit and coin quote, the bet-volume panel, the fund password and the
 * two-step code. Every rule is checked before sending; the server checks them again.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AmountInput, Button, ChipGroup, RadioGroup, styled, toast } from '../../../../design-system';
import {
  withdrawEndpoints,
  type HostedResult,
  type HostedType,
  type WithdrawChannel,
  type WithdrawConfig,
  type WithdrawResult,
} from '../../../../contract/withdraw';
import { call } from '../../../lib/call';
import { errorText, REQUEST_FAILED_MESSAGE, serverMessageOr } from '../../../lib/http';
import { formatRate, formatYuan } from '../../../lib/money';
import { queryKeyOf } from '../../../lib/query-client';
import { refreshBalances } from '../../../stores/balance-store';
import { useEndpointMutation } from '../../../shared/mutations';
import { FundPasswordField, TwoStepCodeField } from '../../../shared/SecurityFields';
import { checkRules, formDefaults } from '../../../shared/form-rules';
import {
  allAmount,
  amountError,
  balanceError,
  coinAllowanceError,
  fundPasswordError,
  securityDepositShown,
  snapToPool,
  stripSpaces,
  twoStepError,
  typedAmount,
  withdrawMessages,
} from './withdraw-rules';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4', maxWidth: '560px' });
const Row = styled('div', { display: 'flex', alignItems: 'flex-end', gap: '$2' });
const Info = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$1 $4',
  margin: 0,
  padding: '$3',
  borderRadius: '$2',
  backgroundColor: '$surface',
  fontSize: '$2',
  color: '$text',
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0 },
});
const FormError = styled('p', { margin: 0, color: '$danger', fontSize: '$2' });
const Blocked = styled('p', { margin: 0, color: '$danger', fontSize: '$2' });

/** Quote 300 ms and pool amount 500 ms after the last keystroke. */
const QUOTE_DEBOUNCE_MS = 300;
const POOL_DEBOUNCE_MS = 500;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The fund password and two-step code (the code field shows only when the switch is on). */
const securityRules = {
  password: checkRules<WithdrawValues>((password) => fundPasswordError(password) ?? null),
  code: checkRules<WithdrawValues>((code) => twoStepError(code, true) ?? null),
};

interface WithdrawValues {
  accountId: string;
  amount: string;
  /** The chosen pool amount's id (pool channels). */
  amountId: string | undefined;
  password: string;
  code: string;
}

export interface WithdrawFormProps {
  config: WithdrawConfig;
  channel: WithdrawChannel;
  onDone(result: WithdrawResult): void;
  onFailed(): void;
  /** A hosted page channel: submitted through withdrawCashJS3, its page opened in a new tab. */
  hosted?: { type: HostedType; onCreated(result: HostedResult): void };
}

/** The provider's page opens in a new tab: opened on the click (before the request) so browsers do not block it. */
async function inNewTab(create: () => Promise<HostedResult>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const result = await create();
    if (tab) tab.location.href = result.url;
  } catch {
    // The failure is the form's message (the mutation's onError).
    tab?.close();
  }
}

export function WithdrawForm({ config, channel, onDone, onFailed, hosted }: WithdrawFormProps) {
  const { control, handleSubmit, setValue, setError, formState } = useForm<WithdrawValues>({
    ...formDefaults,
    defaultValues: { accountId: String(channel.accounts[0]?.id ?? ''), amount: '', amountId: undefined, password: '', code: '' },
  });
  const [amount, amountId] = useWatch({ control, name: ['amount', 'amountId'] });
  const setAmount = (value: string) => setValue('amount', value);
  const setAmountId = (id: string | undefined) => setValue('amountId', id);
  const formError = formState.errors.root?.message;
  const typedPool = useRef(false);
  const isCoin = channel.kind === 'coin';
  const isPool = channel.kind === 'pool';
  const twoStepOn = config.twostepWithdraw === 1;

  // A typed pool amount snaps to the fixed amount below it once typing stops.
  const debouncedPool = useDebounced(amount, POOL_DEBOUNCE_MS);
  useEffect(() => {
    if (!isPool || !typedPool.current) return;
    typedPool.current = false;
    const snapped = snapToPool(debouncedPool, channel.fixedAmounts);
    setValue('amount', snapped?.amount ?? '');
    setValue('amountId', snapped?.id);
  }, [debouncedPool, isPool, channel.fixedAmounts, setValue]);

  const quoteAmount = useDebounced(amount, QUOTE_DEBOUNCE_MS);
  const quoteInput = { side: 'sell', coinType: channel.coinType, amount: quoteAmount, channelType: channel.channelType };
  const quote = useQuery({
    queryKey: queryKeyOf(withdrawEndpoints.coinQuote, quoteInput),
    queryFn: () => call(withdrawEndpoints.coinQuote, quoteInput),
    enabled: isCoin && /^\d+(\.\d+)?$/.test(quoteAmount) && Number(quoteAmount) > 0,
  });

  const deposit = channel.securityDeposit ? securityDepositShown(amount, config.securityDepositRatio) : '0';

  /** The amount's rules in order (withdraw-rules.ts): a pool amount chosen, the channel's minimum, the balance with the deposit, the coin allowance. */
  const amountRules = checkRules<WithdrawValues>(
    (value, values) =>
      (isPool && !values.amountId ? withdrawMessages.poolRequired : amountError(value, channel.min)) ??
      (channel.securityDeposit ? balanceError(config.cash, value, config.securityDepositRatio) : undefined) ??
      (isCoin ? coinAllowanceError(value, config.canWithDarwUsdtAmount, channel.coinType, config.isViewUSDTWithdrawCash === 1) : undefined) ??
      null,
  );

  // Spec 2 §8: a hosted withdrawal's failure shows the server's msg or 服务失败.
  const failed = (error: Error) => {
    setError('root', { message: hosted ? serverMessageOr(error, withdrawMessages.hostedFailed) : errorText(error) });
    if (isPool) onFailed();
  };
  // Each key is the hook's: kept after a network failure, so a retried withdrawal that did arrive is made once.
  const withdraw = useEndpointMutation(withdrawEndpoints.submit, {
    idempotent: true,
    onSuccess: (result) => {
      toast.success(withdrawMessages.success);
      setAmount('');
      setAmountId(undefined);
      setValue('password', '');
      setValue('code', '');
      void refreshBalances();
      onDone(result);
    },
    onError: failed,
  });
  const hostedWithdraw = useEndpointMutation(withdrawEndpoints.hostedSubmit, {
    idempotent: true,
    onSuccess: (created) => {
      toast.success(withdrawMessages.success);
      void refreshBalances();
      hosted?.onCreated(created);
    },
    onError: failed,
  });

  const submit = handleSubmit(async ({ accountId, amount, amountId, password, code }) => {
    const secrets = { pay_password: stripSpaces(password), ...(twoStepOn ? { code: stripSpaces(code) } : {}) };
    if (hosted) {
      await inNewTab(() => hostedWithdraw.mutateAsync({ withdrawType: hosted.type, user_bank_id: Number(accountId), ...secrets, withdrawMoney: amount }));
      return;
    }
    withdraw.mutate({
      operation: 'add',
      user_bank_id: Number(accountId),
      ...secrets,
      withdrawMoney: amount,
      ...(amountId ? { amountId } : {}),
      withDrawType: channel.withDrawType,
      coinType: channel.coinType,
      channelType: channel.channelType,
    });
  });

  return (
    <Form noValidate aria-label={channel.name} onSubmit={(event) => void submit(event)}>
      {channel.blockedToday ? (
        <Blocked role="alert">今日未确认到账的提现已达{config.dailyUnconfirmedLimit}笔，该渠道今日暂停使用，请先确认到账。</Blocked>
      ) : null}
      <Controller
        control={control}
        name="accountId"
        render={({ field }) => (
          <RadioGroup
            legend={isCoin ? `${channel.coinType}钱包地址` : hosted && hosted.type !== '2' ? '收款码' : `收款银行卡（${config.sn}）`}
            options={channel.accounts.map((a) => ({ value: String(a.id), label: `${a.bankNameZH} ${a.bankCardNo}` }))}
            value={field.value}
            onValueChange={field.onChange}
          />
        )}
      />
      <Info aria-label="余额信息">
        <dt>可用余额</dt>
        <dd>{formatYuan(config.cash)} 元</dd>
        {isCoin && config.isViewUSDTWithdrawCash === 1 ? (
          <>
            <dt>{channel.coinType}可提余额</dt>
            <dd>{formatYuan(config.canWithDarwUsdtAmount)} 元</dd>
          </>
        ) : null}
      </Info>
      <Info aria-label="提现信息">
        <dt>单笔限额</dt>
        <dd>
          {formatYuan(channel.min)} ~ {formatYuan(channel.max)} 元
        </dd>
        {config.isViewCanWithDraw === 1 ? (
          <>
            <dt>所需打码量</dt>
            <dd>{formatYuan(config.withDrawBetAmoutTotal)}</dd>
            <dt>已完成打码量</dt>
            <dd>{formatYuan(config.valBetAmoutTotal)}</dd>
            <dt>是否可提现</dt>
            <dd>{config.isCanWithDraw === 1 ? '可提现' : '打码量未达到要求'}</dd>
          </>
        ) : null}
      </Info>
      {isPool ? (
        <ChipGroup
          label="提现面额"
          options={channel.fixedAmounts.map((f) => ({ value: f.id, label: `${formatYuan(f.amount)}` }))}
          value={amountId ?? ''}
          onValueChange={(id) => {
            typedPool.current = false;
            setAmountId(id);
            setAmount(channel.fixedAmounts.find((f) => f.id === id)?.amount ?? '');
          }}
          columns={7}
        />
      ) : null}
      <Row>
        <Controller
          control={control}
          name="amount"
          rules={amountRules}
          render={({ field, fieldState }) => (
            <AmountInput
              label="提现金额"
              placeholder={`请输入提现金额（${channel.min} ~ ${channel.max}）`}
              block
              unit="元"
              value={field.value}
              onValueChange={(raw) => {
                field.onChange(typedAmount(raw, channel.max));
                if (isPool) {
                  typedPool.current = true;
                  setAmountId(undefined);
                }
              }}
              error={fieldState.error?.message}
            />
          )}
        />
        {isPool ? null : (
          <Button type="button" tone="neutral" onClick={() => setAmount(allAmount(config.cash, channel.max))}>
            全部
          </Button>
        )}
      </Row>
      {channel.securityDeposit ? (
        <Info aria-label="保证金">
          <dt>保证金（{config.securityDepositRatio}%）</dt>
          <dd>{formatYuan(deposit)} 元，确认到账后退还</dd>
        </Info>
      ) : null}
      {isCoin && quote.data ? (
        <Info aria-label="兑换报价">
          <dt>参考汇率</dt>
          <dd>{formatRate(quote.data.price, channel.coinType)}</dd>
          <dt>兑换数量</dt>
          <dd>
            {quote.data.quantity} {channel.coinType}
          </dd>
          <dt>手续费</dt>
          <dd>
            {quote.data.feeAmount} {channel.coinType}
          </dd>
          <dt>实际到账</dt>
          <dd data-testid="real-quantity">
            {quote.data.realQuantity} {channel.coinType}
          </dd>
        </Info>
      ) : null}
      {isCoin && quote.isError ? <FormError role="alert">{serverMessageOr(quote.error, REQUEST_FAILED_MESSAGE)}</FormError> : null}
      <Controller
        control={control}
        name="password"
        rules={securityRules.password}
        render={({ field, fieldState }) => <FundPasswordField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      {twoStepOn ? (
        <Controller
          control={control}
          name="code"
          rules={securityRules.code}
          render={({ field, fieldState }) => <TwoStepCodeField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
      ) : null}
      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <Button type="submit" loading={withdraw.isPending || hostedWithdraw.isPending} disabled={channel.blockedToday}>
        确认提现
      </Button>
    </Form>
  );
}
