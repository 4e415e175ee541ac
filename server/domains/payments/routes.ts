/** Deposit endpoints (contract/payment.ts), the providers' notify endpoint and the sandbox cashier pages; the rules are in service.ts. */
import type { FastifyInstance } from 'fastify';
import { paymentEndpoints } from '../../../contract/payment';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { notifyRoute } from './notify-route';
import { sandboxCashierPages } from './pages';
import {
  amountConfig,
  cancelOrder,
  cashierLink,
  claimPaid,
  coinTypeList,
  onepayAmounts,
  onepayAmountsWithIds,
  orderBankInfo,
  orderList,
  orderStatus,
  preTransferInfo,
  queryChannel,
  recharge,
  rechargeAddress,
  rechargeIndex,
  walletRecharge,
} from './service';

export async function paymentRoutes(app: FastifyInstance) {
  const deps = serverDeps(app);
  const read = { config: { auth: true } };
  const write = { config: { auth: true, mutates: true } };
  const e = paymentEndpoints;
  defineRoute(app, e.rechargeIndex, (request) => rechargeIndex(deps, userOf(request)), read);
  defineRoute(app, e.queryChannel, (request) => queryChannel(deps, userOf(request)), read);
  defineRoute(app, e.amountConfig, (request) => amountConfig(deps, request.query.channelCode), read);
  defineRoute(app, e.preTransferRechargeInfo, (request) => preTransferInfo(deps, userOf(request), request.body.code), write);
  defineRoute(app, e.recharge, (request) => recharge(deps, userOf(request), request.body), write);
  defineRoute(app, e.onepayAmounts, (request) => ({ amountList: onepayAmounts(deps, request.query.channelCode) }), read);
  defineRoute(app, e.onepayAmountsV2, (request) => ({ amountList: onepayAmountsWithIds(deps, request.query.channelCode) }), read);
  defineRoute(app, e.orderBankInfo, (request) => orderBankInfo(deps, userOf(request), request.query.orderId), read);
  defineRoute(app, e.updatePaynotify, async (request) => (await claimPaid(deps, userOf(request), request.body.orderId, request.body.channelCode), {}), write);
  defineRoute(app, e.updatePaynotifyV2, async (request) => (await claimPaid(deps, userOf(request), request.body.orderId, request.body.channelCode), {}), write);
  defineRoute(app, e.onepayV3Url, (request) => cashierLink(deps, userOf(request), request.query.orderId), read);
  defineRoute(app, e.imPayRenew, (request) => cashierLink(deps, userOf(request), request.query.spsn), read);
  defineRoute(app, e.coinTypeList, () => coinTypeList(deps), read);
  defineRoute(app, e.rechargeAddress, (request) => rechargeAddress(deps, userOf(request), request.query), read);
  defineRoute(app, e.walletRecharge, (request) => walletRecharge(deps, userOf(request), request.body), write);
  defineRoute(app, e.orderStatus, (request) => orderStatus(deps, userOf(request), request.query.orderId), read);
  defineRoute(app, e.cancelOrder, (request) => cancelOrder(deps, userOf(request), request.body.orderId), write);
  defineRoute(app, e.orderList, (request) => orderList(deps, userOf(request)), read);
  await app.register(notifyRoute);
  if (deps.config.sandboxProviders) await app.register(sandboxCashierPages);
}
