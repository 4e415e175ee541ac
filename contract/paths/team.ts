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
