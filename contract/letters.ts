/**
 * Administrator messages ("system messages"): notices an administrator sends to every user or to
 * one user. Players see them in the chat modal's notices entry and on the member center's
 * system messages page; each player reads and deletes their own copy. Content is plain text,
 * stored as sent and shown as text.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, Flag } from './endpoint';
import { letterPaths } from './paths';
import type { ErrorName } from './primitives';

/** Longest notice, in characters (code points). */
export const ADMIN_MESSAGE_MAX = 1000;
/** Page size of the history when the caller names none, and the most it may ask for. */
export const LETTERS_PAGE_SIZE = 10;
export const LETTERS_PAGE_SIZE_MAX = 50;
/** How many notices the latest list holds when the caller names no size. */
export const LATEST_LETTERS = 20;
/** `msgType` of the administrator conversation (the chat modal's entry with key 0). */
export const ADMIN_MSG_TYPE = 0;

/**
 * The error for a notice's (trimmed) text, or null when it may be sent. The text is kept as
 * written (markup, bidirectional controls and emoji included: it is only ever shown as text);
 * refused are unpaired surrogates, which are not text (control characters such as NUL never get
 * this far: the server refuses them in every request).
 */
export function adminMessageProblem(content: string): Extract<ErrorName, 'letterEmpty' | 'letterTooLong' | 'letterCharacters'> | null {
  if (content.length === 0) return 'letterEmpty';
  if (/\p{Cs}/u.test(content)) return 'letterCharacters';
  if ([...content].length > ADMIN_MESSAGE_MAX) return 'letterTooLong';
  return null;
}

const MessageId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const AdminMessage = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  /** Beijing time, `YYYY-MM-DD HH:mm:ss`. */
  createDate: Type.String(),
  /** 1 once this reader has opened it. */
  isRead: Flag,
});
export type AdminMessage = Static<typeof AdminMessage>;

/** The socket event `chat_admin`: a notice just sent (unread for every recipient). */
export const ChatAdminMessage = Type.Object({ id: Type.Integer(), content: Type.String(), createDate: Type.String() });
export type ChatAdminMessage = Static<typeof ChatAdminMessage>;

export const LettersCount = Type.Object({ lettersCount: Type.Integer({ minimum: 0 }) });
export type LettersCount = Static<typeof LettersCount>;

export const AdminMessagePage = Type.Object({
  nowPage: Type.Integer(),
  /** Number of pages (0 when there is nothing). */
  pageCount: Type.Integer(),
  /** Newest first. */
  data: Type.Array(AdminMessage),
});
export type AdminMessagePage = Static<typeof AdminMessagePage>;

export const LatestAdminMessages = Type.Object({ list: Type.Array(AdminMessage), lettersCount: Type.Integer({ minimum: 0 }) });
export type LatestAdminMessages = Static<typeof LatestAdminMessages>;

export const letterEndpoints = {
  /** The newest notices (chat modal) with the unread count. */
  latest: defineEndpoint({
    method: 'GET',
    path: letterPaths.latest,
    query: Type.Object({ size: Type.Optional(Type.Integer({ minimum: 1, maximum: LETTERS_PAGE_SIZE_MAX })) }),
    response: LatestAdminMessages,
  }),
  /** One page of the reader's notices, newest first. */
  history: defineEndpoint({
    method: 'POST',
    path: letterPaths.history,
    body: Type.Object({
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: LETTERS_PAGE_SIZE_MAX })),
    }),
    response: AdminMessagePage,
  }),
  /** Opens (marks read) one of the reader's notices. */
  read: defineEndpoint({ method: 'GET', path: letterPaths.read, query: Type.Object({ id: MessageId }), response: LettersCount }),
  /** Deletes the reader's copy of a notice (other readers keep theirs). */
  remove: defineEndpoint({ method: 'GET', path: letterPaths.remove, query: Type.Object({ id: MessageId }), response: LettersCount }),
  /** Unread notices (the header's letters count), and whether the caller is an administrator who may send. */
  count: defineEndpoint({ method: 'GET', path: letterPaths.count, response: Type.Object({ lettersCount: Type.Integer({ minimum: 0 }), canSend: Flag }) }),
  /** Marks every notice of the reader read (opening the administrator conversation). */
  setMsgStatus: defineEndpoint({
    method: 'POST',
    path: letterPaths.setMsgStatus,
    body: Type.Object({ msgType: Type.Optional(Type.Literal(ADMIN_MSG_TYPE)) }),
    response: LettersCount,
  }),
  /** Administrators only: a notice to every user, or to the user named `toUserName`. */
  send: defineEndpoint({
    method: 'POST',
    path: letterPaths.send,
    // The wire bound is generous; the character limit is checked (in code points) with its own message.
    body: Type.Object({ content: Type.String({ maxLength: ADMIN_MESSAGE_MAX * 4 }), toUserName: Type.Optional(Type.String({ maxLength: 64 })) }),
    response: Type.Object({ message: ChatAdminMessage, recipients: Type.Union([Type.Literal('all'), Type.String()]) }),
  }),
} as const;
