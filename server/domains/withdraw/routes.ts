/** Withdrawal and trade-record endpoints (contract/withdraw.ts); the rules are in service.ts. */
import type { FastifyInstance } from 'fastify';
import { withdrawEndpoints } from '../../../contract/withdraw';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { securityChecks } from '../users/security';
import { sandboxPayoutPages } from './pages';
import {
  chargeRecords,
  coinQuote,
  confirmReceipt,
  hostedSetting,
  poolChannelAmounts,
  submitHosted,
  submitWithdrawal,
  withdrawConfig,
  withdrawOrder,
  withdrawRecords,
  type WithdrawRequestDeps,
} from './service';

export async function withdrawRoutes(app: FastifyInstance) {
  // with the fund password and two-step checks a withdrawal asks: the app's one set of checks
  const deps: WithdrawRequestDeps = Object.assign(serverDeps(app), { security: securityChecks(app) });
  const read = { config: { auth: true } };
  const write = { config: { auth: true, mutates: true } };
  defineRoute(app, withdrawEndpoints.config, (request) => withdrawConfig(deps, userOf(request)), write);
  defineRoute(app, withdrawEndpoints.poolAmounts, (request) => poolChannelAmounts(deps.config.withdraw, request.query.channelType), { config: { auth: true } });
  defineRoute(app, withdrawEndpoints.submit, (request) => submitWithdrawal(deps, userOf(request), request.body), write);
  defineRoute(app, withdrawEndpoints.coinQuote, (request) => coinQuote(deps, request.query), read);
  defineRoute(app, withdrawEndpoints.confirmReceipt, (request) => confirmReceipt(deps, userOf(request).id, request.body.spsn), write);
  defineRoute(app, withdrawEndpoints.order, (request) => withdrawOrder(deps, userOf(request).id, request.query.spsn), read);
  defineRoute(app, withdrawEndpoints.withdrawRecords, (request) => withdrawRecords(deps, userOf(request).id, request.query), read);
  defineRoute(app, withdrawEndpoints.chargeRecords, (request) => chargeRecords(deps, userOf(request).id, request.query), read);
  defineRoute(app, withdrawEndpoints.hostedSetting, (request) => hostedSetting(deps, userOf(request), request.query.withdrawType), read);
  defineRoute(app, withdrawEndpoints.hostedSubmit, (request) => submitHosted(deps, userOf(request), request.body), write);
  if (deps.config.sandboxProviders) await app.register(sandboxPayoutPages);
}
