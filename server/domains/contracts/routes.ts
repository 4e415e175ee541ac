/**
 * Team contract routes (contract/team-contracts.ts): agents only (user types with a team center;
 * others 403 无权操作), each call over the caller's own contracts, payouts and tree.
 */
import type { FastifyInstance } from 'fastify';
import { contractEndpoints } from '../../../contract/team-contracts';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { approvePayout, payoutList, repayPayout } from './payouts';
import { betAmountReport, recommendReport, recruitReport } from './reports';
import { agentOf } from '../team/agent';
import { cancelContract, contractCandidates, contractList, decideOffer, offerContract, requestedContractId } from './service';

export async function contractRoutes(app: FastifyInstance) {
  const auth = { config: { auth: true } };
  const mutating = { config: { auth: true, mutates: true } };
  const deps = serverDeps(app);

  defineRoute(app, contractEndpoints.contracts, (request) => contractList(deps, agentOf(request).id, request.query), auth);
  defineRoute(app, contractEndpoints.candidates, (request) => contractCandidates(deps, agentOf(request).id, request.query.kind), auth);
  defineRoute(app, contractEndpoints.payouts, (request) => payoutList(deps, agentOf(request).id, request.query), auth);
  defineRoute(app, contractEndpoints.offer, (request) => offerContract(deps, agentOf(request).id, request.body), mutating);
  defineRoute(app, contractEndpoints.sign, (request) => decideOffer(deps, agentOf(request).id, requestedContractId(request.body.id), true), mutating);
  defineRoute(app, contractEndpoints.refuse, (request) => decideOffer(deps, agentOf(request).id, requestedContractId(request.body.id), false), mutating);
  defineRoute(app, contractEndpoints.cancel, (request) => cancelContract(deps, agentOf(request).id, requestedContractId(request.body.id)), mutating);
  defineRoute(app, contractEndpoints.approve, (request) => approvePayout(deps, agentOf(request).id, request.body.id, request.body.approve === 1), mutating);
  defineRoute(app, contractEndpoints.repay, (request) => repayPayout(deps, agentOf(request).id, request.body.id), mutating);
  defineRoute(app, contractEndpoints.recommendReport, (request) => recommendReport(deps.db, agentOf(request).id, request.query, deps.clock.now()), auth);
  defineRoute(app, contractEndpoints.recruitReport, (request) => recruitReport(deps.db, agentOf(request).id, request.query, deps.clock.now()), auth);
  defineRoute(app, contractEndpoints.betAmountReport, (request) => betAmountReport(deps.db, agentOf(request).id, request.query, deps.clock.now()), auth);
}
