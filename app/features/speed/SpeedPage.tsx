import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Button, styled, Table, type TableColumn } from '../../../design-system';
import { getLoginState } from '../../lib/api/get-login-state';
import { routes } from '../../lib/paths';

const Page = styled('main', { width: '720px', margin: '0 auto', padding: '$7 0', display: 'flex', flexDirection: 'column', gap: '$4', '& h1': { margin: 0 } });
const Row = styled('div', { display: 'flex', gap: '$3' });

interface LineResult {
  id: string;
  line: string;
  ms: number | null;
}

async function measure(): Promise<number | null> {
  const started = performance.now();
  try {
    await getLoginState();
    return Math.round(performance.now() - started);
  } catch {
    return null;
  }
}

/** /speed: the line speed test (this line's round trip, three samples). */
export function SpeedPage() {
  const [, navigate] = useLocation();
  const [results, setResults] = useState<LineResult[]>([]);
  const [running, setRunning] = useState(false);

  const run = useCallback(async () => {
    setRunning(true);
    const samples: LineResult[] = [];
    for (let i = 0; i < 3; i++) samples.push({ id: String(i), line: `${location.host}（第${i + 1}次）`, ms: await measure() });
    setResults(samples);
    setRunning(false);
  }, []);

  useEffect(() => {
    void run();
  }, [run]);

  const columns: TableColumn<LineResult>[] = [
    { key: 'line', title: '线路', render: (r) => r.line },
    { key: 'ms', title: '延迟', render: (r) => (r.ms === null ? '超时' : `${r.ms} ms`) },
  ];
  return (
    <Page>
      <h1>线路测速</h1>
      <p>当前仅有一条线路；测得的延迟越低，访问越流畅。</p>
      <Table caption="测速结果" columns={columns} rows={results} rowKey={(r) => r.id} loading={running && !results.length} />
      <Row>
        <Button onClick={() => void run()} loading={running}>
          重新测速
        </Button>
        <Button tone="neutral" onClick={() => navigate(routes.index)}>
          进入平台
        </Button>
      </Row>
    </Page>
  );
}
