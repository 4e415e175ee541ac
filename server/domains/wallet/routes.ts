/** Wallet routes (contract/wallet.ts): balances, transfers, ledger records. Rules live in transfers.ts and records.ts. */
import type { FastifyInstance } from 'fastify';
import { accountChangeTypes, walletEndpoints } from '../../../contract/wallet';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { accountChanges, flowRecords, transferRecords } from './records';
import { transferAnswered, transferIndex, walletBalance, walletCashList } from './transfers';

export async function walletRoutes(app: FastifyInstance) {
  const auth = { config: { auth: true } };
  defineRoute(app, walletEndpoints.balance, (request) => walletBalance(app.db, userOf(request).id, request.query.cbId), auth);
  defineRoute(app, walletEndpoints.allCachedBalance, (request) => walletCashList(app.db, userOf(request).id), auth);
  defineRoute(app, walletEndpoints.transferIndex, (request) => transferIndex(app, userOf(request)), auth);
  defineRoute(app, walletEndpoints.transfer, (request, reply) => transferAnswered(app, userOf(request), request.body, reply), {
    config: { auth: true, mutates: true },
  });
  defineRoute(app, walletEndpoints.accountChange, (request) => accountChanges(app, userOf(request).id, request.query), auth);
  defineRoute(app, walletEndpoints.accountChangeOptions, () => accountChangeTypes.map((t) => ({ value: t.value, label: t.label })), auth);
  defineRoute(app, walletEndpoints.transfers, (request) => transferRecords(app, userOf(request).id, request.query), auth);
  defineRoute(app, walletEndpoints.flow, (request) => flowRecords(app, userOf(request).id, request.query), auth);
}
