import { Suspense, type ReactElement } from 'react';
import { Redirect } from 'wouter';
import { Spinner } from '../../design-system';
import { lazyComponent } from '../lib/lazy-component';
import { gameRecordTabs } from '../lib/game-record-tabs';
import { memberCenterLinks, protectionTabs, routes } from '../paths';
import { MemberCenterFrame } from './MemberCenterFrame';

// Each section is a chunk of its own; the frame (route-personal) is loaded with the first of them.
const sections = {
  myProfit: lazyComponent(() => import(/* webpackChunkName: "route-team-profit" */ '../features/team/MyProfit').then((m) => m.MyProfitPage)),
  account: lazyComponent(() => import(/* webpackChunkName: "route-account" */ '../features/account/AccountPage').then((m) => m.AccountPage)),
  letters: lazyComponent(() => import(/* webpackChunkName: "route-letters" */ '../features/chat/letters/LettersPage').then((m) => m.LettersPage)),
  transferRecords: lazyComponent(() =>
    import(/* webpackChunkName: "route-trade-records" */ '../features/wallet/records/TradeRecords').then((m) => m.TransferRecords),
  ),
  flowRecords: lazyComponent(() => import(/* webpackChunkName: "route-trade-records" */ '../features/wallet/records/TradeRecords').then((m) => m.FlowRecords)),
  tradeRecords: lazyComponent(() =>
    import(/* webpackChunkName: "route-trade-records-page" */ '../features/wallet/records/TradeRecordsPage').then((m) => m.TradeRecordsPage),
  ),
  accountChanges: lazyComponent(() =>
    import(/* webpackChunkName: "route-account-changes" */ '../features/wallet/records/AccountChangeRecords').then((m) => m.AccountChangeRecords),
  ),
  records: lazyComponent(() => import(/* webpackChunkName: "route-records" */ '../features/records/RecordsPage').then((m) => m.RecordsPage)),
  protection: lazyComponent(() => import(/* webpackChunkName: "route-protection" */ '../features/protection/ProtectionPage').then((m) => m.ProtectionPage)),
  gameRecords: lazyComponent(() => import(/* webpackChunkName: "route-game-records" */ '../features/games/GameRecords').then((m) => m.GameRecords)),
};

/** The section a path names: its lazy screen (to preload) and what to render; null for an unknown one. */
function sectionOf(type: string, sub: string, title: string): { screen: { preload(): Promise<void> }; element: ReactElement } | null {
  if (type === 'account') return { screen: sections.account, element: <sections.account /> };
  if (type === 'trade' && sub === 'transfer') return { screen: sections.transferRecords, element: <sections.transferRecords /> };
  if (type === 'trade' && sub === 'flow') return { screen: sections.flowRecords, element: <sections.flowRecords /> };
  if (type === 'accountChange') return { screen: sections.accountChanges, element: <sections.accountChanges /> };
  if (type === 'trade' && (sub === 'withdraw' || sub === 'charge'))
    return { screen: sections.tradeRecords, element: <sections.tradeRecords key={sub} sub={sub} /> };
  if (type === 'protection') {
    const tab = protectionTabs.find((t) => t.value === sub);
    return tab ? { screen: sections.protection, element: <sections.protection tab={tab.value} /> } : null;
  }
  if (type === 'letter') return { screen: sections.letters, element: <sections.letters /> };
  if (type === 'profit') return { screen: sections.myProfit, element: <sections.myProfit /> };
  if (type === 'game' && (sub === 'lottery' || sub === 'trace')) return { screen: sections.records, element: <sections.records sub={sub} /> };
  if (type === 'game')
    return {
      screen: sections.gameRecords,
      element: <sections.gameRecords key={sub} tab={sub} title={gameRecordTabs.find((t) => t.value === sub)?.label ?? title} />,
    };
  return null;
}

/** Loads the chunk of the section at `pathname` (/personal is 我的盈亏). */
export function preloadSection(pathname: string): Promise<void> {
  const [, , type = 'profit', sub = 'profit'] = pathname.split('/');
  return sectionOf(type, sub, '')?.screen.preload() ?? Promise.resolve();
}

/** /personal/{type}/{sub}: the member center frame around the section the path names. */
export function PersonalSection({ type, sub }: { type: string; sub: string }) {
  const link = memberCenterLinks.find((l) => l.to.split('/')[2] === type);
  const section = link ? sectionOf(type, sub, link.label) : null;
  if (!section) return <Redirect to={routes.page404} replace />;
  return (
    <MemberCenterFrame type={type} sub={sub}>
      {/* the frame's side links stay while a section's chunk loads */}
      <Suspense fallback={<Spinner label="加载中" />}>{section.element}</Suspense>
    </MemberCenterFrame>
  );
}
