/**
 * Step 2 of a bank withdrawal: the order number, the 900 s countdown (mm:ss) within which
 * the player is asked to confirm receipt, and the confirm button, enabled once the payout
 * has gone out and disabled after a successful confirmation (the deposit comes back).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, styled, Table, toast } from '../../../../design-system';
import { WITHDRAW_STATUS, withdrawEndpoints, withdrawStatusText, type WithdrawResult } from '../../../../contract/withdraw';
import { call } from '../../../lib/call';
import { serverMessageOr } from '../../../lib/http';
import { formatYuan } from '../../../lib/money';
import { queryKeyOf } from '../../../lib/query-client';
import { useEndpointMutation } from '../../../shared/mutations';
import { refreshBalance } from '../../../stores/balance-store';
import { mmss, withdrawMessages } from './withdraw-rules';
import { afterWithdrawMoneyMoved } from './withdraw-queries';

const Root = styled('section', { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$3', py: '$6', color: '$text', textAlign: 'center' });
const Title = styled('h3', { margin: 0, fontSize: '$5', color: '$success' });
const Clock = styled('p', { margin: 0, fontSize: '$6', fontVariantNumeric: 'tabular-nums', color: '$brand' });
const Muted = styled('p', { margin: 0, fontSize: '$2', color: '$textMuted' });
const Actions = styled('div', { display: 'flex', gap: '$3' });

/** How often the page asks whether the payout has gone out. */
const POLL_MS = 2000;

type BonusTier = WithdrawResult['bonus'][number];
/** The channel's bonus table of the success answer (spec 2 §3 withdraw success: min, bonus). */
const bonusColumns = [
  { key: 'min', title: '提现金额', render: (row: BonusTier) => `${formatYuan(row.min)} 元及以上` },
  { key: 'bonus', title: '奖励', render: (row: BonusTier) => `${formatYuan(row.bonus)} 元` },
];

export function WithdrawSuccess({ spsn, bonus = [], onBack }: { spsn: string; bonus?: readonly BonusTier[]; onBack(): void }) {
  const queryClient = useQueryClient();
  const key = queryKeyOf(withdrawEndpoints.order, { spsn });
  const order = useQuery({
    queryKey: key,
    queryFn: () => call(withdrawEndpoints.order, { spsn }),
    refetchInterval: (query) => (query.state.data?.status === WITHDRAW_STATUS.processing ? POLL_MS : false),
    staleTime: 0,
  });
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (order.data && left === null) setLeft(order.data.confirmSecondsLeft);
  }, [order.data, left]);
  useEffect(() => {
    if (left === null || left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  // A payout the provider refused comes back to main: show the new balance.
  const failed = order.data?.status === WITHDRAW_STATUS.failed;
  useEffect(() => {
    if (!failed) return;
    void refreshBalance();
    afterWithdrawMoneyMoved();
  }, [failed]);

  const confirm = useEndpointMutation(withdrawEndpoints.confirmReceipt, {
    onSuccess: (updated) => {
      queryClient.setQueryData(key, updated);
      toast.success(withdrawMessages.success);
      void refreshBalance();
      // The deposit came back: the form's 可用余额 shows it at once.
      afterWithdrawMoneyMoved();
    },
    onError: (error) => toast.error(serverMessageOr(error, withdrawMessages.confirmFailed)),
  });

  const status = order.data?.status;
  const confirmed = status === WITHDRAW_STATUS.completed || confirm.isSuccess;
  return (
    <Root aria-label="提现成功">
      <Title>提现申请已提交</Title>
      <Muted>订单号：{spsn}</Muted>
      {order.data ? (
        <Muted>
          提现金额 {formatYuan(order.data.amount)} 元，保证金 {formatYuan(order.data.securityDeposit)} 元 · {withdrawStatusText[order.data.status]}
        </Muted>
      ) : null}
      <Clock aria-label="确认到账倒计时">{mmss(left ?? 900)}</Clock>
      <Muted>请在倒计时内查收款项并确认到账，确认后保证金退回主钱包；今日未确认到账达3笔将暂停提现。</Muted>
      {bonus.length > 0 ? <Table caption="提现优惠" columns={bonusColumns} rows={[...bonus]} rowKey={(row) => row.min} /> : null}
      <Actions>
        <Button tone="neutral" onClick={onBack}>
          返回
        </Button>
        <Button disabled={confirmed || status !== WITHDRAW_STATUS.paid} loading={confirm.isPending} onClick={() => confirm.mutate({ spsn })}>
          {confirmed ? '已确认到账' : status === WITHDRAW_STATUS.processing ? '等待出款' : '确认到账'}
        </Button>
      </Actions>
    </Root>
  );
}
