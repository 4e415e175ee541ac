/** Registration, the user info, the profile, passwords, the fund password and security questions (contract/session.ts). */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sessionEndpoints, userEndpoints as e } from '../../../contract/session';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { perUserLimit } from '../../http/secret-limits';
import { userOf } from '../../plugins/session';
import { userService } from './service';

export async function userRoutes(app: FastifyInstance) {
  const users = userService(serverDeps(app));
  const auth = { config: { auth: true } };
  const secret = { config: { auth: true, rateLimit: perUserLimit(10) } };

  // With several processes the counts live in Redis; a Redis outage lets requests through
  // (the log-in throttle still applies) rather than failing them.
  await app.register(rateLimit, { global: false, ...(app.redis ? { redis: app.redis.client, nameSpace: 'sobet:rate:', skipOnError: true } : {}) });

  defineRoute(app, sessionEndpoints.register, (request, reply) => users.register(request, reply), { config: { rateLimit: { max: 20, timeWindow: 60_000 } } });

  defineRoute(app, e.userCenter, async (request) => ({ userInfo: await users.userInfo(userOf(request)) }), auth);
  defineRoute(app, e.userInfo, (request) => users.userInfo(userOf(request)), auth);
  defineRoute(app, e.userInfoV2, (request) => users.userInfo(userOf(request)), auth);
  defineRoute(app, e.updateNickName, (request) => users.changeNickName(userOf(request), request.query.nickName), { config: { auth: true, mutates: true } });
  defineRoute(app, e.updateUserInfo, (request) => users.changeNickName(userOf(request), request.body.nickName), auth);
  defineRoute(app, e.updatePassword, (request) => users.changePassword(userOf(request), request.body), auth);
  defineRoute(app, e.updatePasswordMobile, (request) => users.changePassword(userOf(request), request.body), auth);
  defineRoute(app, e.updatePasswordQuery, (request) => users.changePassword(userOf(request), request.query), auth);

  defineRoute(app, e.setPayPassword, (request) => users.setPayPassword(userOf(request), request.body.payPassword), secret);
  defineRoute(
    app,
    e.updatePayPassword,
    (request) => users.changePayPassword(userOf(request), request.body.oldPayPassword, request.body.newPayPassword),
    secret,
  );
  defineRoute(app, e.validatePayPassword, (request) => users.checkPayPassword(userOf(request), request.body.payPassword), auth);
  defineRoute(app, e.validatePayPasswordForCoin, (request) => users.checkPayPassword(userOf(request), request.body.payPassword), auth);
  defineRoute(app, e.payPasswordExists, (request) => users.payPasswordExists(userOf(request)), auth);

  defineRoute(app, e.securityQuestionBank, (request) => users.questionBank(userOf(request)), auth);
  defineRoute(app, e.securityQuestion, (request) => users.setQuestions(userOf(request), request.body), auth);
  defineRoute(app, e.oldSecurityQuestionCheck, (request) => users.checkAnswers(userOf(request), request.body.question, request.body.answer), auth);
}
