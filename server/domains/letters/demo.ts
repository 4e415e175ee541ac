/** The demo's system messages, sent by the administrator through the letters send at their times in the demo history (db/demo-history.ts). */
import { HOUR_MS } from '../../../rules/beijing-time';
import type { DemoEvent } from '../../db/demo-history';
import { sendLetter } from './send';

/** [hours ago, recipient (undefined: everyone), text]. */
const demoNotices: ReadonlyArray<readonly [number, string | undefined, string]> = [
  [72, undefined, '欢迎来到本平台！请先在账户管理中绑定银行卡并设置资金密码，以保障资金安全。'],
  [30, undefined, '系统维护通知：本周四 03:00-05:00 进行例行维护，维护期间充值和提现暂停，投注不受影响。'],
  [6, undefined, '新玩法上线：一分彩新增“龙虎和”玩法，欢迎体验。\n如有疑问请联系在线客服。'],
  [1, 'demo', '您好，您的账户已完成安全检测。如非本人操作，请及时修改登录密码。'],
];

export function demoLetterEvents(administrator: string): DemoEvent[] {
  return demoNotices.map(([hoursAgo, toUserName, content]) => ({
    agoMs: hoursAgo * HOUR_MS,
    what: `${administrator} sends a notice to ${toUserName ?? 'everyone'}`,
    run: async ({ deps, user }) => void (await sendLetter(deps, user(administrator).id, { content, toUserName })),
  }));
}
