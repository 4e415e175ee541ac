/** Registration, the user info, the profile, passwords, the fund password and security questions (contract/session.ts). */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAY_PASSWORD_FORMAT_MESSAGE, passwordValid, payPasswordValid, userNameValid } from '../../../contract/credentials';
import {
  SECURITY_QUESTIONS_TO_SET,
  SECURITY_QUESTIONS_TO_VERIFY,
  securityQuestions,
  sessionEndpoints,
  userEndpoints,
  USER_TYPES,
} from '../../../contract/session';
import { nickNameProblem } from '../../../contract/text-rules';
import { rulesOf } from '../../../contract/user-types';
import { fail } from '../../errors';
import { defineRoute } from '../../http/define-route';
import { perUserLimit } from '../../http/secret-limits';
import { userOf } from '../../plugins/session';
import { unreadLettersCount } from '../letters/letters-count';
import { FailureLimit } from '../session/throttle';
import { findLink, registerByLink } from '../team/links';
import { normalizeAnswer, ownerOf, userOwner, type HashOwner } from './passwords';
import {
  findUserById,
  findUserByInvite,
  insertUser,
  replacePayPassword,
  setLastLogin,
  setNickname,
  setPasswordHash,
  setPayPasswordOnce,
  setSecurityQuestions,
  type UserRow,
} from './queries';
import { answersMatch, parseAnswers, parseQuestions } from './recovery';
import { securityChecks } from './security';
import { userInfoOf } from './user-info';

