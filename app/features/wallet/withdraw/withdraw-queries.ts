/** The withdraw tab's cached server reads, shared by the form and the pages after it. */
import { withdrawEndpoints } from '../../../../contract/withdraw';
import { queryClient, queryKeyOf } from '../../../lib/query-client';

/** drawCashIndexAjax: the channels, limits and 可用余额 the form shows. */
export const withdrawConfigKey = queryKeyOf(withdrawEndpoints.config, {});

/** After money moved (a confirmed receipt returned the deposit, a refused payout came back): the form and records read again. */
export function afterWithdrawMoneyMoved(): void {
  void queryClient.invalidateQueries({ queryKey: withdrawConfigKey });
  void queryClient.invalidateQueries({ queryKey: [withdrawEndpoints.withdrawRecords.path] });
}
