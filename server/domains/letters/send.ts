/**
 * An administrator's notice: checked, stored and pushed as `chat_admin` to the recipient's room, or
 * to every socket (with Redis, on every process). The send route and the demo history both use it.
 */
import { adminMessageProblem, type ChatAdminMessage } from '../../../contract/letters';
import { socketEvents } from '../../../contract/socket';
import { ADMIN_ROLE_TYPE } from '../../../contract/user-types';
import { formatBeijing } from '../../../rules/beijing-time';
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import { findUserById, findUserByName } from '../users/queries';
import { insertMessage, type AdminMessageRow } from './queries';
import type { UserId } from '../../db/ids';

export const asNotice = (row: AdminMessageRow): ChatAdminMessage => ({ id: row.id, content: row.content, createDate: formatBeijing(row.created_at) });

/** Whether the user may send notices (the users' role, read through their public file). */
export const isAdministrator = async (db: Db, userId: UserId): Promise<boolean> => (await findUserById(db, userId))?.role_type === ADMIN_ROLE_TYPE;

export async function sendLetter(
  { db, clock, realtime }: Pick<ServerDeps, 'db' | 'clock' | 'realtime'>,
  senderId: UserId,
  letter: { content: string; toUserName?: string },
): Promise<{ message: ChatAdminMessage; recipients: string }> {
  if (!(await isAdministrator(db, senderId))) fail('adminOnly', undefined, 403);
  const content = letter.content.trim();
  const problem = adminMessageProblem(content);
  if (problem) fail(problem);
  const toUserName = letter.toUserName?.trim();
  let recipientId: UserId | null = null;
  if (toUserName) {
    recipientId = (await findUserByName(db, toUserName))?.id ?? null;
    if (recipientId === null) fail('letterRecipientUnknown');
  }
  const notice = asNotice(await insertMessage(db, { senderId, recipientId, content, now: clock.now() }));
  if (recipientId === null) realtime.broadcast(socketEvents.chatAdmin, notice);
  else realtime.toUser(recipientId, socketEvents.chatAdmin, notice);
  return { message: notice, recipients: toUserName ?? 'all' };
}
