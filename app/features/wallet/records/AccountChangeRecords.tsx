/** /personal/accountChange/charge: every ledger entry of the player's wallets, with a type filter. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { walletEndpoints, type AccountChangeRecord } from '../../../../contract/wallet';
import { Select, type TableColumn } from '../../../../design-system';
import { call } from '../../../lib/call';
import { formatYuan } from '../../../lib/money';
import { queryKeyOf } from '../../../lib/query-client';
import { LedgerRecords, RecordTime } from './LedgerRecords';

const columns: TableColumn<AccountChangeRecord>[] = [
  { key: 'time', title: '时间', render: (r) => <RecordTime time={r.time} /> },
  { key: 'walletName', title: '钱包' },
  { key: 'typeName', title: '类型' },
  { key: 'amount', title: '变动金额', align: 'right', render: (r) => (r.amount.startsWith('-') ? formatYuan(r.amount) : `+${formatYuan(r.amount)}`) },
  { key: 'balance', title: '变动后余额', align: 'right', render: (r) => formatYuan(r.balance) },
  { key: 'remark', title: '备注', wrap: true },
];

export function AccountChangeRecords() {
  const [type, setType] = useState('');
  const options = useQuery({
    queryKey: queryKeyOf(walletEndpoints.accountChangeOptions),
    queryFn: () => call(walletEndpoints.accountChangeOptions),
    staleTime: Infinity,
  });
  return (
    <LedgerRecords
      caption="帐变记录"
      endpoint={walletEndpoints.accountChange}
      columns={columns}
      rowKey={(r) => r.id}
      extraInput={{ type: type || undefined }}
      filters={<Select label="帐变类型" options={[{ value: '', label: '全部类型' }, ...(options.data ?? [])]} value={type} onValueChange={setType} />}
    />
  );
}
