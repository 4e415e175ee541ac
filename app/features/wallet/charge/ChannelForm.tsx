/**
 * The per-channel form of every family but bank transfer and coins: the generic form (quick
 * amounts and a typed amount, the payer name of Alipay transfers, the card fields where the
 * channel shows them), the ONEPAY forms (read-only amounts from the server's quick amounts,
 * refreshed at most every 2 s), the wallet-type form (sub-channel, hosted page in a new window)
 * and the third-party frame form. A successful submit hands the order to the result screens.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, Input, RadioGroup, styled } from '../../../../design-system';
import { CHANNEL_CODES, paymentEndpoints, type DepositChannel, type RechargeResult, type WalletRechargeResult } from '../../../../contract/payment';
import { call } from '../../../lib/call';
import { errorText } from '../../../lib/http';
import { queryKeyOf } from '../../../lib/query-client';
import { AmountField, AmountSummary, useCutPoints } from './AmountField';
import { checkRules, formDefaults, inputProps } from '../../../shared/form-rules';
import {
  amountError,
  cardNameError,
  cardNumberError,
  createThrottle,
  fastCashOf,
  payerNameError,
  QUICK_AMOUNT_THROTTLE_MS,
  quickAmountsWithin,
  subordinateNameOf,
  typedCardNumber,
} from './charge-rules';
import { DepositAccount } from './DepositAccount';
import { newRequestId, reserveCashier } from './popup';

export const FormRoot = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4', maxWidth: '640px' });
export const FormError = styled('p', { margin: 0, color: '$danger', fontSize: '$2' });
const Row = styled('div', { display: 'flex', gap: '$3', alignItems: 'center' });

/** The ONEPAY codes whose quick amounts carry ids (V2); ONEPAY_JS_WEB has plain amounts. */
const onepayV2Codes: readonly string[] = [
  CHANNEL_CODES.onepayJs2,
  CHANNEL_CODES.onepayJs3,
  CHANNEL_CODES.onepayWechat,
  CHANNEL_CODES.onepayAlipay,
  CHANNEL_CODES.onepayNormalAlipay,
];
const cardCodes: readonly string[] = [CHANNEL_CODES.zhibaoTransfer, CHANNEL_CODES.onepayJs];
/** payWayType 2 for bank, Alipay and ONEPAY JS orders, else 0. */
const payWayTypeOf = (code: string) =>
  code === CHANNEL_CODES.alipayTransfer || code === CHANNEL_CODES.onepayJs || code === CHANNEL_CODES.zhibaoTransfer ? 2 : 0;

interface QuickAmount {
  amount: string;
  id?: string;
}

function useQuickAmounts(channel: DepositChannel) {
  const v2 = onepayV2Codes.includes(channel.code);
  const onepay = channel.family === 'onepay';
  const input = { channelCode: channel.code };
  const query = useQuery({
    queryKey: queryKeyOf(v2 ? paymentEndpoints.onepayAmountsV2 : paymentEndpoints.onepayAmounts, input),
    queryFn: async (): Promise<QuickAmount[]> =>
      v2
        ? (await call(paymentEndpoints.onepayAmountsV2, input)).amountList
        : (await call(paymentEndpoints.onepayAmounts, input)).amountList.map((amount) => ({ amount })),
    enabled: onepay,
    staleTime: 0,
  });
  const throttle = useMemo(() => createThrottle(QUICK_AMOUNT_THROTTLE_MS), []);
  const limits = { min: channel.minRechargeAmount, max: channel.maxRechargeAmount };
  const list: QuickAmount[] = onepay ? (query.data ?? []) : fastCashOf(channel.fastCash).map((amount) => ({ amount }));
  const within = new Set(
    quickAmountsWithin(
      list.map((q) => q.amount),
      limits,
    ),
  );
  return {
    amounts: list.filter((q) => within.has(q.amount)),
    refresh: () => {
      if (onepay && throttle()) void query.refetch();
    },
  };
}

/** The payer and card fields' rules (charge-rules.ts). */
const chargeRules = {
  payerName: checkRules((name) => payerNameError(name) ?? null),
  cardNumber: checkRules((cardNo) => cardNumberError(cardNo) ?? null),
  cardName: checkRules((name) => cardNameError(name) ?? null),
};

export interface ChannelFormProps {
  channel: DepositChannel;
  userName: string;
  subordinates: readonly string[];
  onResult(result: RechargeResult): void;
  onWallet(result: WalletRechargeResult): void;
}

