/**
 * The ECharts part of the chart page, loaded lazily (only /chart pulls ECharts): the
 * number line of one position across issues, hit counts, and the zodiac chart for Mark Six.
 */
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { chartZodiacOf } from '../../../rules/chart-shapes';
import { zodiacs as chartZodiacs } from '../../../rules/mark-six-zodiac';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, TitleComponent, LegendComponent, CanvasRenderer]);

export interface TrendChartsProps {
  family: string;
  issues: string[];
  draws: number[][];
  position: number;
  positionLabel: string;
  hits: number[];
  min: number;
  colors: { text: string; brand: string; border: string; muted: string };
}

export default function TrendCharts({ family, issues, draws, position, positionLabel, hits, min, colors }: TrendChartsProps) {
  const axis = { axisLine: { lineStyle: { color: colors.border } }, axisLabel: { color: colors.muted }, splitLine: { lineStyle: { color: colors.border } } };
  const line = {
    title: { text: `${positionLabel}走势`, textStyle: { color: colors.text, fontSize: 14 } },
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: issues.map((i) => i.slice(-4)), ...axis },
    yAxis: { type: 'value', minInterval: 1, ...axis },
    series: [
      {
        type: 'line',
        data: draws.map((d) => d[position]),
        smooth: false,
        symbolSize: 6,
        itemStyle: { color: colors.brand },
        lineStyle: { color: colors.brand },
      },
    ],
  };
  const counts = family === 'lhc' ? chartZodiacs.map((z) => draws.filter((d) => chartZodiacOf(d[6]!) === z).length) : hits;
  const labels = family === 'lhc' ? [...chartZodiacs] : hits.map((_, i) => String(i + min));
  const bars = {
    title: { text: family === 'lhc' ? '特码生肖统计' : `${positionLabel}出现次数`, textStyle: { color: colors.text, fontSize: 14 } },
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: labels, ...axis },
    yAxis: { type: 'value', minInterval: 1, ...axis },
    series: [{ type: 'bar', data: counts, itemStyle: { color: colors.brand } }],
  };
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '2fr 1fr', gap: 12 }} data-testid="trend-charts">
      <ReactEChartsCore echarts={echarts} option={line} style={{ height: 260 }} notMerge />
      <ReactEChartsCore echarts={echarts} option={bars} style={{ height: 260 }} notMerge />
    </div>
  );
}
