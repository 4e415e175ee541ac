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
