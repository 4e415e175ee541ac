/**
 * Demo conversations between the demo agent and its downline, so the messenger starts alive:
 * player1 finds one unread message from the agent (the agent's own badge starts at zero).
 */
import { MSG_TYPE } from '../../../contract/chat';
import type { Db } from '../../db/client';
import { insertMessages } from './queries';

type Line = [from: string, to: string, text: string, read: boolean];

const lines: Line[] = [
  ['agent', 'player1', '欢迎加入团队，有问题随时在这里找我。', true],
  ['player1', 'agent', '好的，谢谢！今天的快三怎么玩比较稳？', true],
  ['agent', 'player1', '先从和值小额开始，注意控制倍数。', true],
  ['player1', 'agent', '收到，我先试试。', true],
  ['player2', 'agent', '代理你好，充值一般多久到账？', true],
  ['agent', 'player2', '正常几分钟内到账，超过半小时联系客服。', true],
  ['player1', 'agent', '刚才中了一注，哈哈', true],
  ['player2', 'agent', '明天的活动几点开始？', true],
  ['agent', 'player2', '明早十点，记得准时参加。', true],
  ['agent', 'player1', '恭喜！晚上的团队活动别忘了。', false],
];

export async function seedChat(db: Db, ids: ReadonlyMap<string, number>, now: number): Promise<void> {
  let at = now - lines.length * 60_000;
  for (const [index, [from, to, text, read]] of lines.entries()) {
    const fromUserId = ids.get(from);
    const toUserId = ids.get(to);
    if (fromUserId === undefined || toUserId === undefined) continue;
    at += 60_000;
    const { rows } = await insertMessages(db, [{ clientId: `seed-${index}`, fromUserId, toUserId, message: text, msgType: MSG_TYPE.direct, now: at }]);
    if (read) await db.updateTable('chat_messages').set({ read_at: at }).where('id', '=', rows[0]!.id).execute();
  }
}
