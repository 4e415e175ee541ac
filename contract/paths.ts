/**
 * Every HTTP path of the platform API. The app and the server both read
 * these; no URL literal appears anywhere else.
 */
export const sessionPaths = {
  loginState: '/sso/u/getUserLoginState',
  login: '/sso/login',
  logout: '/sso/logout',
  register: '/sso/register',
} as const;

export const userPaths = {
  userCenter: '/sobet/userInfo/userCenterAjax',
  userInfo: '/sobet/userInfo/userInfoAjax',
  userInfoV2: '/sobet/v2/userInfo/userInfoAjax',
  updateNickName: '/sobet/userInfo/updateNickName',
  updateUserInfo: '/sobet/userInfo/updateUserInfo',
  updatePassword: '/sobet/userInfo/updatePasswordAjax',
  updatePasswordQuery: '/sobet/userInfo/updatePassword',
  updatePasswordMobile: '/sobet/m/userInfo/updatePasswordAjax',
  setPayPassword: '/sobet/userInfo/setPayPasswordAjax',
  updatePayPassword: '/sobet/userInfo/updatePayPassword',
  validatePayPassword: '/sobet/userInfo/validatePayPassword',
  validatePayPasswordForCoin: '/sobet/userInfo/validatePayPasswordForCoin',
  payPasswordExists: '/sobet/api/payPwdCheck/existResult',
  securityQuestionBank: '/sobet/userInfo/securityQuestionList',
  securityQuestion: '/sobet/userInfo/securityQuestionAjax',
  oldSecurityQuestionCheck: '/sobet/userInfo/oldsecurityQuestionCheck',
  checkUserName: '/sobet/v2/userInfo/checkUserName',
  resetPasswordQuestion: '/sobet/v2/userInfo/resetPasswordQuestion',
  resetLoginPassword: '/sobet/v2/userInfo/resetLoginPassword',
} as const;

export const walletPaths = {
  balance: '/sobet/pay/getPlayerBalance',
  allCachedBalance: '/sobet/pay/getPlayerAllCachedBalance',
} as const;

/** Game wallets and transfers between them and the main wallet (contract/wallet.ts). */
export const transferPaths = {
  transferIndex: '/sobet/pay/transferIndexAjax',
  transfer: '/sobet/pay/cbPointTransfer',
} as const;

/** The member center's ledger-backed records (contract/wallet.ts). */
export const ledgerRecordPaths = {
  /** Every journal of the player (/personal/accountChange/charge). */
  accountChange: '/sobet/accountChange/ajaxListWeb',
  accountChangeOptions: '/lottery/api/u/v1/contract/accountChangeOptionList',
  /** Transfers between wallets (/personal/trade/transfer). */
  transfers: '/sobet/transfer/ajaxListWeb',
  /** Deposits, withdrawals and transfers of the main wallet (/personal/trade/flow). */
  flow: '/sobet/order/ajaxListWeb',
} as const;

/** Withdrawals and the trade records (contract/withdraw.ts). */
export const withdrawPaths = {
  config: '/sobet/pay/drawCashIndexAjax',
  submit: '/sobet/pay/withdrawCashAjax',
  coinQuote: '/sobet/pay/coinQuote',
  confirmReceipt: '/sobet/pay/updateOnePayJSWithdrawNotify',
  /** One withdrawal's state for the success page: a call the spec does not name, so its path is the platform's own. */
  order: '/sobet/pay/withdrawOrderStatus',
  withdrawRecords: '/sobet/query/drawOrder_ajaxListWeb',
  chargeRecords: '/sobet/query/rechargeOrder_ajaxListWeb',
  hostedSetting: '/sobet/pay/withdrawCashJS3Setting',
  hostedSubmit: '/sobet/pay/withdrawCashJS3',
  /** The fixed amounts of the pool (极速提现) channels. */
  poolAmounts: '/sobet/pay/queryOnepayWithDrawChannelAmount',
  /** The sandbox provider's hosted withdraw page (HTML, not an API): `${sandboxPayout}/${spsn}`. */
  sandboxPayout: '/sandbox/payout',
} as const;

/**
 * Deposits: the charge tab, its sandbox providers and their notifications (contract/payment.ts). The spec
 * describes the amount config, wallet recharge, order status, cancel and order list calls without their
 * paths, and no provider side: those paths, notify and the sandbox pages are the platform's own.
 */
