import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Empty, ErrorPanel, Switch, textLink } from '../../../../design-system';
import { drawShape, drawTimeOfIssue } from '../engine-adapter';
import { chartHref, verifyHref } from '../lottery-paths';
import { catalogState } from '../catalog-store';
import { refreshTrend, useIssue, useTrend } from '../issue-store';
import { prefsState, toggleFlag } from '../preferences';
import { DrawBalls } from './DrawBalls';
import { Panel, PanelTitle, Row, SmallTable } from './layout';

/** Right column: the last 30 draws with a shape column and a link to the full trend chart. */
export function RecentDraws() {
  const trend = useTrend();
  const { issue } = useIssue();
  const { family, lottery } = useSnapshot(catalogState);
  const prefs = useSnapshot(prefsState);
  const list = trend.data?.list ?? [];
  return (
    <Panel aria-label="近期开奖结果">
      <Row css={{ justifyContent: 'space-between' }}>
        <PanelTitle>近期开奖结果</PanelTitle>
        {family ? (
          <Link href={chartHref(family, lottery)} className={textLink({ css: { fontSize: '$1' } })}>
            走势图
          </Link>
        ) : null}
      </Row>
      <Row css={{ marginBottom: '$2' }}>
        <Switch size="1" label="遗漏" checked={prefs.showMissing} onCheckedChange={() => toggleFlag('showMissing')} />
        <Switch size="1" label="冷热" checked={prefs.showHot} onCheckedChange={() => toggleFlag('showHot')} />
      </Row>
      {trend.isError ? (
        <ErrorPanel compact title="开奖结果加载失败" message={trend.error.message} onAction={() => void refreshTrend()} />
      ) : list.length === 0 ? (
        <Empty compact />
      ) : (
        <div style={{ maxHeight: 800, overflowY: 'auto' }}>
          <SmallTable>
            <thead>
              <tr>
                <th>奖期</th>
                <th>开奖号码</th>
                <th>形态</th>
              </tr>
            </thead>
            <tbody>
              {list.map((d) => (
                <tr key={d.issueNo}>
                  <td>
                    <Link href={verifyHref(lottery, d.issueNo)} title={`验证第 ${d.issueNo} 期开奖`} style={{ color: 'inherit' }}>
                      {d.issueNo.slice(-4)}
                    </Link>
                  </td>
                  <td>{family === 'lhc' ? <DrawBalls code={d.code} family="lhc" size="1" /> : d.code.replace(/,/g, ' ')}</td>
                  <td>{family ? drawShape(family, d.code, issue ? drawTimeOfIssue(d.issueNo, issue.durationTime) : undefined) : ''}</td>
                </tr>
              ))}
            </tbody>
          </SmallTable>
        </div>
      )}
    </Panel>
  );
}
