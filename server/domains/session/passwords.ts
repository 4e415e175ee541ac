/**
 * scrypt hashes stored as `scrypt$N$r$p$salt$hash` (base64url), checked with
 * timingSafeEqual. N = 2^17 in production (OWASP); tests pass a lower N. Uses the async
 * scrypt (libuv thread pool) so the event loop stays free.
 */
import crypto from 'node:crypto';

const KEY_LEN = 32;

function scrypt(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(password.normalize('NFKC'), salt, KEY_LEN, { N, r, p, maxmem: 256 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashSecret(secret: string, N: number): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(secret, salt, N, 8, 1);
  return `scrypt$${N}$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(secret, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

/** Login and fund passwords: 6-20 characters, letters and digits, at least one of each. */
export function passwordValid(password: unknown): password is string {
  return typeof password === 'string' && /^[A-Za-z0-9]{6,20}$/.test(password) && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** Fund passwords: 6-20 letters or digits. */
export function payPasswordValid(password: unknown): password is string {
  return typeof password === 'string' && /^[A-Za-z0-9]{6,20}$/.test(password);
}

export function userNameValid(name: unknown): name is string {
  return typeof name === 'string' && /^[A-Za-z][A-Za-z0-9]{3,15}$/.test(name);
}

/** Security answers: 4-20 characters where a non-ASCII character counts 2 (spec 1 §5). */
export function answerLength(answer: string): number {
  let n = 0;
  for (const ch of answer) n += ch.charCodeAt(0) > 127 ? 2 : 1;
  return n;
}

export function normalizeAnswer(answer: string): string {
  return answer.trim().toLowerCase();
}
