/** Deposit endpoints (contract/payment.ts), the providers' notify endpoint and the sandbox cashier pages; the rules are in service.ts. */
import type { FastifyInstance } from 'fastify';
import { paymentEndpoints } from '../../../contract/payment';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { notifyRoute } from './notify-route';
import { sandboxCashierRoutes } from './sandbox';
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
  const read = { config: { auth: true } };
  const write = { config: { auth: true, mutates: true } };
  const e = paymentEndpoints;
  defineRoute(app, e.rechargeIndex, (request) => rechargeIndex(app, userOf(request)), read);
  defineRoute(app, e.queryChannel, (request) => queryChannel(app, userOf(request)), read);
  defineRoute(app, e.amountConfig, (request) => amountConfig(app, request.query.channelCode), read);
  defineRoute(app, e.preTransferRechargeInfo, (request) => preTransferInfo(app, userOf(request), request.body.code), write);
  defineRoute(app, e.recharge, (request) => recharge(app, userOf(request), request.body), write);
  defineRoute(app, e.onepayAmounts, (request) => ({ amountList: onepayAmounts(app, request.query.channelCode) }), read);
  defineRoute(app, e.onepayAmountsV2, (request) => ({ amountList: onepayAmountsWithIds(app, request.query.channelCode) }), read);
  defineRoute(app, e.orderBankInfo, (request) => orderBankInfo(app, userOf(request), request.query.orderId), read);
  defineRoute(app, e.updatePaynotify, async (request) => (await claimPaid(app, userOf(request), request.body.orderId, request.body.channelCode), {}), write);
  defineRoute(app, e.updatePaynotifyV2, async (request) => (await claimPaid(app, userOf(request), request.body.orderId, request.body.channelCode), {}), write);
  defineRoute(app, e.onepayV3Url, (request) => cashierLink(app, userOf(request), request.query.orderId), read);
  defineRoute(app, e.imPayRenew, (request) => cashierLink(app, userOf(request), request.query.spsn), read);
  defineRoute(app, e.coinTypeList, () => coinTypeList(app), read);
  defineRoute(app, e.rechargeAddress, (request) => rechargeAddress(app, userOf(request), request.query), read);
  defineRoute(app, e.walletRecharge, (request) => walletRecharge(app, userOf(request), request.body), write);
  defineRoute(app, e.orderStatus, (request) => orderStatus(app, userOf(request), request.query.orderId), read);
  defineRoute(app, e.cancelOrder, (request) => cancelOrder(app, userOf(request), request.body.orderId), write);
  defineRoute(app, e.orderList, (request) => orderList(app, userOf(request)), read);
  await app.register(notifyRoute);
  if (app.config.sandboxProviders) await app.register(sandboxCashierRoutes);
}
