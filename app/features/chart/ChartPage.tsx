import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { ChipGroup, Empty, ErrorPanel, NumberBall, Spinner, styled, useTheme } from '../../../design-system';
import { lotteryEndpoints, type TrendResult } from '../../../contract/lottery';
import { call } from '../../lib/call';
import { chartShapeColumns } from '../../../rules/chart-shapes';
import { errorText } from '../../lib/http';
import { href } from '../../lib/paths';
import { computeTrends, omissionGrid, type NumberTrend } from '../../../rules/trends';

const TrendCharts = lazy(() => import(/* webpackChunkName: "echarts-trend" */ './TrendCharts'));

const Page = styled('main', {
  minWidth: '1200px',
  padding: '$4',
  color: '$text',
  backgroundColor: '$bg',
  minHeight: '100vh',
  boxSizing: 'border-box',
  fontSize: '$1',
});
const Head = styled('header', { display: 'flex', alignItems: 'center', gap: '$4', marginBottom: '$3', '& h1': { margin: 0, fontSize: '$5' } });
const Scroll = styled('div', { overflowX: 'auto', border: '1px solid $border', borderRadius: '$2', backgroundColor: '$panel', marginTop: '$3' });
const Grid = styled('table', {
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { border: '1px solid $border', padding: '2px 4px', textAlign: 'center', whiteSpace: 'nowrap', minWidth: 18 },
  '& th': { backgroundColor: '$bg', color: '$textMuted', fontWeight: '$medium' },
  '& td.miss': { color: '$textMuted', fontSize: '10px' },
  '& tfoot td': { backgroundColor: '$bg', fontWeight: '$bold' },
});
const Hit = styled('span', {
  display: 'inline-flex',
  size: '18px',
  borderRadius: '$round',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: '$brand',
  color: '$onBrand',
  fontSize: '10px',
});

const positionLabels: Record<string, string[]> = {
  ssc: ['万位', '千位', '百位', '十位', '个位'],
  '3d': ['百位', '十位', '个位'],
  k3: ['一', '二', '三'],
  pk10: ['冠军', '亚军', '第三名', '第四名', '第五名', '第六名', '第七名', '第八名', '第九名', '第十名'],
  ky481: ['一', '二', '三', '四'],
  '11x5': ['第一位', '第二位', '第三位', '第四位', '第五位'],
  kl12: ['第一位', '第二位', '第三位', '第四位', '第五位'],
  lhc: ['特码'],
};
const sizes = [30, 50, 100, 200];

