/** /personal/profit/profit (盈亏统计): the player's own profit and loss per day, by type. */
import { useState } from 'react';
import { teamEndpoints, teamReportTypes } from '../../../contract/team';
import { Select } from '../../../design-system';
import { useEndpointQuery } from '../../shared/queries';
import { Bar, ProfitTable, useReportRange } from './parts';

const typeOptions = teamReportTypes.filter((t) => t.profit).map((t) => ({ value: t.type, label: t.name }));

export function MyProfitPage() {
  const [range, rangeBar] = useReportRange();
  const [type, setType] = useState('allyk');
  const query = useEndpointQuery(teamEndpoints.myProfit, { type, ...range }, { staleTime: 0 });
  return (
    <section aria-label="盈亏统计" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Bar>
        {rangeBar}
        <Select label="类型" options={typeOptions} value={type} onValueChange={setType} />
      </Bar>
      <ProfitTable caption="盈亏统计" keyTitle="日期" data={query.data} loading={query.isFetching} error={query.error} retry={() => void query.refetch()} />
    </section>
  );
}
