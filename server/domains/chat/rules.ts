/**
 * Who may talk to whom, and the flood limit. One home for the permission: a player with their
 * agent (parent), an agent with their direct downline, anyone with an administrator; nobody
 * with themself, and user type 10 (trial) with nobody.
 */
import { ADMIN_ROLE_TYPE, type ChatContact } from '../../../contract/chat';
import { TRIAL_TYPE } from '../../../contract/user-types';
import type { Person } from '../users/queries';
import type { UserId } from '../../db/ids';

export const hasChat = (person: Pick<Person, 'user_type'>) => person.user_type !== TRIAL_TYPE;
export const isAdministrator = (person: Pick<Person, 'role_type'>) => person.role_type === ADMIN_ROLE_TYPE;

export function mayTalk(a: Person, b: Person): boolean {
  if (a.id === b.id || !hasChat(a) || !hasChat(b)) return false;
  if (isAdministrator(a) || isAdministrator(b)) return true;
  return a.parent_id === b.id || b.parent_id === a.id;
}

/** How `other` stands to `me` in the contact lists (only asked for people `me` may talk to). */
export function relationOf(me: Person, other: Person): ChatContact['relation'] {
  if (isAdministrator(other)) return 'admin';
  return me.parent_id === other.id ? 'upper' : 'downline';
}

/**
 * Messages per user and process: a token bucket (burst `capacity`, refilled at `perSecond`), so
 * one client flooding the socket is refused before it reaches the database and others keep
 * their turn. Buckets that are full again are dropped.
 */
export class FloodLimit {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  take(userId: UserId): boolean {
    const now = this.now();
    const bucket = this.buckets.get(userId) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond);
    bucket.at = now;
    if (bucket.tokens < 1) {
      this.buckets.set(userId, bucket);
      return false;
    }
    bucket.tokens -= 1;
    this.buckets.set(userId, bucket);
    if (this.buckets.size > 10_000) this.sweep(now);
    return true;
  }

  private sweep(now: number) {
    for (const [id, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 1000) * this.perSecond >= this.capacity) this.buckets.delete(id);
    }
  }
}
