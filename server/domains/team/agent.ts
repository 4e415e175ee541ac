/** Who may use the team center and the contracts: user types with a team center (0 and 10 get 403 无权操作). */
import type { FastifyRequest } from 'fastify';
import { rulesOf } from '../../../contract/user-types';
import { fail } from '../../errors';
import { userOf, type SessionUser } from '../../plugins/session';

/** The caller, who must have a team center (an agent's type). */
export function agentOf(request: FastifyRequest): SessionUser {
  const user = userOf(request);
  if (!rulesOf(user.userType).team) fail('forbidden');
  return user;
}
