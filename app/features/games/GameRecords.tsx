/** /personal/game/{agvideo, cq9, …}: the bets of the game platforms shown under one record tab (history_orders_third). */
import { useState } from 'react';
import { gameEndpoints, type GameBetRecord } from '../../../contract/games';
import { styled, type TableColumn } from '../../../design-system';
import { formatYuan } from '../../lib/money';
import { DateRangeFilter } from '../../shared/DateRangeFilter';
import { dateRangeInput, recordRange } from '../../shared/date-range';
import { usePagedQuery } from '../../shared/paged-query';
import { endpointSource } from '../../shared/queries';
import { RecordTable } from '../../shared/RecordTable';

const Filters = styled('div', { display: 'flex', gap: '$4', alignItems: 'flex-end', flexWrap: 'wrap', marginBottom: '$4' });
const thirdOrders = endpointSource(gameEndpoints.historyOrdersThird);

const columns: TableColumn<GameBetRecord>[] = [
  { key: 'orderId', title: '注单号' },
  { key: 'time', title: '投注时间', render: (r) => <span data-testid="record-time">{r.time}</span> },
  { key: 'platformName', title: '平台' },
  { key: 'gameName', title: '游戏' },
  { key: 'choice', title: '投注内容', wrap: true },
  { key: 'outcome', title: '开奖结果', wrap: true },
  { key: 'stake', title: '投注金额', align: 'right', render: (r) => formatYuan(r.stake) },
  { key: 'payout', title: '派彩', align: 'right', render: (r) => formatYuan(r.payout) },
  { key: 'profit', title: '输赢', align: 'right', render: (r) => formatYuan(r.profit) },
];

export function GameRecords({ tab, title }: { tab: string; title: string }) {
  const [range, setRange] = useState(() => recordRange('last7'));
  const orders = usePagedQuery(thirdOrders, { type: tab, ...dateRangeInput(range) });
  return (
    <div>
      <Filters>
        <DateRangeFilter defaultValue={range} onValueChange={setRange} />
      </Filters>
      <RecordTable caption={`${title}投注记录`} errorTitle="投注记录加载失败" columns={columns} rowKey={(r) => r.orderId} table={orders} />
    </div>
  );
}