export const paymentPaths = {
  rechargeIndex: '/sobet/pay/rechargeIndexAjax',
  queryChannel: '/sobet/pay/queryChannel',
  amountConfig: '/sobet/pay/queryRechargeAmountConfig',
  preTransferRechargeInfo: '/sobet/pay/preTransferRechargeInfo',
  recharge: '/sobet/pay/recharge',
  queryOnepayChannelAmount: '/sobet/pay/queryOnepayChannelAmount',
  queryOnepayChannelAmountV2: '/sobet/pay/queryOnepayChannelAmountV2',
  getOnepayOrderBankInfo: '/sobet/pay/getOnepayOrderBankInfo',
  updatePaynotify: '/sobet/pay/updatePaynotify',
  updatePaynotifyV2: '/sobet/pay/updatePaynotifyV2',
  queryOnepayV3Url: '/sobet/pay/queryOnepayV3Url',
  imPayRenew: '/sobet/pay/imPayRenew',
  getRechargeAddress: '/sobet/pay/getRechargeAddress',
  getCoinTypeList: '/sobet/pay/getCoinTypeList',
  walletRecharge: '/sobet/pay/walletRecharge',
  orderStatus: '/sobet/pay/queryRechargeOrderStatus',
  cancelOrder: '/sobet/pay/cancelRechargeOrder',
  orderList: '/sobet/pay/rechargeOrderList',
  /** Where providers post their signed notifications (server to server, not the app). */
  notify: '/sobet/pay/notify',
  /** The sandbox providers' cashier pages (HTML, not an API): `${sandboxCashier}/${spsn}`. */
  sandboxCashier: '/sandbox/pay',
} as const;

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

/** Home content, customer service and team center (contract/content.ts). */
export const contentPaths = {
  banners: '/sobet/appNews/getBanners',
  notices: '/sobet/adminCommon/getAdminNotice.do',
  liveSupportUrl: '/sobet/api/liveSupportUrl',
  serviceContractConfig: '/sobet/api/serviceContractConfig',
  teamCenter: '/lottery/v2/api/u/proxy/getTeamCenter',
  /** The demo live-support page the live-support URL points at (same host). */
  supportPage: '/support',
} as const;

/** Bindings of the account page: bank cards, crypto and receiving-code addresses, two-step, e-mail (contract/account.ts). */
export const accountPaths = {
  overview: '/sobet/userInfo/bindOverview',
  bankList: '/sobet/userInfo/bankList',
  bindBankCard: '/sobet/userInfo/bindBankCard',
  bankQuery: '/sobet/api/userBankCheck/queryResult',
  bankAdd: '/sobet/api/userBankCheck/addResult',
  bankAvailable: '/sobet/api/userBankCheck/queryAvailableBankResult',
  getBindAddress: '/sobet/userInfo/getBindAddress',
  bindAddress: '/sobet/userInfo/bindAddress',
  unbindAddress: '/sobet/userInfo/unbindAddress',
  getBindAddressQrCode: '/sobet/userInfo/getBindAddressQrCode',
  bindAddressQrCode: '/sobet/userInfo/bindAddressQrCode',
  twostepCode: '/sobet/userInfo/twostepCode',
  bindTwostep: '/sobet/userInfo/bindTwostep',
  switchTwostepStatus: '/sobet/userInfo/switchTwostepStatus',
  validateTwoStep: '/sobet/userInfo/validateTwoStep',
  bindEmail: '/sobet/v2/userInfo/bindEmail',
  getVerifyCodeRandom: '/sobet/v2/userInfo/getVerifyCodeRandom',
  bindEmailVerify: '/sobet/userInfo/bindEmailVerify',
  resetPasswordByEmail: '/sobet/v2/userInfo/resetPasswordByEmail',
  resetPassword: '/sobet/v2/userInfo/resetPassword',
} as const;

const chatU = '/lottery/api/u/v1/chat';
/** Direct conversations (contract/chat.ts). */
export const chatPaths = {
  checkMessage: `${chatU}/check_message`,
  agentSearch: `${chatU}/agent_search`,
  subContact: `${chatU}/sub_contact`,
  recentContactNew: `${chatU}/recent_contact_new`,
  subSearch: `${chatU}/sub_search`,
  search: `${chatU}/search`,
  historyMessage: `${chatU}/history_message`,
  setUserMsgStatus: `${chatU}/set_user_msg_status`,
} as const;

/** Chat groups and red packets (contract/groups.ts). */
export const groupPaths = {
  groups: `${chatU}/groups`,
  createGroup: `${chatU}/create_group`,
  updateGroup: `${chatU}/update_group`,
  addMembers: `${chatU}/add_members`,
  kickMembers: `${chatU}/kick_members`,
  mute: `${chatU}/mute`,
  muteAll: `${chatU}/mute_all`,
  leaveGroup: `${chatU}/leave_group`,
  removeGroup: `${chatU}/remove_group`,
  groupDetail: `${chatU}/group_detail`,
  groupHistoryMessage: `${chatU}/group_history_message`,
  sendRedPacket: `${chatU}/send_red_packet`,
  grabRedPacket: `${chatU}/grab_red_packet`,
  openRedPacket: `${chatU}/open_red_packet`,
  redPacketDetail: `${chatU}/red_packet_detail`,
  grabRedPacketRecord: `${chatU}/grab_red_packet_record`,
  sendRedPacketRecord: `${chatU}/send_red_packet_record`,
} as const;

