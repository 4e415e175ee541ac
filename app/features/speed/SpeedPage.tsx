import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { lineEndpoints } from '../../../contract/lines';
import { Button, styled, Table, type TableColumn } from '../../../design-system';
import { apiBase, currentLine, setApiBase } from '../../lib/api-base';
import { call } from '../../lib/call';
import { routes } from '../../lib/paths';
import { measureLines, rankLines, SAMPLES, type LineResult } from './measure';

const Page = styled('main', {
  width: '760px',
  margin: '0 auto',
  padding: '$7 0',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  '& h1': { margin: 0 },
  '& p': { margin: 0 },
});
const Row = styled('div', { display: 'flex', gap: '$3', alignItems: 'center' });
const Muted = styled('span', { color: '$textMuted', fontSize: '$1' });
const Current = styled('span', { color: '$success', fontWeight: '$bold' });

/** This page's origin and the configured lines (the list itself may be unreachable: this origin still counts). */
async function lineUrls(): Promise<string[]> {
  const configured = await call(lineEndpoints.lines).catch(() => []);
  return [...new Set([location.origin, ...configured.map((l) => l.url), ...(apiBase() ? [apiBase()] : [])])];
}

/** /speed: measures each line's round trip, ranks them, and switches the app to the chosen one. */
export function SpeedPage() {
  const [, navigate] = useLocation();
  const [results, setResults] = useState<LineResult[]>([]);
  // The page measures as it opens: 重新测速 waits for that first round too.
  const [running, setRunning] = useState(true);
  const [chosen, setChosen] = useState(currentLine);

  const run = useCallback(async () => {
    setRunning(true);
    const urls = await lineUrls();
    setResults(await measureLines(urls, (partial) => setResults(rankLines(partial))));
    setRunning(false);
  }, []);

  useEffect(() => {
    void run();
  }, [run]);

  const choose = (url: string) => {
    setApiBase(url);
    setChosen(currentLine());
  };

  const columns: TableColumn<LineResult>[] = [
    { key: 'rank', title: '排名', width: 60, render: (_r, i) => i + 1 },
    {
      key: 'url',
      title: '线路',
      render: (r) => (
        <>
          {r.url}
          {r.url === location.origin ? <Muted>（本站）</Muted> : null}
        </>
      ),
    },
    { key: 'ms', title: '延迟（中位数）', width: 120, render: (r) => (r.ms === null ? (r.samples.length < SAMPLES ? '测速中…' : '连接失败') : `${r.ms} ms`) },
    { key: 'samples', title: `${SAMPLES}次测速`, render: (r) => <Muted>{r.samples.map((s) => (s === null ? '失败' : s)).join(' / ')}</Muted> },
    {
      key: 'use',
      title: '',
      width: 110,
      align: 'right',
      render: (r) =>
        r.url === chosen ? (
          <Current>当前线路</Current>
        ) : (
          <Button size="1" tone="neutral" disabled={r.ms === null} onClick={() => choose(r.url)} aria-label={`使用线路 ${r.url}`}>
            使用此线路
          </Button>
        ),
    },
  ];
  return (
    <Page>
      <h1>线路测速</h1>
      <p>每条线路测速 {SAMPLES} 次，按延迟中位数从低到高排列（连接失败的线路排在最后）。选择的线路会保存在本机，之后的请求都经由该线路。</p>
      <Table caption="测速结果" columns={columns} rows={results} rowKey={(r) => r.url} loading={running && !results.length} />
      <Row>
        <Button onClick={() => void run()} loading={running}>
          重新测速
        </Button>
        <Button tone="neutral" onClick={() => navigate(routes.index)}>
          进入平台
        </Button>
        <Muted data-testid="current-line">当前线路：{chosen}</Muted>
      </Row>
    </Page>
  );
}
