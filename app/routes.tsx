/**
 * The one route table, fallback last, inside the error boundary that keeps a failing
 * screen to itself. Every screen is a chunk of its own, loaded when its route is first shown.
 */
import { Redirect, Route, Switch } from 'wouter';
import { lazyComponent } from './lib/lazy-component';
import { registerRoutePreloads } from './lib/route-preload';
import { gamePages, promotionPages, routes } from './paths';
import { RouteErrorBoundary } from './shell/RouteErrorBoundary';
import { lazyWithQueries } from './shared/lazy-with-queries';

// The chunk names (route-*) are what scripts/check-bundle-budget.mjs weighs for a page.
export const screens = {
  login: lazyComponent(() => import(/* webpackChunkName: "route-login" */ './features/session/LoginPage').then((m) => m.LoginPage)),
  register: lazyComponent(() => import(/* webpackChunkName: "route-register" */ './features/session/RegisterPage').then((m) => m.RegisterPage)),
  forget: lazyComponent(() => import(/* webpackChunkName: "route-forget" */ './features/session/ForgetPage').then((m) => m.ForgetPage)),
  home: lazyWithQueries(() => import(/* webpackChunkName: "route-home" */ './features/home/HomePage').then((m) => m.HomePage)),
  lottery: lazyWithQueries(() => import(/* webpackChunkName: "route-lottery" */ './features/lottery/LotteryPage').then((m) => m.LotteryPage)),
  markSix: lazyWithQueries(() => import(/* webpackChunkName: "route-lottery" */ './features/lottery/LotteryPage').then((m) => m.MarkSixPage)),
  fastMarkSix: lazyWithQueries(() => import(/* webpackChunkName: "route-lottery" */ './features/lottery/LotteryPage').then((m) => m.FastMarkSixPage)),
  chart: lazyWithQueries(() => import(/* webpackChunkName: "route-chart" */ './features/chart/ChartPage').then((m) => m.ChartPage)),
  team: lazyWithQueries(() => import(/* webpackChunkName: "route-team" */ './features/team/TeamPage').then((m) => m.TeamPage)),
  personal: lazyWithQueries(() => import(/* webpackChunkName: "route-personal" */ './shell/PersonalSection').then((m) => m.PersonalSection)),
  gameLobby: lazyWithQueries(() =>
    import(/* webpackChunkName: "route-games" */ './features/games/GameLobbyPage').then(
      ({ GameLobbyPage, gameFamilyOfPath }) =>
        function GameLobby({ path, title }: { path: string; title: string }) {
          const family = gameFamilyOfPath[path];
          return family ? <GameLobbyPage title={title} family={family} /> : <Redirect to={routes.page404} replace />;
        },
    ),
  ),
  promotion: lazyComponent(() =>
    Promise.all([
      import(/* webpackChunkName: "route-promotion" */ './features/promotions/PromotionPage'),
      import(/* webpackChunkName: "route-promotion" */ './features/promotions/promotion-content'),
    ]).then(
      ([{ PromotionPage }, { promotionContents }]) =>
        function Promotion({ path }: { path: (typeof promotionPages)[number]['path'] }) {
          return <PromotionPage content={promotionContents[path]} />;
        },
    ),
  ),
  help: lazyWithQueries(() => import(/* webpackChunkName: "route-help" */ './features/help/HelpCenterPage').then((m) => m.HelpCenterPage)),
  speed: lazyComponent(() => import(/* webpackChunkName: "route-speed" */ './features/speed/SpeedPage').then((m) => m.SpeedPage)),
  verify: lazyWithQueries(() => import(/* webpackChunkName: "route-verify" */ './features/verify/VerifyPage').then((m) => m.VerifyPage)),
  notFound: lazyComponent(() => import(/* webpackChunkName: "route-not-found" */ './features/placeholders/NotFoundPage').then((m) => m.NotFoundPage)),
};

// How each route's screen is loaded ahead: the first page's before its first render (main.tsx), a
// header link's on hover. The member center loads its frame and the section the path names.
const personalSections = () => import(/* webpackChunkName: "route-personal" */ './shell/PersonalSection');
registerRoutePreloads({
  [routes.root]: screens.login.preload,
  [routes.login]: screens.login.preload,
  [routes.register]: screens.register.preload,
  [routes.forget]: screens.forget.preload,
  [routes.index]: screens.home.preload,
  [routes.lottery]: screens.lottery.preload,
  [routes.lhc]: screens.markSix.preload,
  [routes.jslhc]: screens.fastMarkSix.preload,
  [routes.chart]: screens.chart.preload,
  [routes.team]: screens.team.preload,
  [routes.teamSection]: screens.team.preload,
  [routes.personal]: (pathname) => Promise.all([screens.personal.preload(), personalSections().then((m) => m.preloadSection(pathname))]).then(() => undefined),
  [routes.personalSection]: (pathname) =>
    Promise.all([screens.personal.preload(), personalSections().then((m) => m.preloadSection(pathname))]).then(() => undefined),
  ...Object.fromEntries(gamePages.map((g) => [g.path, screens.gameLobby.preload])),
  ...Object.fromEntries(promotionPages.map((p) => [p.path, screens.promotion.preload])),
  [routes.helpCenter]: screens.help.preload,
  [routes.speed]: screens.speed.preload,
  [routes.verify]: screens.verify.preload,
  [routes.page404]: screens.notFound.preload,
});

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Switch>
        <Route path={routes.root} component={screens.login} />
        <Route path={routes.login} component={screens.login} />
        <Route path={routes.register}>{(params) => <screens.register sign={params.sign} />}</Route>
        <Route path={routes.forget} component={screens.forget} />
        <Route path={routes.index} component={screens.home} />
        <Route path={routes.lottery}>
          <screens.lottery />
        </Route>
        <Route path={routes.lhc} component={screens.markSix} />
        <Route path={routes.jslhc} component={screens.fastMarkSix} />
        <Route path={routes.chart}>{(params) => <screens.chart lotteryType={params.lotteryType} lotteryCode={params.lotteryCode} />}</Route>
        <Route path={routes.team}>
          <screens.team />
        </Route>
        <Route path={routes.teamSection}>{(params) => <screens.team section={params.section} type={params.type} />}</Route>
        <Route path={routes.personal}>
          <screens.personal type="profit" sub="profit" />
        </Route>
        <Route path={routes.personalSection}>{(params) => <screens.personal type={params.type} sub={params.sub} />}</Route>
        {gamePages.map((g) => (
          <Route key={g.path} path={g.path}>
            <screens.gameLobby key={g.path} path={g.path} title={g.label} />
          </Route>
        ))}
        {promotionPages.map((p) => (
          <Route key={p.path} path={p.path}>
            <screens.promotion path={p.path} />
          </Route>
        ))}
        <Route path={routes.helpCenter} component={screens.help} />
        <Route path={routes.speed} component={screens.speed} />
        <Route path={routes.verify} component={screens.verify} />
        <Route path={routes.page404} component={screens.notFound} />
        <Route>
          <Redirect to={routes.page404} replace />
        </Route>
      </Switch>
    </RouteErrorBoundary>
  );
}
