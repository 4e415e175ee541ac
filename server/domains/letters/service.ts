/** The reader's side of the administrator messages: the latest, the history, read and deleted marks, the counts. */
import { LATEST_LETTERS, LETTERS_PAGE_SIZE, type AdminMessage } from '../../../contract/letters';
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import { countMessages, countUnread, markAllRead, markMessage, pageOfMessages, type ReaderMessageRow } from './queries';
import { asNotice, isAdministrator } from './send';
import type { UserId } from '../../db/ids';

/** What the reader's calls depend on: the database and the clock. */
export type LetterDeps = Pick<ServerDeps, 'db' | 'clock'>;

const asReaderMessage = (row: ReaderMessageRow): AdminMessage => ({ ...asNotice(row), isRead: row.read_at === null ? 0 : 1 });

const counted = async (db: Db, userId: UserId) => ({ lettersCount: await countUnread(db, userId) });

export async function latestLetters({ db }: LetterDeps, userId: UserId, size: number | undefined) {
  const rows = await pageOfMessages(db, userId, size ?? LATEST_LETTERS, 0);
  return { list: rows.map(asReaderMessage), ...(await counted(db, userId)) };
}

export async function letterHistory({ db }: LetterDeps, userId: UserId, input: { page?: number; pageSize?: number }) {
  const page = input.page ?? 1;
  const pageSize = input.pageSize ?? LETTERS_PAGE_SIZE;
  const [rows, total] = await Promise.all([pageOfMessages(db, userId, pageSize, (page - 1) * pageSize), countMessages(db, userId)]);
  return { nowPage: page, pageCount: Math.ceil(total / pageSize), data: rows.map(asReaderMessage) };
}

/** Marks one of the reader's messages read or deleted; answers the unread count. */
export async function markLetter({ db, clock }: LetterDeps, userId: UserId, id: number, mark: 'read_at' | 'deleted_at') {
  if (!(await markMessage(db, userId, id, mark, clock.now()))) fail('letterNotFound');
  return counted(db, userId);
}

export async function letterCounts({ db }: LetterDeps, userId: UserId) {
  return { ...(await counted(db, userId)), canSend: (await isAdministrator(db, userId)) ? (1 as const) : (0 as const) };
}

export async function markAllLettersRead({ db, clock }: LetterDeps, userId: UserId) {
  await markAllRead(db, userId, clock.now());
  return counted(db, userId);
}
