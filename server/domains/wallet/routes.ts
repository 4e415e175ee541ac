/** Balance calls. Amounts are decimal strings in yuan, read from the ledger-backed balance row. */
import type { FastifyInstance } from 'fastify';
import { walletPaths } from '../../../contract/paths';
import { USER_OK } from '../../../contract/primitives';
import type { CachedBalance, PlayerBalance } from '../../../contract/wallet';
import { fromMinorUnits } from '../../../engine-worker/orders/money';
import { userOf } from '../../plugins/session';
import { mainAccountOf } from './ledger';

const envelope = { 200: { type: 'object', additionalProperties: true } } as const;
export const yuan = (minor: number) => fromMinorUnits(BigInt(minor)) as string;

export async function walletRoutes(app: FastifyInstance) {
  app.get(
    walletPaths.balance,
    { schema: { querystring: { type: 'object', properties: { cbId: { type: 'string', maxLength: 40 } } }, response: envelope }, config: { auth: true } },
    async (request) => {
      const account = await mainAccountOf(app.db, userOf(request).id);
      const data: PlayerBalance = { cash: yuan(account.balance), agentActiveBalance: '0', version: account.version };
      return { code: USER_OK, msg: 'success', data };
    },
  );
  app.get(walletPaths.allCachedBalance, { schema: { response: envelope }, config: { auth: true } }, async (request) => {
    const account = await mainAccountOf(app.db, userOf(request).id);
    const data: CachedBalance[] = [{ cbId: 'sobet_01', name: '主钱包', balance: yuan(account.balance) }];
    return { code: USER_OK, msg: 'success', data };
  });
}
