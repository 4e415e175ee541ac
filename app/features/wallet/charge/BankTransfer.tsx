/**
 * Bank transfer with payee matching: the form (the player's card, the holder's name, amount
 * chips five per row and a custom amount that snaps to the allowed step), the waiting page that
 * asks every 10 s until a payee is assigned (cancelling asks first), and the success page with
 * the copyable payee, the 900 s countdown and the bonus table. ONEPAY WeChat/Alipay orders use
 * the same waiting and success pages, with confirm-payment on the latter.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, ConfirmDialog, Countdown, DetailList, ErrorPanel, Select, Spinner, Table, toast } from '../../../../design-system';
import { CHANNEL_CODES, depositOrderCodes, paymentEndpoints, type DepositChannel, type RechargeResult } from '../../../../contract/payment';
import { call } from '../../../lib/call';
import { errorText, HttpError } from '../../../lib/http';
import { queryKeyOf } from '../../../lib/query-client';
import { setBeforeLeavingCharge } from '../../../stores/wallet-store';
import { AmountField } from './AmountField';
import { bankAmountError, chargeMessages, subordinateNameOf, WAITING_POLL_MS } from './charge-rules';
import { Actions, CashierButton, Lead, Note, orderRows, PaidButton, payeeRows, Screen } from './ChargeResult';
import { FormError, FormRoot } from './ChannelForm';
import { DepositAccount } from './DepositAccount';
import { newRequestId } from './popup';
import { checkRules, formDefaults } from '../../../shared/form-rules';

/** The rules panel counts the cancels left today: asked again after a cancel. */
const refreshCancelsLeft = (client: QueryClient) => void client.invalidateQueries({ queryKey: [paymentEndpoints.rechargeIndex.path] });

const bankAmountRules = checkRules((amount) => bankAmountError(amount) ?? null);

export interface BankTransferFormProps {
  channel: DepositChannel;
  userName: string;
  subordinates: readonly string[];
  onResult(result: RechargeResult): void;
}

export function BankTransferForm({ channel, userName, subordinates, onResult }: BankTransferFormProps) {
  const input = { channelCode: channel.code };
  const config = useQuery({
    queryKey: queryKeyOf(paymentEndpoints.amountConfig, input),
    queryFn: () => call(paymentEndpoints.amountConfig, input),
    staleTime: 0,
  });
  const cards = useQuery({
    queryKey: queryKeyOf(paymentEndpoints.preTransferRechargeInfo, { code: channel.code }),
    queryFn: () => call(paymentEndpoints.preTransferRechargeInfo, { code: channel.code, bankCardType: '0' }),
    staleTime: 0,
  });
  const { control, handleSubmit, setError, formState } = useForm({ ...formDefaults, defaultValues: { cardId: '', amount: '', account: userName } });
  const cardId = useWatch({ control, name: 'cardId' });
  const failure = formState.errors.root?.message;
  const [requestId] = useState(newRequestId);

  if (config.isPending || cards.isPending) return <Spinner label="加载中" />;
  if (config.isError || cards.isError)
    return (
      <ErrorPanel message={errorText(config.error ?? cards.error)} actionLabel="重试" onAction={() => void Promise.all([config.refetch(), cards.refetch()])} />
    );
  if (cards.data.recodeInfo.length === 0) return <Note>{chargeMessages.unavailable}</Note>;
  const card = cards.data.recodeInfo.find((c) => String(c.id) === cardId) ?? cards.data.recodeInfo[0];
  const chips = config.data.fixedList.length > 0 ? config.data.fixedList.map((f) => f.amount) : config.data.availableList;

  const submit = handleSubmit(async ({ amount, account }) => {
    if (!card) return;
    try {
      onResult(
        await call(paymentEndpoints.recharge, {
          channelCode: channel.code,
          amount,
          bankId: String(card.id),
          token: cards.data.token,
          payWayType: 2,
          requestId,
          subordinateName: subordinateNameOf(account, userName),
        }),
      );
    } catch (failed) {
      setError('root', { message: errorText(failed) });
      // An order refused for its amount: the amounts may have changed.
      void config.refetch();
    }
  });

  return (
    <FormRoot aria-label={`${channel.name}充值`} noValidate onSubmit={(event) => void submit(event)}>
      <Controller
        control={control}
        name="cardId"
        render={({ field }) => (
          <Select
            label="付款银行卡"
            options={cards.data.recodeInfo.map((c) => ({ value: String(c.id), label: `${c.bankNameZH} 尾号${c.bankCardNo.slice(-4)}` }))}
            value={String(card?.id ?? '')}
            onValueChange={field.onChange}
          />
        )}
      />
      <Note>持卡人姓名：{card?.sn}</Note>
      <Controller
        control={control}
        name="account"
        render={({ field }) => <DepositAccount value={field.value} onValueChange={field.onChange} subordinates={subordinates} />}
      />
      <Controller
        control={control}
        name="amount"
        rules={bankAmountRules}
        render={({ field, fieldState }) => (
          <AmountField
            value={field.value}
            onValueChange={field.onChange}
            chips={chips}
            typing={channel.isAllowInput === 1}
            snap
            rules={config.data.amountRuleList}
            min={channel.minRechargeAmount}
            max={channel.maxRechargeAmount}
            error={fieldState.error?.message}
          />
        )}
      />
      {failure ? <FormError role="alert">{failure}</FormError> : null}
      <Actions>
        <Button type="submit" loading={formState.isSubmitting}>
          立即充值
        </Button>
      </Actions>
    </FormRoot>
  );
}

