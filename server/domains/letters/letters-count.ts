/** The public face of the letters domain for the user info (lettersCount): the reader's unread administrator messages. */
import type { Db } from '../../db/client';
import { countUnread } from './queries';

export const unreadLettersCount = (db: Db, userId: number): Promise<number> => countUnread(db, userId);