const message = '/sobet/message';
/** Administrator messages: the chat modal's notices and the member center's system messages (contract/letters.ts). */
export const letterPaths = {
  latest: `${message}/getPreAdminMessage_ajaxList`,
  history: `${message}/getPreAdminMessage_ajaxList_history`,
  read: `${message}/updateMessageUserById`,
  remove: `${message}/deletePreAdminMessageAjax`,
  count: `${message}/getLettersCount`,
  /** Administrators only. */
  send: `${message}/sendAdminMessage`,
  /** Marks the administrator conversation (every notice) read. */
  setMsgStatus: '/lottery/api/u/v1/chat/set_msg_status',
} as const;

/** Only mounted when the server runs with TEST_CLOCK=1 (browser tests move time forward). */
export const testPaths = {
  clock: '/__test/clock',
} as const;

/** Process and database checks for load balancers and orchestrators (not used by the app). */
/** The lines (base URLs) of this platform the speed test measures (contract/lines.ts). */
export const linePaths = {
  lines: '/sobet/api/lines',
} as const;

export const probePaths = {
  health: '/healthz',
  ready: '/readyz',
} as const;

/** socket.io endpoint (query userName, appId 1). */
export const socketPath = '/onlineio';

/** Third-party games (contract/games.ts): catalogue, rankings, and the demo game provider's pages. */
export const gamePaths = {
  thirdGameConfig: '/sobet/pay/getThirdGameConfig',
  gameList: '/sobet/pay/getThirdGameList',
  rankings: '/sport/api/pt/rankings',
  ptUserInfo: '/sport/api/pt/userinfo',
  /** The demo provider's game page (HTML, not an API): `${play}?token=…`; its script and bet call beside it. */
  play: '/sandbox/games/play',
  playScript: '/sandbox/games/play.js',
  bet: '/sandbox/games/bet',
} as const;

/** The launch URL getter of each game platform (contract/games.ts gamePlatforms). */
export const gameUrlPaths = {
  ag: '/sobet/ag/forwardGame',
  cq9: '/sobet/userInfo/getCq9Url',
  pt: '/sport/api/pt/gameUrl',
  hqt: '/sobet/userInfo/getHqtUrl',
  ly: '/sobet/userInfo/getLyUrl',
  wali: '/sobet/userInfo/getWaliUrl',
  sb: '/sobet/userInfo/getSbUrl',
  fb: '/sobet/userInfo/getFbUrl',
} as const;

/** Team center reports and downline management (contract/team.ts); agents only. */
const agentU = '/lottery/api/u/v1/agent';
export const teamPaths = {
  profitReport: `${agentU}/getProfitReport`,
  thirdGameType: `${agentU}/getThirdGameType`,
  summary: `${agentU}/teamSummary`,
  bets: `${agentU}/teamBets`,
  lowerList: `${agentU}/lowerList`,
  lowerTransfer: `${agentU}/lowerTransfer`,
  openAccount: `${agentU}/openAccount`,
  links: `${agentU}/registerLinks`,
  addLink: `${agentU}/addRegisterLink`,
  removeLink: `${agentU}/removeRegisterLink`,
  grow: `${agentU}/teamGrow`,
  /** The member center's 盈亏统计: the caller's own profit and loss (every user type). */
  myProfit: '/lottery/api/u/v1/report/myProfit',
  /** The caller's own rebate point (every user type): the ceiling of a downline's. */
  pointCheck: '/sobet/api/userPointCheck/queryResultWeb',
} as const;

/** Team contracts (contract/team-contracts.ts): terms, signing and payouts, and the recommend and bet-amount reports. */
export const contractPaths = {
  contracts: `${agentU}/contract/list`,
  candidates: `${agentU}/contract/candidates`,
  payouts: `${agentU}/contract/payouts`,
  offer: `${agentU}/contract/offer`,
  sign: `${agentU}/contract/sign`,
  refuse: `${agentU}/contract/refuse`,
  cancel: `${agentU}/contract/cancel`,
  approve: `${agentU}/contract/approve`,
  repay: `${agentU}/contract/repay`,
  recommendReport: `${agentU}/recommendReport`,
  recruitReport: `${agentU}/recommendDzsReport`,
  betAmountReport: `${agentU}/betAmountReport`,
} as const;

/** Player protection (contract/protection.ts): the member center's 玩家保护. */
export const protectionPaths = {
  state: '/sobet/protection/state',
  setLimit: '/sobet/protection/setLimit',
  pause: '/sobet/protection/pause',
  setReality: '/sobet/protection/setReality',
  reality: '/sobet/protection/reality',
  realityShown: '/sobet/protection/realityShown',
  statement: '/sobet/protection/statement',
} as const;
