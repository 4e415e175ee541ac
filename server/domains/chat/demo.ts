/**
 * Demo conversations between the demo agent and its downline, so the messenger starts alive:
 * player1 finds one unread message from the agent (the agent's own badge starts at zero). Each
 * message is sent by the chat service at its time in the demo history (db/demo-history.ts), and
 * read by its recipient half a minute later, as opening the conversation does.
 */
import { MSG_TYPE } from '../../../contract/chat';
import { MINUTE_MS } from '../../../rules/beijing-time';
import type { DemoEvent } from '../../db/demo-history';
import type { ServerDeps } from '../../deps';
import { chatService, type ChatService } from './service';

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

/** The conversation's first message, this long before the history ends; then one a minute. */
const START_AGO_MS = 60 * MINUTE_MS;

const servicesOf = new WeakMap<ServerDeps, ChatService>();
const chatOf = (deps: ServerDeps): ChatService => {
  let made = servicesOf.get(deps);
  if (!made) servicesOf.set(deps, (made = chatService(deps)));
  return made;
};

export function demoChatEvents(): DemoEvent[] {
  return lines.flatMap(([from, to, text, read], index): DemoEvent[] => {
    const agoMs = START_AGO_MS - index * MINUTE_MS;
    const sent: DemoEvent = {
      agoMs,
      what: `${from} writes to ${to}`,
      run: async ({ deps, user }) => {
        const ack = await chatOf(deps).send(user(from), { messageId: `demo-chat-${index}`, msgType: MSG_TYPE.direct, toUserId: user(to).id, message: text });
        if (ack.code !== 1) throw new Error(ack.msg);
      },
    };
    if (!read) return [sent];
    return [
      sent,
      {
        agoMs: agoMs - MINUTE_MS / 2,
        what: `${to} reads ${from}'s message`,
        run: async ({ deps, user }) => void (await chatOf(deps).markRead(user(to), user(from).id)),
      },
    ];
  });
}