export function ChannelForm({ channel, userName, subordinates, onResult, onWallet }: ChannelFormProps) {
  const quick = useQuickAmounts(channel);
  const { control, handleSubmit, setError, formState } = useForm({
    ...formDefaults,
    defaultValues: { amount: '', payerName: '', cardNumber: '', cardName: '', account: userName, child: String(channel.imChildChannels[0]?.rechargeType ?? 0) },
  });
  const amount = useWatch({ control, name: 'amount' });
  const failure = formState.errors.root?.message;
  const [requestId] = useState(newRequestId);
  const cutPoints = useCutPoints(amount, channel.cutPointsSwitch === 1);

  const onepay = channel.family === 'onepay';
  const typing = channel.isAllowInput === 1 && !onepay;
  const askPayer = channel.code === CHANNEL_CODES.alipayTransfer;
  const askCard = cardCodes.includes(channel.code) && channel.isShowCardName === 1;
  const wallet = channel.family === 'wallet';

  /** The amount within the channel's limits; the payer and card fields show (and so are checked) only where the channel asks them. */
  const amountRules = checkRules((value) => amountError(value, { min: channel.minRechargeAmount, max: channel.maxRechargeAmount }) ?? null);

  const submit = handleSubmit(async ({ amount, payerName, cardNumber, cardName, account, child }) => {
    const subordinateName = subordinateNameOf(account, userName);
    // A wallet page opens in a new window: reserve it in the click.
    const popup = wallet ? reserveCashier() : null;
    try {
      if (wallet) {
        const childChannel = channel.imChildChannels.find((c) => String(c.rechargeType) === child);
        const result = await call(paymentEndpoints.walletRecharge, {
          rechargeType: Number(child),
          channelCode: channel.code,
          walletId: childChannel?.walletId,
          amount,
          requestId,
          subordinateName,
        });
        popup?.go(result.url);
        onWallet(result);
        return;
      }
      const result = await call(paymentEndpoints.recharge, {
        channelCode: channel.code,
        amount,
        cutPointsSwitch: channel.cutPointsSwitch,
        cutPoints,
        payRealUserName: askCard ? cardName.trim() : undefined,
        payRealBankCardNumber: askCard ? cardNumber.replace(/\D/g, '') : undefined,
        paymentId: quick.amounts.find((q) => q.amount === amount)?.id,
        payWayType: payWayTypeOf(channel.code),
        alipayUserName: askPayer ? payerName.trim() : undefined,
        requestId,
        subordinateName,
      });
      onResult(result);
    } catch (error) {
      popup?.close();
      setError('root', { message: errorText(error) });
      if (channel.code === CHANNEL_CODES.onepayJs) quick.refresh();
    }
  });

  return (
    <FormRoot aria-label={`${channel.name}充值`} noValidate onSubmit={(event) => void submit(event)}>
      {wallet && channel.imChildChannels.length > 0 ? (
        <Controller
          control={control}
          name="child"
          render={({ field }) => (
            <RadioGroup
              legend="支付方式"
              options={channel.imChildChannels.map((c) => ({ value: String(c.rechargeType), label: c.name }))}
              value={field.value}
              onValueChange={field.onChange}
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="account"
        render={({ field }) => <DepositAccount value={field.value} onValueChange={field.onChange} subordinates={subordinates} />}
      />
      <Controller
        control={control}
        name="amount"
        rules={amountRules}
        render={({ field, fieldState }) => (
          <AmountField
            value={field.value}
            onValueChange={field.onChange}
            chips={quick.amounts.map((q) => q.amount)}
            typing={typing}
            min={channel.minRechargeAmount}
            max={channel.maxRechargeAmount}
            error={fieldState.error?.message}
          />
        )}
      />
      {onepay ? (
        <Row>
          <Button type="button" size="1" tone="neutral" onClick={quick.refresh}>
            刷新金额
          </Button>
        </Row>
      ) : null}
      <AmountSummary amount={amount} cutPoints={cutPoints} costStatus={channel.costStatus} costRate={channel.costRate} />
      {askPayer ? (
        <Controller
          control={control}
          name="payerName"
          rules={chargeRules.payerName}
          render={(field) => <Input label="付款人姓名" maxLength={40} {...inputProps(field)} />}
        />
      ) : null}
      {askCard ? (
        <>
          <Controller
            control={control}
            name="cardNumber"
            rules={chargeRules.cardNumber}
            render={(field) => (
              <Input label="银行卡号" inputMode="numeric" {...inputProps(field)} onValueChange={(raw) => field.field.onChange(typedCardNumber(raw))} />
            )}
          />
          <Controller
            control={control}
            name="cardName"
            rules={chargeRules.cardName}
            render={(field) => <Input label="持卡人姓名" maxLength={16} {...inputProps(field)} />}
          />
        </>
      ) : null}
      {failure ? <FormError role="alert">{failure}</FormError> : null}
      <Row>
        <Button type="submit" loading={formState.isSubmitting}>
          立即充值
        </Button>
      </Row>
    </FormRoot>
  );
}
