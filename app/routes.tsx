/**
 * The one route table, fallback last, inside the error boundary that keeps a failing
 * screen to itself.
 */
import { Redirect, Route, Switch } from 'wouter';
import { AccountPage } from './features/account/AccountPage';
import { LettersPage } from './features/chat/letters/LettersPage';
import { HelpCenterPage } from './features/help/HelpCenterPage';
import { HomePage } from './features/home/HomePage';
import { ChartPage } from './features/chart/ChartPage';
import { FastMarkSixPage, LotteryPage, MarkSixPage } from './features/lottery/LotteryPage';
import { NotFoundPage } from './features/placeholders/NotFoundPage';
import { PromotionPage } from './features/promotions/PromotionPage';
import { promotionContents } from './features/promotions/promotion-content';
import { RecordsPage } from './features/records/RecordsPage';
import { GameLobbyPage, gameFamilyOfPath } from './features/games/GameLobbyPage';
import { GameRecords } from './features/games/GameRecords';
import { ForgetPage } from './features/session/ForgetPage';
import { LoginPage } from './features/session/LoginPage';
import { RegisterPage } from './features/session/RegisterPage';
import { SpeedPage } from './features/speed/SpeedPage';
import { VerifyPage } from './features/verify/VerifyPage';
import { AccountChangeRecords } from './features/wallet/records/AccountChangeRecords';
import { FlowRecords, TransferRecords } from './features/wallet/records/TradeRecords';
import { TeamPage } from './features/team/TeamPage';
import { MyProfitPage } from './features/team/MyProfit';
import { TradeRecordsPage } from './features/wallet/records/TradeRecordsPage';
import { gamePages, gameRecordTabs, memberCenterLinks, promotionPages, routes } from './paths';
import { MemberCenterFrame } from './shell/MemberCenterFrame';
import { RouteErrorBoundary } from './shell/RouteErrorBoundary';

function PersonalSection({ type, sub }: { type: string; sub: string }) {
  const link = memberCenterLinks.find((l) => l.to.split('/')[2] === type);
  if (!link) return <Redirect to={routes.page404} replace />;
  let content;
  if (type === 'account') content = <AccountPage />;
  else if (type === 'trade' && sub === 'transfer') content = <TransferRecords />;
  else if (type === 'trade' && sub === 'flow') content = <FlowRecords />;
  else if (type === 'accountChange') content = <AccountChangeRecords />;
  else if (type === 'trade' && (sub === 'withdraw' || sub === 'charge')) content = <TradeRecordsPage key={sub} sub={sub} />;
  else if (type === 'letter') content = <LettersPage />;
  else if (type === 'profit') content = <MyProfitPage />;
  else if (type === 'game' && (sub === 'lottery' || sub === 'trace')) content = <RecordsPage sub={sub} />;
  else if (type === 'game') content = <GameRecords key={sub} tab={sub} title={gameRecordTabs.find((t) => t.value === sub)?.label ?? link.label} />;
  else return <Redirect to={routes.page404} replace />;
  return (
    <MemberCenterFrame type={type} sub={sub}>
      {content}
    </MemberCenterFrame>
  );
}

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Switch>
        <Route path={routes.root} component={LoginPage} />
        <Route path={routes.login} component={LoginPage} />
        <Route path={routes.register}>{(params) => <RegisterPage sign={params.sign} />}</Route>
        <Route path={routes.forget} component={ForgetPage} />
        <Route path={routes.index} component={HomePage} />
        <Route path={routes.lottery}>
          <LotteryPage />
        </Route>
        <Route path={routes.lhc} component={MarkSixPage} />
        <Route path={routes.jslhc} component={FastMarkSixPage} />
        <Route path={routes.chart}>{(params) => <ChartPage lotteryType={params.lotteryType} lotteryCode={params.lotteryCode} />}</Route>
        <Route path={routes.team}>
          <TeamPage />
        </Route>
        <Route path={routes.teamSection}>{(params) => <TeamPage section={params.section} type={params.type} />}</Route>
        <Route path={routes.personal}>
          <PersonalSection type="profit" sub="profit" />
        </Route>
        <Route path={routes.personalSection}>{(params) => <PersonalSection type={params.type} sub={params.sub} />}</Route>
        {gamePages.map((g) => {
          const family = gameFamilyOfPath[g.path];
          return family ? (
            <Route key={g.path} path={g.path}>
              <GameLobbyPage key={g.path} title={g.label} family={family} />
            </Route>
          ) : null;
        })}
        {promotionPages.map((p) => (
          <Route key={p.path} path={p.path}>
            <PromotionPage content={promotionContents[p.path]} />
          </Route>
        ))}
        <Route path={routes.helpCenter} component={HelpCenterPage} />
        <Route path={routes.speed} component={SpeedPage} />
        <Route path={routes.verify} component={VerifyPage} />
        <Route path={routes.page404} component={NotFoundPage} />
        <Route>
          <Redirect to={routes.page404} replace />
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}
