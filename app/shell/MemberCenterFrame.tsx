import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { styled, Tabs } from '../../design-system';
import { gameEndpoints } from '../../contract/games';
import { visibleGameRecordTabs } from '../lib/game-record-tabs';
import { href, memberCenterLinks, protectionTabs, tradeTabs } from '../paths';
import { useEndpointQuery } from '../shared/queries';
import { useUserInfo } from '../stores/user-info';
import { rulesOf } from '../stores/user-rules';

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
});
const SideLink = styled(Link, {
  padding: '$2 $4',
  color: '$text',
  textDecoration: 'none',
  borderLeft: '3px solid transparent',
  '&:hover': { color: '$brand' },
  '&[aria-current="page"]': { color: '$brand', borderLeftColor: '$brand', fontWeight: '$bold' },
});
const Content = styled('section', {
  minHeight: '480px',
  padding: '$5',
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
});

/** The member center: side links (account links hidden from trial accounts), sub-tabs for trade and game records and for 玩家保护. */
export function MemberCenterFrame({ type, sub, children }: { type: string; sub: string; children: ReactNode }) {
  const user = useUserInfo();
  const [, navigate] = useLocation();
  const rules = rulesOf(user?.userType);
  const gameConfig = useEndpointQuery(gameEndpoints.thirdGameConfig, {}, { enabled: type === 'game', staleTime: 5 * 60_000 });
  const links = memberCenterLinks.filter((l) => !('account' in l && l.account) || rules.accountLinks);
  // /personal/trade/flow is a trade page without a tab of its own: no tab shows as chosen there.
  const tabs =
    type === 'trade'
      ? tradeTabs.some((t) => t.value === sub)
        ? tradeTabs
        : null
      : type === 'game'
        ? visibleGameRecordTabs(gameConfig.data?.hiddenTabs)
        : type === 'protection'
          ? protectionTabs
          : null;
  const tabsLabel = type === 'trade' ? '交易记录' : type === 'game' ? '投注记录' : '玩家保护';
  return (
    <Page>
      <Side aria-label="会员中心">
        <h2>会员中心</h2>
        {links.map((link) => {
          const current = link.to.split('/')[2] === type;
          return (
            <SideLink key={link.key} href={link.to} aria-current={current ? 'page' : undefined}>
              {link.label}
            </SideLink>
          );
        })}
      </Side>
      <Content>
        {tabs ? (
          <Tabs
            label={tabsLabel}
            level="sub"
            items={tabs.map((t) => ({ value: t.value, label: t.label }))}
            value={sub}
            onValueChange={(value) => navigate(href.personal(type, value))}
          />
        ) : null}
        {children}
      </Content>
    </Page>
  );
}
