/** Constants of the record screens. */
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
  { value: '5', label: '和局退款' },
] as const;

/** The single-pick (单挑) filter of the bet records: the query's singlePick flag. */
export const singlePickOptions = [
  { value: '', label: '全部注单' },
  { value: '1', label: '单挑注单' },
  { value: '0', label: '非单挑注单' },
] as const;

/**
 * The prize column: what was paid; when the single-pick cap held some back, what was due beside
 * it; and the part that was a tied bet's stake refunded (never capped).
 */
export function awardText(record: { awardMoney: string; wonMoney: string; refundMoney?: string }, format: (value: string) => string): string {
  const notes: string[] = [];
  if (record.wonMoney !== record.awardMoney && Number(record.wonMoney) > 0)
    notes.push(`单挑封顶：应派 ${format(record.wonMoney)}，实派 ${format(record.awardMoney)}`);
  if (record.refundMoney && Number(record.refundMoney) > 0 && record.refundMoney !== record.awardMoney) notes.push(`含和局退款 ${format(record.refundMoney)}`);
  return notes.length > 0 ? `${format(record.awardMoney)}（${notes.join('；')}）` : format(record.awardMoney);
}
