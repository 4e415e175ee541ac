const lotteryU = '/lottery/api/u/v1/lottery';
export const lotteryPaths = {
  historyOrders: `${lotteryU}/history_orders`,
  /** Third-party game bets (contract/games.ts): the demo game provider's rounds. */
  historyOrdersThird: `${lotteryU}/history_orders_third`,
  lotteryTrace: `${lotteryU}/lottery_trace`,
  recentOrder: `${lotteryU}/recent_order`,
  recentDetail: `${lotteryU}/recent_detail`,
  trace: `${lotteryU}/trace`,
  cancelOrder: `${lotteryU}/cancel_order`,
  traceCancel: `${lotteryU}/trace_cancel`,
  addOrder: `${lotteryU}/add_order`,
  addOrderNow: `${lotteryU}/add_order_now`,
  orderDetail: `${lotteryU}/order_detail`,
  odds: `${lotteryU}/odds`,
  issue: `${lotteryU}/issue`,
  trend: `${lotteryU}/trend`,
  tabConfig: `${lotteryU}/tab_config`,
  favorites: `${lotteryU}/favorites`,
  saveFavorites: `${lotteryU}/save_favorites`,
  recommend: `${lotteryU}/recommend`,
  records: `${lotteryU}/records`,
  /** Win notices a socket missed (contract/socket.ts AwardNotices). */
  awardNotices: `${lotteryU}/award_notices`,
  openIssue: '/lottery/v2/api/anon/lottery/open_issue',
  verifyDraw: '/lottery/v2/api/anon/lottery/verify_draw',
  /** A drawn issue's revealed seed, for the browser's own recomputation (the /verify page). */
  drawReveal: '/lottery/v2/api/anon/lottery/draw_reveal',
  classifyList: '/lottery/v2/api/u/lottery/lottery_classify_list',
  times: '/lottery/api/call/v1/lottery/times',
  issueInfoApp: '/lottery/api/m/v1/lottery/issue_info_app',
} as const;
