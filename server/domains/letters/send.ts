/**
 * An administrator's notice: checked, stored and pushed as `chat_admin` to the recipient's room, or
 * to every socket (with Redis, on every process). The send route and the demo history both use it.
 */
import type { FastifyInstance } from 'fastify';
import { adminMessageProblem, type ChatAdminMessage } from '../../../contract/letters';
import { socketEvents } from '../../../contract/socket';
import { formatBeijing } from '../../../rules/beijing-time';
import { fail } from '../../errors';
import { insertMessage, isAdministrator, userIdByName, type AdminMessageRow } from './queries';

export const asNotice = (row: AdminMessageRow): ChatAdminMessage => ({ id: row.id, content: row.content, createDate: formatBeijing(row.created_at) });

export async function sendLetter(
  app: FastifyInstance,
  senderId: number,
  letter: { content: string; toUserName?: string },
): Promise<{ message: ChatAdminMessage; recipients: string }> {
  if (!(await isAdministrator(app.db, senderId))) fail('adminOnly', undefined, 403);
  const content = letter.content.trim();
  const problem = adminMessageProblem(content);
  if (problem) fail(problem);
  const toUserName = letter.toUserName?.trim();
  let recipientId: number | null = null;
  if (toUserName) {
    recipientId = (await userIdByName(app.db, toUserName)) ?? null;
    if (recipientId === null) fail('letterRecipientUnknown');
  }
  const notice = asNotice(await insertMessage(app.db, { senderId, recipientId, content, now: app.clock.now() }));
  if (recipientId === null) app.realtime.broadcast(socketEvents.chatAdmin, notice);
  else app.realtime.toUser(recipientId, socketEvents.chatAdmin, notice);
  return { message: notice, recipients: toUserName ?? 'all' };
}