/** The order codes that end an order's screens: a warning with the server's message, then the channel list. */
const endingCodes: readonly number[] = Object.values(depositOrderCodes);

/**
 * Waiting for a payee: asks every 10 s until isWait is '0'. Leaving the tab or the modal
 * meanwhile cancels the matching first.
 */
export function WaitingPage({ order, onMatched, onBack }: { order: RechargeResult; onMatched(result: RechargeResult): void; onBack(): void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const poll = useQuery({
    queryKey: queryKeyOf(paymentEndpoints.orderBankInfo, { orderId: order.orderId }),
    queryFn: () => call(paymentEndpoints.orderBankInfo, { orderId: order.orderId }),
    refetchInterval: WAITING_POLL_MS,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  useEffect(() => {
    // Leaving the charge tab cancels the matching; the cancels left today change with it.
    setBeforeLeavingCharge(
      () =>
        void call(paymentEndpoints.cancelOrder, { orderId: order.orderId, channelCode: order.channelCode, type: 2 })
          .then(() => refreshCancelsLeft(queryClient))
          .catch(() => undefined),
    );
    return () => setBeforeLeavingCharge(null);
  }, [order.orderId, order.channelCode, queryClient]);

  useEffect(() => {
    if (poll.data?.remitBankInfo?.isWait === '0' || (poll.data && poll.data.resultType !== 'waiting')) {
      setBeforeLeavingCharge(null);
      onMatched(poll.data);
    }
  }, [poll.data, onMatched]);

  useEffect(() => {
    if (poll.error instanceof HttpError && endingCodes.includes(poll.error.code)) {
      toast.warning(poll.error.message);
      onBack();
    }
  }, [poll.error, onBack]);

  const cancel = async () => {
    setBusy(true);
    try {
      await call(paymentEndpoints.cancelOrder, { orderId: order.orderId, channelCode: order.channelCode, type: 2 });
      toast.success(chargeMessages.cancelled);
      refreshCancelsLeft(queryClient);
    } catch (error) {
      toast.warning(errorText(error));
    } finally {
      setBusy(false);
      setAsking(false);
      setBeforeLeavingCharge(null);
      onBack();
    }
  };

  return (
    <Screen aria-label="正在匹配收款账户">
      <Spinner label="正在为您匹配收款账户" />
      <Lead>正在为您匹配收款账户，请稍候…</Lead>
      <Note>匹配成功后将显示收款信息，请勿关闭此页面。每日最多可取消 3 次订单。</Note>
      <DetailList rows={orderRows(order)} />
      <Actions>
        <Button tone="danger" ghost onClick={() => setAsking(true)}>
          取消订单
        </Button>
      </Actions>
      <ConfirmDialog
        open={asking}
        tone="danger"
        title="取消订单"
        message="确定要取消该充值订单吗？每日最多可取消 3 次。"
        loading={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setAsking(false)}
      />
    </Screen>
  );
}

const bonusColumns = [
  { key: 'label', title: '项目', render: (row: { label: string }) => row.label },
  { key: 'value', title: '内容', render: (row: { value: string }) => row.value },
];

/** The payee assigned: copy the details, pay within 900 s, see the bonus for paying early. */
export function PayeeSuccess({ order, onBack }: { order: RechargeResult; onBack(): void }) {
  const confirmV2 = order.channelCode !== CHANNEL_CODES.bankTransfer;
  return (
    <Screen aria-label="收款信息">
      <Lead>匹配成功，请向以下账户转账 {order.amount} 元</Lead>
      {order.remitBankInfo ? <DetailList rows={payeeRows(order.remitBankInfo)} /> : null}
      <DetailList rows={orderRows(order)} />
      <Countdown seconds={order.expiresInSeconds} label="剩余转账时间" urgentBelow={60} />
      {order.bonusTable.length > 0 ? <Table caption="充值优惠" columns={bonusColumns} rows={order.bonusTable} rowKey={(row) => row.label} /> : null}
      <Note>请务必按订单金额转账，转账成功后系统将自动到账。</Note>
      <Actions>
        {confirmV2 ? <PaidButton orderId={order.orderId} channelCode={order.channelCode} confirmV2 label="确认付款" /> : null}
        <CashierButton url={order.reqUrl} />
        <Button tone="neutral" ghost onClick={onBack}>
          返回
        </Button>
      </Actions>
    </Screen>
  );
}
