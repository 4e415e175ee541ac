/**
 * After a hosted withdrawal (WeChat, Alipay, bank page): the request is submitted and must be
 * completed on the provider's page, opened in a new tab, within its 15-minute window; after
 * that it expires and the money returns to the main wallet.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, styled } from '../../../../design-system';
import { WITHDRAW_STATUS, withdrawEndpoints, withdrawStatusText, type HostedResult } from '../../../../contract/withdraw';
import { call } from '../../../lib/call';
import { formatYuan } from '../../../lib/money';
import { queryKeyOf } from '../../../lib/query-client';
import { refreshBalance } from '../../../stores/balance-store';
import { mmss } from './withdraw-rules';

const Root = styled('section', { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$3', py: '$6', color: '$text', textAlign: 'center' });
const Title = styled('h3', { margin: 0, fontSize: '$5', color: '$success' });
const Clock = styled('p', { margin: 0, fontSize: '$6', fontVariantNumeric: 'tabular-nums', color: '$brand' });
const Muted = styled('p', { margin: 0, fontSize: '$2', color: '$textMuted' });
const Actions = styled('div', { display: 'flex', gap: '$3' });

const POLL_MS = 3000;
const secondsUntil = (at: number) => Math.max(0, Math.floor((at - Date.now()) / 1000));

export function HostedSuccess({ result, onBack }: { result: HostedResult; onBack(): void }) {
  const { spsn } = result;
  const order = useQuery({
    queryKey: queryKeyOf(withdrawEndpoints.order, { spsn }),
    queryFn: () => call(withdrawEndpoints.order, { spsn }),
    refetchInterval: (query) => (query.state.data?.status === WITHDRAW_STATUS.awaitingHosted ? POLL_MS : false),
    staleTime: 0,
  });
  // The deadline on this device's clock, from the seconds the server said were left.
  const [deadline] = useState(() => Date.now() + result.expiresInSeconds * 1000);
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(secondsUntil(deadline)), 1000);
    return () => clearTimeout(timer);
  }, [left, deadline]);
  const status = order.data?.status;
  const waiting = status === undefined || status === WITHDRAW_STATUS.awaitingHosted;
  useEffect(() => {
    if (!waiting) void refreshBalance();
  }, [waiting]);

  return (
    <Root aria-label="托管提现已提交">
      <Title>提现申请已提交</Title>
      <Muted>订单号：{spsn}</Muted>
      {order.data ? (
        <Muted>
          提现金额 {formatYuan(order.data.amount)} 元 · {withdrawStatusText[order.data.status]}
        </Muted>
      ) : null}
      {waiting ? (
        <>
          <Clock aria-label="托管提现剩余时间">{mmss(left)}</Clock>
          <Muted>请在新打开的页面中于15分钟内完成提现，超时未完成的提现将自动取消，资金退回主钱包。</Muted>
        </>
      ) : null}
      <Actions>
        <Button tone="neutral" onClick={onBack}>
          返回
        </Button>
        {waiting ? (
          <Button onClick={() => window.open(result.url, '_blank', 'noopener')} disabled={left <= 0}>
            打开提现页面
          </Button>
        ) : null}
      </Actions>
    </Root>
  );
}
