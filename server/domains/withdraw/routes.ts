/** Withdrawal and trade-record endpoints (contract/withdraw.ts); the rules are in service.ts. */
import type { FastifyInstance } from 'fastify';
import { withdrawEndpoints } from '../../../contract/withdraw';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { sandboxPayoutRoutes } from './sandbox';
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
} from './service';

export async function withdrawRoutes(app: FastifyInstance) {
  const read = { config: { auth: true } };
  const write = { config: { auth: true, mutates: true } };
  defineRoute(app, withdrawEndpoints.config, (request) => withdrawConfig(app, userOf(request)), write);
  defineRoute(app, withdrawEndpoints.poolAmounts, (request) => poolChannelAmounts(app.config.withdraw, request.query.channelType), { config: { auth: true } });
  defineRoute(app, withdrawEndpoints.submit, (request) => submitWithdrawal(app, userOf(request), request.body), write);
  defineRoute(app, withdrawEndpoints.coinQuote, (request) => coinQuote(app, request.query), read);
  defineRoute(app, withdrawEndpoints.confirmReceipt, (request) => confirmReceipt(app, userOf(request).id, request.body.spsn), write);
  defineRoute(app, withdrawEndpoints.order, (request) => withdrawOrder(app, userOf(request).id, request.query.spsn), read);
  defineRoute(app, withdrawEndpoints.withdrawRecords, (request) => withdrawRecords(app, userOf(request).id, request.query), read);
  defineRoute(app, withdrawEndpoints.chargeRecords, (request) => chargeRecords(app, userOf(request).id, request.query), read);
  defineRoute(app, withdrawEndpoints.hostedSetting, (request) => hostedSetting(app, userOf(request), request.query.withdrawType), read);
  defineRoute(app, withdrawEndpoints.hostedSubmit, (request) => submitHosted(app, userOf(request), request.body), write);
  if (app.config.sandboxProviders) await app.register(sandboxPayoutRoutes);
}
