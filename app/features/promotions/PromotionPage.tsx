import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Button, styled, Table } from '../../../design-system';
import { routes } from '../../lib/paths';
import { sessionState } from '../../stores/session-store';
import { openWallet } from '../../stores/wallet-store';
import type { PromotionContent } from './promotion-content';

const Page = styled('main', { width: '1200px', margin: '0 auto', padding: '$5 0 $7' });
const Frame = styled('article', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$5',
  padding: '$6',
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
  color: '$text',
  '& h1': { margin: 0, fontSize: '$6', color: '$brand' },
  '& h2': { margin: 0, fontSize: '$4' },
});
const Lead = styled('p', { margin: 0, fontSize: '$3', lineHeight: '$3', color: '$textMuted' });
const Highlights = styled('dl', { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '$3', margin: 0 });
const Highlight = styled('div', {
  padding: '$4',
  borderRadius: '$2',
  backgroundColor: '$brandSubtle',
  textAlign: 'center',
  '& dt': { color: '$textMuted', fontSize: '$2' },
  '& dd': { margin: '$1 0 0', color: '$brand', fontSize: '$4', fontWeight: '$bold' },
});
const Steps = styled('ol', {
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});
const Step = styled('li', {
  counterIncrement: 'step',
  padding: '$4',
  borderRadius: '$2',
  border: '1px solid $border',
  lineHeight: '$3',
  fontSize: '$2',
  '& h3': { margin: '0 0 $2', fontSize: '$3' },
  '& h3::before': { content: 'counter(step) ". "', color: '$brand' },
  '& p': { margin: 0, color: '$textMuted' },
});
const Rules = styled('ul', { margin: 0, paddingLeft: '$5', color: '$textMuted', lineHeight: '$3', fontSize: '$2' });
const Action = styled('div', { display: 'flex', justifyContent: 'center' });

/** A promotion page: title and lead, highlights, steps, a tier table, rules, and the wallet button (log-in first when logged out). */
export function PromotionPage({ content }: { content: PromotionContent }) {
  const { loggedIn } = useSnapshot(sessionState);
  const table = content.table;
  return (
    <Page>
      <Frame aria-labelledby="promotion-title">
        <h1 id="promotion-title">{content.title}</h1>
        <Lead>{content.lead}</Lead>
        <Highlights>
          {content.highlights.map((h) => (
            <Highlight key={h.label}>
              <dt>{h.label}</dt>
              <dd>{h.value}</dd>
            </Highlight>
          ))}
        </Highlights>
        <h2>使用步骤</h2>
        <Steps>
          {content.steps.map((s) => (
            <Step key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </Step>
          ))}
        </Steps>
        {table ? (
          <>
            <h2>{table.caption}</h2>
            <Table
              caption={table.caption}
              columns={table.columns.map((title, i) => ({ key: String(i), title, render: (row: readonly [string, string, string]) => row[i] }))}
              rows={table.rows}
              rowKey={(row) => row.join()}
              striped
            />
          </>
        ) : null}
        <h2>活动规则</h2>
        <Rules>
          {content.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </Rules>
        <Action>
          {loggedIn ? (
            <Button size="3" onClick={() => openWallet(content.action.tab)}>
              {content.action.label}
            </Button>
          ) : (
            <Link href={routes.login}>登录后参与</Link>
          )}
        </Action>
      </Frame>
    </Page>
  );
}
