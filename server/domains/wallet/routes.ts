/** Wallet routes (contract/wallet.ts): balances, transfers, ledger records. Rules live in transfers.ts and records.ts. */
import type { FastifyInstance } from 'fastify';
import { accountChangeTypes, walletEndpoints } from '../../../contract/wallet';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { securityChecks } from '../users/security';
import { accountChanges, flowRecords, transferRecords } from './records';
import { transferAnswered, transferIndex, walletBalance, walletCashList, type TransferDeps } from './transfers';

export async function walletRoutes(app: FastifyInstance) {
  // with the fund password and two-step checks a transfer asks: the app's one set of checks
  const deps: TransferDeps = Object.assign(serverDeps(app), { security: securityChecks(app) });
  const auth = { config: { auth: true } };
  defineRoute(app, walletEndpoints.balance, (request) => walletBalance(deps.db, userOf(request).id, request.query.cbId), auth);
  defineRoute(app, walletEndpoints.allCachedBalance, (request) => walletCashList(deps.db, userOf(request).id), auth);
  defineRoute(app, walletEndpoints.transferIndex, (request) => transferIndex(deps, userOf(request)), auth);
  defineRoute(app, walletEndpoints.transfer, (request, reply) => transferAnswered(deps, userOf(request), request.body, reply), {
    config: { auth: true, mutates: true },
  });
  defineRoute(app, walletEndpoints.accountChange, (request) => accountChanges(deps, userOf(request).id, request.query), auth);
  defineRoute(app, walletEndpoints.accountChangeOptions, () => accountChangeTypes.map((t) => ({ value: t.value, label: t.label })), auth);
  defineRoute(app, walletEndpoints.transfers, (request) => transferRecords(deps, userOf(request).id, request.query), auth);
  defineRoute(app, walletEndpoints.flow, (request) => flowRecords(deps, userOf(request).id, request.query), auth);
}