/** /chart/{lotteryType}/{lotteryCode}: trend table with omission and hit statistics, shape columns, and lazy ECharts. */
export function ChartPage({ lotteryType, lotteryCode }: { lotteryType: string; lotteryCode: string }) {
  const [size, setSize] = useState(30);
  const [trend, setTrend] = useState<TrendResult | null>(null);
  const [error, setError] = useState('');
  /** Bumped by 重试 to ask again. */
  const [attempt, setAttempt] = useState(0);
  const [position, setPosition] = useState(0);
  const { theme } = useTheme();
  useEffect(() => {
    let alive = true;
    setError('');
    call(lotteryEndpoints.trend, { lottery: lotteryCode.toUpperCase(), size })
      .then((t) => alive && setTrend(t))
      .catch((e) => alive && setError(errorText(e)));
    return () => {
      alive = false;
    };
  }, [lotteryCode, size, attempt]);
  const labels = positionLabels[lotteryType] ?? ['第一位'];
  const lhc = lotteryType === 'lhc';
  const data = useMemo(() => {
    if (!trend) return null;
    const list = [...trend.list].reverse();
    const draws = list.map((d) => d.code.split(',').map(Number));
    // Mark Six charts its special number; the statistics take the draws newest first, the table lists them oldest first.
    const newestFirst = (lhc ? draws.map((d) => [d[6]!]) : [...draws]).reverse();
    const range = { min: trend.min, max: trend.max, length: labels.length };
    const stats = computeTrends(newestFirst, range).positions;
    const grids = Array.from({ length: labels.length }, (_, p) => omissionGrid(newestFirst, range, p));
    const column = (pick: (t: NumberTrend) => number) => stats.map((row) => row.map(pick));
    return {
      list,
      draws,
      table: {
        /** [draw, oldest first][position][number − min]: the omission after that draw, 0 on a hit. */
        cells: list.map((_, r) => grids.map((grid) => [...grid[list.length - 1 - r]!])),
        hits: column((t) => t.hits),
        maxSkip: column((t) => t.maxSkip),
        currentSkip: column((t) => t.currentSkip),
      },
    };
  }, [trend, labels.length, lhc]);
  const shapes = chartShapeColumns(lotteryType);
  const width = trend ? trend.max - trend.min + 1 : 0;
  const numbers = Array.from({ length: width }, (_, i) => (trend?.min ?? 0) + i);
  const css = typeof window === 'undefined' ? null : getComputedStyle(document.documentElement);
  const color = (name: string, fallback: string) => css?.getPropertyValue(`--ds-colors-${name}`).trim() || fallback;
  const colors = { text: color('text', '#222'), brand: color('brand', '#c8161d'), border: color('border', '#ddd'), muted: color('textMuted', '#888') };
  return (
    <Page data-testid="chart-page" data-theme-name={theme}>
      <Head>
        <h1>{trend ? `${trend.lotteryName} 走势图` : '走势图'}</h1>
        <ChipGroup
          label="期数"
          size="1"
          columns={4}
          options={sizes.map((s) => ({ value: String(s), label: `近${s}期` }))}
          value={String(size)}
          onValueChange={(v) => setSize(Number(v))}
        />
        {!lhc ? (
          <ChipGroup
            label="位置"
            size="1"
            columns={Math.min(labels.length, 10)}
            options={labels.map((l, i) => ({ value: String(i), label: l }))}
            value={String(position)}
            onValueChange={(v) => setPosition(Number(v))}
          />
        ) : null}
        <Link href={href.lottery(lotteryCode.toUpperCase())}>返回投注</Link>
      </Head>
      {error ? (
        <ErrorPanel title="走势数据加载失败" message={error} onAction={() => setAttempt((n) => n + 1)} />
      ) : !data ? (
        <Spinner label="加载中" />
      ) : data.list.length === 0 ? (
        <Empty />
      ) : (
        <>
          <Suspense fallback={<Spinner label="图表加载中" />}>
            <TrendCharts
              key={theme}
              family={lotteryType}
              issues={data.list.map((d) => d.issueNo)}
              draws={lhc ? data.draws : data.draws}
              position={lhc ? 6 : position}
              positionLabel={labels[lhc ? 0 : position] ?? ''}
              hits={data.table.hits[lhc ? 0 : position] ?? []}
              min={trend!.min}
              colors={colors}
            />
          </Suspense>
          <Scroll>
            <Grid aria-label="走势表">
              <thead>
                <tr>
                  <th rowSpan={2}>期号</th>
                  <th rowSpan={2}>开奖号码</th>
                  {labels.map((l) => (
                    <th key={l} colSpan={width}>
                      {l}
                    </th>
                  ))}
                  {shapes.map((s) => (
                    <th key={s.title} rowSpan={2}>
                      {s.title}
                    </th>
                  ))}
                </tr>
                <tr>{labels.flatMap((l) => numbers.map((n) => <th key={`${l}${n}`}>{n}</th>))}</tr>
              </thead>
              <tbody>
                {data.list.map((d, r) => (
                  <tr key={d.issueNo}>
                    <td>
                      <Link href={href.verify(lotteryCode.toUpperCase(), d.issueNo)} title="验证本期开奖">
                        {d.issueNo}
                      </Link>
                    </td>
                    <td>
                      {lhc
                        ? d.code.split(',').map((n, i) => (
                            <NumberBall key={i} size="1">
                              {n}
                            </NumberBall>
                          ))
                        : d.code.replace(/,/g, ' ')}
                    </td>
                    {data.table.cells[r]!.flatMap((cells, p) =>
                      cells.map((miss, n) => (
                        <td key={`${p}-${n}`} className={miss === 0 ? undefined : 'miss'}>
                          {miss === 0 ? <Hit>{n + trend!.min}</Hit> : miss}
                        </td>
                      )),
                    )}
                    {shapes.map((s) => (
                      <td key={s.title}>{s.of(data.draws[r]!)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                {(
                  [
                    ['出现次数', data.table.hits],
                    ['最大遗漏', data.table.maxSkip],
                    ['当前遗漏', data.table.currentSkip],
                  ] as const
                ).map(([title, values]) => (
                  <tr key={title}>
                    <td colSpan={2}>{title}</td>
                    {values.flatMap((row, p) => row.map((v, n) => <td key={`${p}-${n}`}>{v}</td>))}
                    {shapes.map((s) => (
                      <td key={s.title} />
                    ))}
                  </tr>
                ))}
              </tfoot>
            </Grid>
          </Scroll>
        </>
      )}
    </Page>
  );
}
