/**
 * Route patterns and href builders. Paths are data: no route literal lives anywhere
 * else in the app. Patterns use wouter's syntax (regexparam).
 */
export const routes = {
  page404: '/page404',
  root: '/',
  login: '/login',
  register: '/register/:sign',
  forget: '/forget',
  index: '/index',
  lottery: '/lottery',
  chart: '/chart/:lotteryType/:lotteryCode',
  team: '/team',
  teamSection: '/team/:section/:type',
  personal: '/personal',
  personalSection: '/personal/:type/:sub',
  fish: '/fish',
  slot: '/slot',
  lhc: '/lhc',
  jslhc: '/jslhc',
  live: '/live',
  poker: '/poker',
  sport: '/sport',
  sportInner: '/sport/inner',
  esportsInner: '/esports/inner',
  diceGame: '/diceGame',
  helpCenter: '/helpercenter',
  usdtIntroduce: '/usdtintroduce',
  cnytDiscount: '/cnytdiscount_09',
  onepayWithdraw: '/onepay_withdraw_01',
  speed: '/speed',
  verify: '/verify',
} as const;

export const href = {
  register: (sign: string) => `/register/${encodeURIComponent(sign)}`,
  chart: (lotteryType: string, lotteryCode: string) => `/chart/${encodeURIComponent(lotteryType)}/${encodeURIComponent(lotteryCode)}`,
  /** The lottery screen; the chosen lottery travels in the query (the lottery screen may change this). */
  lottery: (code?: string) => (code ? `${routes.lottery}?lottery=${encodeURIComponent(code)}` : routes.lottery),
  personal: (type: string, sub: string) => `/personal/${type}/${sub}`,
  team: (section: string, type: string) => `/team/${section}/${type}`,
  /** The page that recomputes a drawn issue from its revealed seed. */
  verify: (lottery: string, issue: string) => `${routes.verify}?lottery=${encodeURIComponent(lottery)}&issue=${encodeURIComponent(issue)}`,
  helpCenter: (anchor?: HelpAnchor) => (anchor ? `${routes.helpCenter}#${anchor}` : routes.helpCenter),
};

/** Member center. `account` entries are hidden from trial accounts. */
export const memberCenterLinks = [
  { key: 'profit', label: '盈亏统计', to: href.personal('profit', 'profit') },
  { key: 'game', label: '投注记录', to: href.personal('game', 'lottery') },
  { key: 'trade', label: '交易记录', to: href.personal('trade', 'charge') },
  { key: 'accountChange', label: '帐变记录', to: href.personal('accountChange', 'charge') },
  { key: 'account', label: '账户管理', to: href.personal('account', 'account'), account: true },
  { key: 'protection', label: '玩家保护', to: href.personal('protection', 'limits') },
  { key: 'letter', label: '系统消息', to: href.personal('letter', 'letter') },
] as const;

export const accountPageHref = href.personal('account', 'account');

/** Trade sub-tabs. */
export const tradeTabs = [
  { value: 'charge', label: '充值记录' },
  { value: 'withdraw', label: '提现记录' },
  { value: 'transfer', label: '转账记录' },
] as const;

/** 玩家保护 sub-tabs. */
export const protectionTabs = [
  { value: 'limits', label: '限额设置' },
  { value: 'reality', label: '游戏时间提醒' },
  { value: 'pause', label: '冷静期与自我排除' },
  { value: 'statement', label: '活动报表' },
] as const;
export type ProtectionTab = (typeof protectionTabs)[number]['value'];

export type HelpAnchor = 'Aboutus' | 'TradeQuestion' | 'Lottery' | 'Conduct' | 'Userment' | 'Manycai' | 'UsdtTeach';
export const helpAnchors: ReadonlyArray<{ anchor: HelpAnchor; label: string }> = [
  { anchor: 'Aboutus', label: '关于我们' },
  { anchor: 'TradeQuestion', label: '交易问题' },
  { anchor: 'Lottery', label: '彩票问题' },
  { anchor: 'Conduct', label: '行为准则' },
  { anchor: 'Userment', label: '用户协议' },
  { anchor: 'Manycai', label: '多彩介绍' },
  { anchor: 'UsdtTeach', label: 'USDT教程' },
];

/** Third-party game pages with their header labels. */
export const gamePages = [
  { path: routes.live, label: '真人视讯' },
  { path: routes.slot, label: '电子游艺' },
  { path: routes.fish, label: '捕鱼游戏' },
  { path: routes.sport, label: '体育赛事' },
  { path: routes.poker, label: '棋牌游戏' },
  { path: routes.lhc, label: '六合彩' },
  { path: routes.jslhc, label: '极速六合彩' },
  { path: routes.diceGame, label: '骰宝' },
  { path: routes.esportsInner, label: '电子竞技' },
  { path: routes.sportInner, label: '体育投注' },
] as const;

export const promotionPages = [
  { path: routes.usdtIntroduce, label: 'USDT充值介绍' },
  { path: routes.cnytDiscount, label: 'CNYT充值优惠' },
  { path: routes.onepayWithdraw, label: 'OnePay极速提现' },
] as const;

export const siteName = '彩票平台';

/** Page titles by first path segment. */
const titles: Record<string, string> = {
  '': '登录',
  login: '登录',
  index: '首页',
  lottery: '彩票投注',
  chart: '走势图',
  team: '团队中心',
  fish: '捕鱼游戏',
  slot: '电子游艺',
  lhc: '六合彩',
  jslhc: '极速六合彩',
  live: '真人视讯',
  personal: '会员中心',
  poker: '棋牌游戏',
  sport: '体育赛事',
  esports: '电子竞技',
  register: '注册',
  forget: '忘记密码',
  voucher: '优惠券',
  diceGame: '骰宝',
  speed: '线路测速',
  verify: '开奖验证',
  helpercenter: '帮助中心',
  page404: '页面不存在',
};

function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

export function pageTitleOf(pathname: string): string {
  const title = titles[firstSegment(pathname)];
  return title ? `${title} - ${siteName}` : siteName;
}

/** Header and footer are hidden on these: exact paths, or prefixes ending in '/'. */
const bareSegments = new Set(['', 'login', 'page404', 'register', 'speed', 'chart']);
export function isBarePage(pathname: string): boolean {
  return bareSegments.has(firstSegment(pathname));
}

/** Floating ad links show on / and on login/register. */
const adSegments = new Set(['', 'login', 'register']);
export function showsFloatingAds(pathname: string): boolean {
  return adSegments.has(firstSegment(pathname));
}

/** Paths a visitor may open without a session; everything else needs one. */
const publicSegments = new Set([
  '',
  'login',
  'register',
  'forget',
  'page404',
  'speed',
  'verify',
  'helpercenter',
  'usdtintroduce',
  'cnytdiscount_09',
  'onepay_withdraw_01',
]);
export function isPublicPath(pathname: string): boolean {
  return publicSegments.has(firstSegment(pathname));
}

/** The login screens a logged-in player is sent away from. */
export function isLoginPath(pathname: string): boolean {
  return pathname === routes.root || pathname === routes.login;
}
