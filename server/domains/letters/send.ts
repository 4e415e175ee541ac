/**
 * An administrator's notice: checked, stored and pushed as `chat_admin` to the recipient's room, or
 * to every socket (with Redis, on every process). The send route and the demo history both use it.
 */
import { adminMessageProblem, type ChatAdminMessage } from '../../../contract/letters';
import { socketEvents } from '../../../contract/socket';
import { formatBeijing } from '../../../rules/beijing-time';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import { insertMessage, isAdministrator, userIdByName, type AdminMessageRow } from './queries';

export const asNotice = (row: AdminMessageRow): ChatAdminMessage => ({ id: row.id, content: row.content, createDate: formatBeijing(row.created_at) });

export async function sendLetter(
  { db, clock, realtime }: Pick<ServerDeps, 'db' | 'clock' | 'realtime'>,
  senderId: number,
  letter: { content: string; toUserName?: string },
): Promise<{ message: ChatAdminMessage; recipients: string }> {
  if (!(await isAdministrator(db, senderId))) fail('adminOnly', undefined, 403);
  const content = letter.content.trim();
  const problem = adminMessageProblem(content);
  if (problem) fail(problem);
  const toUserName = letter.toUserName?.trim();
  let recipientId: number | null = null;
  if (toUserName) {
    recipientId = (await userIdByName(db, toUserName)) ?? null;
    if (recipientId === null) fail('letterRecipientUnknown');
  }
  const notice = asNotice(await insertMessage(db, { senderId, recipientId, content, now: clock.now() }));
  if (recipientId === null) realtime.broadcast(socketEvents.chatAdmin, notice);
  else realtime.toUser(recipientId, socketEvents.chatAdmin, notice);
  return { message: notice, recipients: toUserName ?? 'all' };
}
