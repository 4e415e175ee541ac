/**
 * What display text a user sets (the nickname) may contain: one rule, applied by the app's
 * form before sending and by the server. Refused everywhere in display text: C0 and C1
 * control characters (NUL included), bidirectional controls that reorder what follows
 * (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), zero-width and other invisible
 * format characters (U+200B-U+200D, U+2060, U+FEFF, …: Unicode category Cf), line and
 * paragraph separators, unpaired surrogates, and the fillers that render as nothing.
 */
import type { ErrorName } from './primitives';

export const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u034F\u115F\u1160\u3164\uFFA0]/u;

/** Nicknames: 1-12 characters (UTF-16 units, as before), none hidden, no angle brackets. */
export const NICKNAME_MAX = 12;

/**
 * Words of staff and the platform that a player's nickname may not contain (a player posing as
 * staff in a group), matched after folding width and case (ＡＤＭＩＮ, Admin) and dropping
 * spaces and punctuation (a.d m-i_n).
 */
const RESERVED_NICKNAME_WORDS = ['admin', 'system', 'official', 'support', 'staff', '管理员', '客服', '官方', '系统'];

const foldedForReservedCheck = (nick: string) =>
  nick
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, '');

/** The error for a trimmed nickname, or null when it may be saved. */
export function nickNameProblem(nick: string): Extract<ErrorName, 'badNickName' | 'nickNameCharacters' | 'nickNameReserved'> | null {
  if (nick.length === 0) return 'badNickName';
  if (HIDDEN_CHARACTERS.test(nick) || /[<>]/.test(nick)) return 'nickNameCharacters';
  if (nick.length > NICKNAME_MAX) return 'badNickName';
  const folded = foldedForReservedCheck(nick);
  if (RESERVED_NICKNAME_WORDS.some((word) => folded.includes(word))) return 'nickNameReserved';
  return null;
}
