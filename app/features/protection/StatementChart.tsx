/** The activity statement's ECharts bars, loaded lazily (only the statement tab pulls ECharts). */
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { StatementDay } from '../../../contract/protection';

echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface StatementChartProps {
  days: readonly StatementDay[];
  colors: { text: string; border: string; muted: string; series: string[] };
}

const series = [
  { name: '投注', pick: (d: StatementDay) => d.stake },
  { name: '派奖', pick: (d: StatementDay) => d.win },
  { name: '充值', pick: (d: StatementDay) => d.deposit },
  { name: '提现', pick: (d: StatementDay) => d.withdraw },
] as const;

export default function StatementChart({ days, colors }: StatementChartProps) {
  const axis = { axisLine: { lineStyle: { color: colors.border } }, axisLabel: { color: colors.muted }, splitLine: { lineStyle: { color: colors.border } } };
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: colors.text } },
    grid: { left: 56, right: 16, top: 36, bottom: 30 },
    xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)), ...axis },
    yAxis: { type: 'value', ...axis },
    // the chart draws numbers; the table beside it shows the exact amounts
    series: series.map((s, i) => ({ type: 'bar', name: s.name, data: days.map((d) => Number(s.pick(d))), itemStyle: { color: colors.series[i] } })),
  };
  return (
    <div data-testid="statement-chart" role="img" aria-label="近90天活动柱状图">
      <ReactEChartsCore echarts={echarts} option={option} style={{ height: 280 }} notMerge />
    </div>
  );
}
