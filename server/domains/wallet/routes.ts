/** Wallet routes (contract/wallet.ts): balances, transfers, ledger records. Rules live in transfers.ts and records.ts. */
import type { FastifyInstance } from 'fastify';
import { accountChangeTypes, isWalletId, MAIN_WALLET, TRANSFER_REFUSED, walletEndpoints } from '../../../contract/wallet';
import { defineRoute } from '../../http/define-route';
import { ApiError, fail } from '../../errors';
import { userOf } from '../../plugins/session';
import { accountKindOf } from './ledger';
import { walletAccountOf } from './queries';
import { accountChanges, flowRecords, transferRecords } from './records';
import { transfer, transferIndex, walletCashList } from './transfers';
import { fromMinorUnits } from '../../../rules/money';

export async function walletRoutes(app: FastifyInstance) {
  const auth = { config: { auth: true } };
  defineRoute(
    app,
    walletEndpoints.balance,
    async (request) => {
      const cbId = request.query.cbId || MAIN_WALLET;
      const account = isWalletId(cbId) ? await walletAccountOf(app.db, userOf(request).id, accountKindOf(cbId)) : undefined;
      if (!account) return fail('transferWallet');
      return { cash: fromMinorUnits(account.balance), agentActiveBalance: '0', version: account.version };
    },
    auth,
  );
  defineRoute(app, walletEndpoints.allCachedBalance, (request) => walletCashList(app.db, userOf(request).id), auth);
  defineRoute(app, walletEndpoints.transferIndex, (request) => transferIndex(app, userOf(request)), auth);
  defineRoute(
    app,
    walletEndpoints.transfer,
    async (request, reply) => {
      try {
        return await transfer(app, userOf(request), request.body);
      } catch (error) {
        if (error instanceof ApiError && error.httpStatus === 200) return reply.send({ code: TRANSFER_REFUSED, msg: error.message });
        throw error;
      }
    },
    { config: { auth: true, mutates: true } },
  );
  defineRoute(app, walletEndpoints.accountChange, (request) => accountChanges(app, userOf(request).id, request.query), auth);
  defineRoute(app, walletEndpoints.accountChangeOptions, () => accountChangeTypes.map((t) => ({ value: t.value, label: t.label })), auth);
  defineRoute(app, walletEndpoints.transfers, (request) => transferRecords(app, userOf(request).id, request.query), auth);
  defineRoute(app, walletEndpoints.flow, (request) => flowRecords(app, userOf(request).id, request.query), auth);
}
