import { Suspense } from 'react';
import { Redirect } from 'wouter';
import { Spinner } from '../../design-system';
import { lazyComponent } from '../lib/lazy-component';
import { gameRecordTabs, memberCenterLinks, routes } from '../paths';
import { MemberCenterFrame } from './MemberCenterFrame';

// Each section is a chunk of its own; the frame (route-personal) is loaded with the first of them.
const sections = {
  myProfit: lazyComponent(() => import(/* webpackChunkName: "route-team-profit" */ '../features/team/MyProfit').then((m) => m.MyProfitPage)),
  account: lazyComponent(() => import(/* webpackChunkName: "route-account" */ '../features/account/AccountPage').then((m) => m.AccountPage)),
  letters: lazyComponent(() => import(/* webpackChunkName: "route-letters" */ '../features/chat/letters/LettersPage').then((m) => m.LettersPage)),
  transferRecords: lazyComponent(() => import(/* webpackChunkName: "route-trade-records" */ '../features/wallet/records/TradeRecords').then((m) => m.TransferRecords)),
  flowRecords: lazyComponent(() => import(/* webpackChunkName: "route-trade-records" */ '../features/wallet/records/TradeRecords').then((m) => m.FlowRecords)),
  tradeRecords: lazyComponent(() => import(/* webpackChunkName: "route-trade-records-page" */ '../features/wallet/records/TradeRecordsPage').then((m) => m.TradeRecordsPage)),
  accountChanges: lazyComponent(() =>
    import(/* webpackChunkName: "route-account-changes" */ '../features/wallet/records/AccountChangeRecords').then((m) => m.AccountChangeRecords),
  ),
  records: lazyComponent(() => import(/* webpackChunkName: "route-records" */ '../features/records/RecordsPage').then((m) => m.RecordsPage)),
  gameRecords: lazyComponent(() => import(/* webpackChunkName: "route-game-records" */ '../features/games/GameRecords').then((m) => m.GameRecords)),
};

/** /personal/{type}/{sub}: the member center frame around the section the path names. */
export function PersonalSection({ type, sub }: { type: string; sub: string }) {
  const link = memberCenterLinks.find((l) => l.to.split('/')[2] === type);
  if (!link) return <Redirect to={routes.page404} replace />;
  let content;
  if (type === 'account') content = <sections.account />;
  else if (type === 'trade' && sub === 'transfer') content = <sections.transferRecords />;
  else if (type === 'trade' && sub === 'flow') content = <sections.flowRecords />;
  else if (type === 'accountChange') content = <sections.accountChanges />;
  else if (type === 'trade' && (sub === 'withdraw' || sub === 'charge')) content = <sections.tradeRecords key={sub} sub={sub} />;
  else if (type === 'letter') content = <sections.letters />;
  else if (type === 'profit') content = <sections.myProfit />;
  else if (type === 'game' && (sub === 'lottery' || sub === 'trace')) content = <sections.records sub={sub} />;
  else if (type === 'game') content = <sections.gameRecords key={sub} tab={sub} title={gameRecordTabs.find((t) => t.value === sub)?.label ?? link.label} />;
  else return <Redirect to={routes.page404} replace />;
  return (
    <MemberCenterFrame type={type} sub={sub}>
      {/* the frame's side links stay while a section's chunk loads */}
      <Suspense fallback={<Spinner label="加载中" />}>{content}</Suspense>
    </MemberCenterFrame>
  );
}
