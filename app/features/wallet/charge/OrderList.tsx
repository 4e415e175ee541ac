/**
 * The tab's order list: the last 3 days, the newest 10. A credited order offers deposit again
 * and copy; the others enter the order's chat (its cashier link renewed) and copy.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, CopyButton, ErrorPanel, styled, Table, toast } from '../../../../design-system';
import { DEPOSIT_STATUS, depositStatusText, paymentEndpoints, type DepositOrder } from '../../../../contract/payment';
import { call } from '../../../lib/call';
import { errorText } from '../../../lib/http';
import { queryKeyOf } from '../../../lib/query-client';
import { Actions, Screen } from './ChargeResult';
import { reserveCashier } from './popup';
import { formatBeijing } from '../../../../rules/beijing-time';

const Cell = styled('div', { display: 'flex', gap: '$2', justifyContent: 'center' });
const BackLink = styled('button', { all: 'unset', color: '$brand', cursor: 'pointer', fontSize: '$2', '&:focus-visible': { outline: '2px solid $focus' } });

async function enterChat(spsn: string) {
  const popup = reserveCashier();
  try {
    popup.go((await call(paymentEndpoints.imPayRenew, { spsn })).reqUrl);
  } catch (error) {
    popup.close();
    toast.warning(errorText(error));
  }
}

export function OrderList({ onBack, onAgain }: { onBack(): void; onAgain(channelCode: string): void }) {
  const orders = useQuery({ queryKey: queryKeyOf(paymentEndpoints.orderList), queryFn: () => call(paymentEndpoints.orderList), staleTime: 0 });
  const columns = [
    { key: 'time', title: '时间', render: (o: DepositOrder) => formatBeijing(o.orderDate) },
    { key: 'spsn', title: '订单号' },
    { key: 'payWayName', title: '充值方式' },
    { key: 'cash', title: '金额', align: 'right' as const },
    { key: 'status', title: '状态', render: (o: DepositOrder) => depositStatusText(o.status) },
    {
      key: 'action',
      title: '操作',
      align: 'center' as const,
      render: (o: DepositOrder) => (
        <Cell>
          {o.status === DEPOSIT_STATUS.success ? (
            <Button size="1" onClick={() => onAgain(o.channelCode)}>
              再次充值
            </Button>
          ) : (
            <Button size="1" tone="neutral" onClick={() => void enterChat(o.spsn)}>
              进入聊天
            </Button>
          )}
          <CopyButton text={o.spsn} aria-describedby={undefined} />
        </Cell>
      ),
    },
  ];
  return (
    <Screen aria-label="充值订单" css={{ maxWidth: 'none' }}>
      <Actions>
        <BackLink type="button" onClick={onBack}>
          ‹ 返回充值
        </BackLink>
      </Actions>
      {orders.isError ? (
        <ErrorPanel message={errorText(orders.error)} actionLabel="重试" onAction={() => void orders.refetch()} />
      ) : (
        <Table caption="近3天充值订单" columns={columns} rows={orders.data?.list ?? []} rowKey={(o) => o.spsn} loading={orders.isPending} />
      )}
    </Screen>
  );
}
