import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { teamEndpoints } from '../../../contract/team';
import { Empty, Icon, styled } from '../../../design-system';
import { teamMenu } from '../../lib/paths';
import { sessionState } from '../../stores/session-store';
import { rulesOf } from '../../stores/user-rules';
import { useEndpointQuery } from '../../shared/queries';
import { LowerLevelView, OpenAccountView } from './TeamManage';
import { ProfitView, TeamBetsView, TeamGrowView, TeamSummaryView } from './TeamReports';

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
  minWidth: 0,
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

/** The views of each section; the contract sections exist only when the server shows them. */
function SectionView({ section, type }: { section: string; type: string }) {
  if (section === 'teamsummary') return <TeamSummaryView />;
  if (section === 'teamyk' || section === 'dayyk') return <ProfitView key={section} section={section} type={type} />;
  if (section === 'teambetting') return <TeamBetsView type={type} />;
  if (section === 'teamgrow') return <TeamGrowView type={type} />;
  if (section === 'lowerlevel') return <LowerLevelView type={type} />;
  if (section === 'openaccount') return <OpenAccountView type={type} />;
  return (
    <Notice>
      <Icon name="info" />
      该功能暂未开放。
    </Notice>
  );
}

/** /team and /team/{section}/{type}: the team menu and the section's report or form. */
export function TeamPage({ section, type }: { section?: string; type?: string }) {
  const { user } = useSnapshot(sessionState);
  const allowed = rulesOf(user?.userType).team;
  const contracts = useEndpointQuery(teamEndpoints.contractSections, {}, { enabled: allowed, staleTime: Infinity });
  if (!allowed) {
    return (
      <Single>
        <Content>
          <h1>团队中心</h1>
          <Empty text="您的账号没有团队中心。" />
        </Content>
      </Single>
    );
  }
  const hidden = new Set((contracts.data ?? []).filter((c) => c.show === 0).map((c) => c.path));
  // Until the server says which contract sections it shows, none is listed.
  const contractKeys = new Set(['lotterybonus', 'lotterysalary', 'lotteryprivate', 'gamebonus', 'gamereturn', 'recommend', 'betamountreport']);
  const menu = teamMenu.filter((m) => !contractKeys.has(m.key) || (contracts.data !== undefined && !hidden.has(m.key)));
  const listed = menu.filter((m, i) => !('divider' in m) || (i > 0 && i < menu.length - 1 && !('divider' in menu[i + 1]!)));
  const current = teamMenu.find((m) => m.key === section) ?? teamMenu[0];
  const currentType = type ?? ('to' in current ? current.to.split('/')[3]! : 'teamsummary');
  return (
    <Page>
      <Side aria-label="团队中心">
        <h2>团队中心</h2>
        {listed.map((entry) =>
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
        <SectionView key={`${current.key}/${currentType}`} section={current.key} type={currentType} />
      </Content>
    </Page>
  );
}
