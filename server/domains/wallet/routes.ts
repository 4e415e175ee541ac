/** Balance endpoints (contract/wallet.ts). Amounts are decimal strings in yuan, read from the ledger-backed balance row. */
import type { FastifyInstance } from 'fastify';
import { walletEndpoints } from '../../../contract/wallet';
import { fromMinorUnits } from '../../../engine-worker/orders/money';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { mainAccountOf } from './ledger';

export const yuan = (minor: number) => fromMinorUnits(BigInt(minor)) as string;

export async function walletRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    walletEndpoints.balance,
    async (request) => {
      const account = await mainAccountOf(app.db, userOf(request).id);
      return { cash: yuan(account.balance), agentActiveBalance: '0', version: account.version };
    },
    { config: { auth: true } },
  );
  defineRoute(
    app,
    walletEndpoints.allCachedBalance,
    async (request) => {
      const account = await mainAccountOf(app.db, userOf(request).id);
      return [{ cbId: 'sobet_01', name: '主钱包', balance: yuan(account.balance) }];
    },
    { config: { auth: true } },
  );
}