export async function userRoutes(app: FastifyInstance) {
  const { db, clock, config } = app;
  const { max, windowMs } = config.loginFailures;
  const answerLimit = new FailureLimit(app.attempts, max, windowMs);
  const checks = securityChecks(app);
  const hash = (owner: HashOwner, secret: string) => app.passwords.hash(owner, secret);
  const verify = (owner: HashOwner, secret: string, stored: string | null | undefined) => app.passwords.verify(owner, secret, stored);
  const auth = { config: { auth: true } };

  // With several processes the counts live in Redis; a Redis outage lets requests through
  // (the log-in throttle still applies) rather than failing them.
  await app.register(rateLimit, { global: false, ...(app.redis ? { redis: app.redis.client, nameSpace: 'sobet:rate:', skipOnError: true } : {}) });

  /** Two of the user's questions answered right, with failures counted per user. */
  async function proveAnswers(user: UserRow, question: string | undefined, answer: string | undefined) {
    const questions = parseQuestions(question, SECURITY_QUESTIONS_TO_VERIFY);
    const answers = parseAnswers(answer, SECURITY_QUESTIONS_TO_VERIFY, false);
    if (
      !(await answerLimit.guard(`sq:${user.id}`, () => answersMatch((secret, stored) => verify(userOwner(user.id), secret, stored), user, questions, answers)))
    )
      fail('wrongAnswer');
  }

  const currentUser = (request: FastifyRequest) => checks.userById(userOf(request).id);

  async function changePassword(request: FastifyRequest, input: { oldPassword: string; newPassword: string }) {
    const user = await currentUser(request);
    if (!passwordValid(input.newPassword)) fail('badPassword');
    if (!(await checks.loginPasswordMatches(user, input.oldPassword))) fail('wrongPassword');
    await setPasswordHash(db, user.id, await hash(userOwner(user.id), input.newPassword));
    // Other sessions of the user end; this one stays.
    await app.sessions.destroyAllOf(user.id, userOf(request).tokenHash);
    return {};
  }

  defineRoute(
    app,
    sessionEndpoints.register,
    async (request, reply) => {
      const { sign, cn, password } = request.body;
      if (!userNameValid(cn)) fail('badUserName');
      if (!passwordValid(password)) fail('badPassword');
      const inviter = await findUserByInvite(db, sign);
      // A team registration link (team center) opens the account with the link's point and type.
      const link = inviter ? undefined : await findLink(db, sign);
      if (!link && (!inviter || !rulesOf(inviter.user_type).invite)) return fail('badInvite');
      const id = link
        ? await registerByLink(app, link, { username: cn, password }, ownerOf(request))
        : await insertUser(db, {
            username: cn,
            passwordHash: await hash(ownerOf(request), password),
            userType: USER_TYPES.member,
            parentId: inviter!.id,
            now: clock.now(),
          });
      if (id === undefined) return fail('userExists');
      await app.sessions.create(reply, id);
      const user = (await findUserById(db, id))!;
      await setLastLogin(db, id, clock.now());
      return { userInfo: userInfoOf(user, await unreadLettersCount(db, id)) };
    },
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
  );

  // ------------------------------------------------------------------ user info

  const fullUserInfo = async (request: FastifyRequest) => {
    const user = await currentUser(request);
    return userInfoOf(user, await unreadLettersCount(db, user.id));
  };
  defineRoute(app, userEndpoints.userCenter, async (request) => ({ userInfo: await fullUserInfo(request) }), auth);
  defineRoute(app, userEndpoints.userInfo, fullUserInfo, auth);
  defineRoute(app, userEndpoints.userInfoV2, fullUserInfo, auth);

  const nickName = async (request: FastifyRequest, value: string | undefined) => {
    const nick = (value ?? '').trim();
    const problem = nickNameProblem(nick);
    if (problem) fail(problem);
    await setNickname(db, userOf(request).id, nick);
    return { nikeName: nick };
  };
  defineRoute(app, userEndpoints.updateNickName, (request) => nickName(request, request.query.nickName), { config: { auth: true, mutates: true } });
  defineRoute(app, userEndpoints.updateUserInfo, (request) => nickName(request, request.body.nickName), auth);

  defineRoute(app, userEndpoints.updatePassword, (request) => changePassword(request, request.body), auth);
  defineRoute(app, userEndpoints.updatePasswordMobile, (request) => changePassword(request, request.body), auth);
  defineRoute(app, userEndpoints.updatePasswordQuery, (request) => changePassword(request, request.query), auth);

  // ------------------------------------------------------------------ fund password

  defineRoute(
    app,
    userEndpoints.setPayPassword,
    async (request) => {
      const { payPassword } = request.body;
      const user = await currentUser(request);
      if (!payPasswordValid(payPassword)) fail('badPassword', PAY_PASSWORD_FORMAT_MESSAGE);
      // Set already: refused before the comparison with the log-in password, which would tell whether a guess is it.
      if (user.pay_password_hash) fail('payPasswordSet');
      if (await checks.loginPasswordMatches(user, payPassword)) fail('samePassword');
      if (!(await setPayPasswordOnce(db, user.id, await hash(userOwner(user.id), payPassword)))) fail('payPasswordSet');
      return {};
    },
    { config: { auth: true, rateLimit: perUserLimit(10) } },
  );
  defineRoute(
    app,
    userEndpoints.updatePayPassword,
    async (request) => {
      const { oldPayPassword, newPayPassword } = request.body;
      const user = await currentUser(request);
      if (!payPasswordValid(newPayPassword)) fail('badPassword', PAY_PASSWORD_FORMAT_MESSAGE);
      await checks.fundPassword(user, oldPayPassword);
      if (await checks.loginPasswordMatches(user, newPayPassword)) fail('samePassword');
      await replacePayPassword(db, user.id, await hash(userOwner(user.id), newPayPassword));
      return {};
    },
    { config: { auth: true, rateLimit: perUserLimit(10) } },
  );
  const validatePayPassword = async (request: FastifyRequest<{ Body: { payPassword: string } }>) => {
    await checks.fundPassword(await currentUser(request), request.body.payPassword);
    return {};
  };
  defineRoute(app, userEndpoints.validatePayPassword, validatePayPassword, auth);
  defineRoute(app, userEndpoints.validatePayPasswordForCoin, validatePayPassword, auth);
  defineRoute(app, userEndpoints.payPasswordExists, async (request) => ({ exist: Boolean((await currentUser(request)).pay_password_hash) }), auth);

  // ------------------------------------------------------------------ security questions

  defineRoute(
    app,
    userEndpoints.securityQuestionBank,
    async (request) => {
      const user = await currentUser(request);
      return { bank: [...securityQuestions], mine: user.security_questions ? user.security_questions.split(',').map(Number) : [] };
    },
    auth,
  );

  defineRoute(
    app,
    userEndpoints.securityQuestion,
    async (request) => {
      const user = await currentUser(request);
      const questions = parseQuestions(request.body.question, SECURITY_QUESTIONS_TO_SET);
      const answers = parseAnswers(request.body.answer, SECURITY_QUESTIONS_TO_SET, true);
      // Changing: prove two of the current answers first.
      if (user.security_questions) await proveAnswers(user, request.body.oldQuestion, request.body.oldAnswer);
      const hashes = await Promise.all(answers.map((a) => hash(userOwner(user.id), normalizeAnswer(a))));
      await setSecurityQuestions(db, user.id, questions.join(','), JSON.stringify(hashes));
      return {};
    },
    auth,
  );

  defineRoute(
    app,
    userEndpoints.oldSecurityQuestionCheck,
    async (request) => {
      await proveAnswers(await currentUser(request), request.body.question, request.body.answer);
      return {};
    },
    auth,
  );
}
