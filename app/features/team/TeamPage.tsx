import { Link, Redirect } from 'wouter';
import { isContractKind } from '../../../contract/team-contracts';
import { Empty, ErrorPanel, styled } from '../../../design-system';
import { href, routes } from '../../lib/paths';
import { useUserInfo } from '../../stores/user-info';
import { teamMenuLines, useTeamCenter, type TeamMenuItem } from '../../shared/team-menu';
import { rulesOf } from '../../stores/user-rules';
import { ContractSectionView } from './Contracts';
import { BetAmountView, RecommendView } from './RecommendReports';
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

/** The view of a section the server lists, with its sub-types as the server sends them. */
function SectionView({ entry, type }: { entry: TeamMenuItem; type: string }) {
  const section = entry.section;
  const tabs = entry.subTypes ?? [];
  if (section === 'teamsummary') return <TeamSummaryView />;
  if (section === 'teamyk' || section === 'dayyk') return <ProfitView key={section} section={section} type={type} />;
  if (section === 'teambetting') return <TeamBetsView type={type} />;
  if (section === 'teamgrow') return <TeamGrowView type={type} />;
  if (section === 'lowerlevel') return <LowerLevelView type={type} />;
  if (section === 'openaccount') return <OpenAccountView type={type} />;
  if (isContractKind(section)) return <ContractSectionView kind={section} type={type} tabs={tabs} />;
  if (section === 'recommend') return <RecommendView type={type} tabs={tabs} />;
  return <BetAmountView />;
}

/** /team and /team/{section}/{type}: the team menu the server sends (getTeamCenter) and the section's view; anything it does not list is the 404 page. */
export function TeamPage({ section, type }: { section?: string; type?: string }) {
  const user = useUserInfo();
  const center = useTeamCenter();
  const allowed = rulesOf(user?.userType).team;
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
  const lines = teamMenuLines(center.data?.list ?? []);
  const items = lines.filter((line): line is TeamMenuItem => !('divider' in line));
  const current = section === undefined ? items[0] : items.find((item) => item.section === section);
  const currentType = type ?? current?.type ?? '';
  if (center.isError && items.length === 0) {
    return (
      <Single>
        <Content>
          <h1>团队中心</h1>
          <ErrorPanel title="团队菜单加载失败" message={center.error.message} onAction={() => void center.refetch()} />
        </Content>
      </Single>
    );
  }
  if (items.length === 0) return <Single aria-busy="true" />;
  // A section or sub-type the server does not list for this user is no page of theirs.
  if (!current || (current.subTypes && !current.subTypes.some((t) => t.path === currentType))) return <Redirect to={routes.page404} replace />;
  return (
    <Page>
      <Side aria-label="团队中心">
        <h2>团队中心</h2>
        {lines.map((line) =>
          'divider' in line ? (
            <hr key={line.key} />
          ) : (
            <Link key={line.key} href={href.team(line.section, line.type)} aria-current={line.section === current.section ? 'page' : undefined}>
              {line.title}
            </Link>
          ),
        )}
      </Side>
      <Content aria-labelledby="team-title">
        <h1 id="team-title">{current.title}</h1>
        <SectionView key={`${current.section}/${currentType}`} entry={current} type={currentType} />
      </Content>
    </Page>
  );
}
