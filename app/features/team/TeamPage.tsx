import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { Empty, Icon, styled } from '../../../design-system';
import { teamMenu } from '../../lib/paths';
import { sessionState } from '../../stores/session-store';
import { rulesOf } from '../../stores/user-rules';

const Page = styled('main', { width: '1200px', margin: '0 auto', padding: '$5 0 $7', display: 'grid', gridTemplateColumns: '200px 1fr', gap: '$5' });
const Side = styled('nav', {
  display: 'flex',
  flexDirection: 'column',
  padding: '$3 0',
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
  alignSelf: 'start',
  '& h2': { margin: '0 $4 $2', fontSize: '$3' },
  '& a': { padding: '$2 $4', color: '$text', textDecoration: 'none' },
  '& a[aria-current="page"]': { color: '$brand', fontWeight: '$bold' },
  '& hr': { width: '100%', border: 0, borderTop: '1px solid $border', margin: '$1 0' },
});

const Single = styled('main', { width: '1200px', margin: '0 auto', padding: '$5 0 $7' });
const Content = styled('section', {
  minHeight: '420px',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$6',
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
  '& h1': { margin: 0, fontSize: '$5' },
});
const Notice = styled('p', { display: 'flex', alignItems: 'center', gap: '$2', margin: 0, color: '$textMuted' });

/** /team and /team/{section}/{type}: the team menu and the report frame (reports arrive with the team issue). */
export function TeamPage({ section }: { section?: string }) {
  const { user } = useSnapshot(sessionState);
  if (!rulesOf(user?.userType).team) {
    return (
      <Single>
        <Content>
          <h1>团队中心</h1>
          <Empty text="您的账号没有团队中心。" />
        </Content>
      </Single>
    );
  }
  const current = teamMenu.find((m) => m.key === section) ?? teamMenu[0];
  return (
    <Page>
      <Side aria-label="团队中心">
        <h2>团队中心</h2>
        {teamMenu.map((entry) =>
          'divider' in entry ? (
            <hr key={entry.key} />
          ) : (
            <Link key={entry.key} href={entry.to} aria-current={entry.key === current.key ? 'page' : undefined}>
              {entry.label}
            </Link>
          ),
        )}
      </Side>
      <Content aria-labelledby="team-title">
        <h1 id="team-title">{'label' in current ? current.label : '团队中心'}</h1>
        <p style={{ margin: 0 }}>团队报表、下级管理与分红契约将在这里提供。</p>
        <Notice>
          <Icon name="info" />
          该页面内容将在后续版本提供。
        </Notice>
      </Content>
    </Page>
  );
}
