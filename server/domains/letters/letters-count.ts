/** The public face of the letters domain for the user info (lettersCount): the reader's unread administrator messages. */
import type { Db } from '../../db/client';
import { countUnread } from './queries';
import type { UserId } from '../../db/ids';

export const unreadLettersCount = (db: Db, userId: UserId): Promise<number> => countUnread(db, userId);
