/** Constants of the record screens. */
export const NO_REBET_LOTTERIES = ['WBGMMC'];
export const INSUFFICIENT_CODE = 4001;
export const INSUFFICIENT_PROMPT = '余额不足，是否充值';
export const REBET_OK = '订单提交成功！';
export const PAGE_SIZE = 20;
export const traceIssueStatus = ['进行中', '已完成', '已撤单'] as const;
export const traceStatus = ['进行中', '已完成', '已撤单'] as const;
export const orderStatusOptions = [
  { value: '', label: '全部状态' },
  { value: '0', label: '未开奖' },
  { value: '1', label: '已中奖' },
  { value: '2', label: '未中奖' },
  { value: '3', label: '已撤单' },
] as const;

/** The single-pick (单挑) filter of the bet records: the query's singlePick flag. */
export const singlePickOptions = [
  { value: '', label: '全部注单' },
  { value: '1', label: '单挑注单' },
  { value: '0', label: '非单挑注单' },
] as const;

/** The prize column: what was paid, and what the bets won when the single-pick cap held it back. */
export function awardText(record: { awardMoney: string; wonMoney: string }, format: (value: string) => string): string {
  return record.wonMoney !== record.awardMoney && Number(record.wonMoney) > 0 ? `${format(record.awardMoney)}（中奖 ${format(record.wonMoney)}，单挑封顶）` : format(record.awardMoney);
}
