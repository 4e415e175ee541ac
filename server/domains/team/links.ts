/**
 * Team registration links as the register page sees them (the team domain's public file): a
 * link's code is accepted as the invite sign and opens the account with the link's point and type.
 */
import { rulesOf } from '../../../contract/user-types';
import type { Db } from '../../db/client';
import type { ServerDeps } from '../../deps';
import { findUserById } from '../users/queries';
import type { HashOwner } from '../users/security';
import { ownPoint, registerUnder } from './manage';
import { countLinkRegistration, liveLinkByCode } from './queries';
import type { UserId } from '../../db/ids';

/**
 * The live link with this code (the register page's sign), or undefined; its owner must still have a team center
 * (an agent since made withdraw-only recruits no one through old links).
 */
export async function findLink(db: Db, code: string) {
  const link = await liveLinkByCode(db, code);
  const owner = link && (await findUserById(db, link.user_id));
  return owner && rulesOf(owner.user_type).team ? link : undefined;
}

/** Registration through a link: the account gets the link's point and type, and the link counts it. */
export async function registerByLink(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'passwords'>,
  link: { id: number; user_id: UserId; rebate_point: number; user_type: number },
  input: { username: string; password: string },
  owner: HashOwner,
): Promise<UserId> {
  // The owner's point may have been lowered since the link was made: never above it now.
  const point = Math.min(link.rebate_point, await ownPoint(deps.db, link.user_id));
  const id = await registerUnder(deps, link.user_id, { ...input, point, userType: link.user_type }, owner);
  await countLinkRegistration(deps.db, link.id);
  return id;
}
