/** Session, account and user-info routes (contract/session.ts). Envelope: { code: 0, msg, data }. */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { perUserLimit } from '../../http/secret-limits';
import { PAY_PASSWORD_FORMAT_MESSAGE, passwordValid, payPasswordValid, userNameValid } from '../../../contract/credentials';
import { rulesOf } from '../../../contract/user-types';
import { nickNameProblem } from '../../../contract/text-rules';
import {
  SECURITY_QUESTIONS_TO_SET,
  SECURITY_QUESTIONS_TO_VERIFY,
  securityQuestions,
  sessionEndpoints,
  userEndpoints,
  USER_TYPES,
  type UserInfo,
} from '../../../contract/session';
import { fail } from '../../errors';
import { findLink, registerByLink } from '../team/links';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { unreadLettersCount } from '../letters/letters-count';
import { formatBeijing } from '../../../rules/beijing-time';
import { addressOwner, hashSecret, normalizeAnswer, ownerOf, userOwner, type HashOwner } from './passwords';
import {
  findUserById,
  findUserByInvite,
  findUserByName,
  insertUser,
  replacePayPassword,
  setLastLogin,
  setNickname,
  setPasswordHash,
  setPayPasswordOnce,
  setSecurityQuestions,
  type UserRow,
} from './queries';
import { DEVICE_COOKIE, knownDevices } from './devices';
import { answersMatch, parseAnswers, parseQuestions, resetTokens } from './recovery';
import { securityChecks, twoStepRequired } from './security';
import { FailureLimit, GuessLimit } from './throttle';

const flag = (on: boolean) => (on ? 1 : 0);

export function userInfoOf(user: UserRow, lettersCount: number): UserInfo {
  return {
    roleType: user.role_type,
    nikeName: user.nickname,
    cn: user.username,
    uin: user.id,
    userType: user.user_type,
    platformId: 4,
    // The log-in before this one (the current one is no news to the player).
    lastLoginTimeStr: user.previous_login_at ? formatBeijing(user.previous_login_at) : '',
    lettersCount,
    twostep: flag(user.twostep_secret !== null),
    twostepAgentTransfer: flag(twoStepRequired(user, 'agentTransfer')),
    twostepThirdTransfer: flag(twoStepRequired(user, 'thirdTransfer')),
    twostepBindAddress: flag(twoStepRequired(user, 'bindAddress')),
    twostepWithdraw: flag(twoStepRequired(user, 'withdraw')),
    twostepLogin: flag(twoStepRequired(user, 'login')),
    payPwd: flag(Boolean(user.pay_password_hash)),
    securityQuestion: flag(Boolean(user.security_questions)),
    sureChange: 0,
    ...(user.invite_code ? { inviteCode: user.invite_code } : {}),
  };
}

export async function sessionRoutes(app: FastifyInstance) {
  const { db, clock, config } = app;
  const { max, windowMs } = config.loginFailures;
  const loginLimit = new GuessLimit(app.attempts, 'login', max, windowMs);
  const resetLimit = new GuessLimit(app.attempts, 'reset', max, windowMs);
  const answerLimit = new FailureLimit(app.attempts, max, windowMs);
  const checks = securityChecks(app);
  const tokens = resetTokens(() => clock.now(), config.sessionSecret);
  const devices = knownDevices(config.sessionSecret, config.cookieSecure);
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

  // ------------------------------------------------------------------ session

  // Logged out is an answer here (code 401 with HTTP 200), not an error of the request.
  defineRoute(app, sessionEndpoints.loginState, (request) => (request.user ? { cn: request.user.username, uin: request.user.id } : fail('notLoggedIn')));

  // Made once at start, outside the queue.
  const dummyHash = await hashSecret('not-a-password-0', config.scryptN);
  defineRoute(
    app,
    sessionEndpoints.login,
    async (request, reply) => {
      const name = (request.body.cn ?? request.body.username ?? '').trim();
      const user = name ? await findUserByName(db, name) : undefined;
      // Verify against a dummy hash when the user is unknown, so timing does not tell. A log-in's
      // turn in the hashing queue is its address's: a spray over many names from one address is one owner.
      const check = () => verify(addressOwner(request.ip), request.body.password, user?.password_hash ?? dummyHash);
      const deviceCookie = request.cookies[DEVICE_COOKIE];
      const knownDevice = user ? devices.deviceOf(deviceCookie, user.id) : undefined;
      const valid = await loginLimit.guard(
        user?.id,
        request.ip,
        async () => (await check()) && user !== undefined,
        '登录失败次数过多，请15分钟后再试',
        knownDevice,
      );
      if (!user || !valid) return fail('badLogin');
      // With the login switch on, the password alone is not enough.
      await securityChecks(app).twoStep(user, request.body.code, 'login');
      if (request.user) await app.sessions.destroy(request, reply);
      await app.sessions.create(reply, user.id);
      devices.remember(reply, deviceCookie, user.id);
      await setLastLogin(db, user.id, clock.now());
      // As the row now reads: the newest log-in before this one is the previous.
      const userInfo = userInfoOf({ ...user, previous_login_at: user.last_login_at }, await unreadLettersCount(db, user.id));
      return { userInfo };
    },
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } } },
  );

  defineRoute(
    app,
    sessionEndpoints.logout,
    async (request, reply) => {
      await app.sessions.destroy(request, reply);
      return {};
    },
    { config: { mutates: true } },
  );

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

  // ------------------------------------------------------------------ forgotten password

  defineRoute(
    app,
    userEndpoints.checkUserName,
    async (request) => {
      const user = await findUserByName(db, request.body.cn.trim());
      if (!user) return fail('unknownUser');
      if (!user.security_questions) return fail('questionsMissing');
      return { cn: user.username, questions: user.security_questions.split(',').map(Number) };
    },
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );

  defineRoute(app, userEndpoints.resetPasswordQuestion, async (request) => {
    const user = await findUserByName(db, request.body.cn.trim());
    if (!user) return fail('unknownUser');
    const questions = parseQuestions(request.body.question, SECURITY_QUESTIONS_TO_VERIFY);
    const answers = parseAnswers(request.body.answer, SECURITY_QUESTIONS_TO_VERIFY, false);
    const knownDevice = devices.deviceOf(request.cookies[DEVICE_COOKIE], user.id);
    if (
      !(await resetLimit.guard(
        user.id,
        request.ip,
        () => answersMatch((secret, stored) => verify(addressOwner(request.ip), secret, stored), user, questions, answers),
        undefined,
        knownDevice,
      ))
    )
      fail('wrongAnswer');
    return { token: tokens.issue(user) };
  });

  defineRoute(app, userEndpoints.resetLoginPassword, async (request) => {
    const user = await findUserByName(db, request.body.cn.trim());
    if (!tokens.valid(user, request.body.token)) return fail('forbidden', '重置凭证无效或已过期');
    if (!passwordValid(request.body.password)) fail('badPassword');
    await setPasswordHash(db, user.id, await hash(ownerOf(request), request.body.password));
    await app.sessions.destroyAllOf(user.id);
    return {};
  });
}
