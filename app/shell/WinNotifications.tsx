import { useSnapshot } from 'valtio';
import { Notification } from '../../design-system';
import { formatYuan } from '../lib/money';
import { lotteryByCode, useLotteryList } from '../shared/lottery-list';
import { dismissWin, notificationState, WIN_NOTICE_MS } from '../stores/notification-store';

/** Win notices (5 s, 300 px), newest on top of the stack. */
export function WinNotifications() {
  const { wins } = useSnapshot(notificationState);
  const categories = useLotteryList().data ?? [];
  const latest = wins[wins.length - 1];
  if (!latest) return null;
  return (
    <Notification key={latest.id} open tone="success" title="中奖通知" duration={WIN_NOTICE_MS} onClose={() => dismissWin(latest.id)}>
      恭喜您！{lotteryByCode(categories, latest.lottery)?.cn ?? latest.lottery} 第{latest.issue}期 {latest.method} 中奖 {formatYuan(latest.bonus)} 元
    </Notification>
  );
}
