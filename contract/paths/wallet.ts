/** The player's balances (contract/wallet.ts). */
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
