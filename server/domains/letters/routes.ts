/**
 * Administrator messages (contract/letters.ts): the reader's notices, their read and deleted
 * marks (service.ts), and the administrators' send (send.ts).
 */
import type { FastifyInstance } from 'fastify';
import { letterEndpoints } from '../../../contract/letters';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { sendLetter } from './send';
import { latestLetters, letterCounts, letterHistory, markAllLettersRead, markLetter } from './service';

export async function letterRoutes(app: FastifyInstance) {
  const deps = serverDeps(app);
  // the history is a read sent as POST, as the platform does: no CSRF-relevant change
  const reads = { config: { auth: true } };
  const changes = { config: { auth: true, mutates: true } };

  defineRoute(app, letterEndpoints.latest, (request) => latestLetters(deps, userOf(request).id, request.query.size), reads);
  defineRoute(app, letterEndpoints.history, (request) => letterHistory(deps, userOf(request).id, request.body), reads);
  defineRoute(app, letterEndpoints.read, (request) => markLetter(deps, userOf(request).id, request.query.id, 'read_at'), changes);
  defineRoute(app, letterEndpoints.remove, (request) => markLetter(deps, userOf(request).id, request.query.id, 'deleted_at'), changes);
  defineRoute(app, letterEndpoints.count, (request) => letterCounts(deps, userOf(request).id), reads);
  // msgType can only be the administrator conversation's (the schema allows 0 alone).
  defineRoute(app, letterEndpoints.setMsgStatus, (request) => markAllLettersRead(deps, userOf(request).id), changes);
  defineRoute(app, letterEndpoints.send, (request) => sendLetter(deps, userOf(request).id, request.body), changes);
}
