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
