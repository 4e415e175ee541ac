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
