/** Session and user-info routes. Envelope: { code: 0, msg, data }. */
import crypto from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerLengthValid, PAY_PASSWORD_FORMAT_MESSAGE, passwordValid, payPasswordValid, userNameValid } from '../../../contract/credentials';
import { sessionPaths, userPaths } from '../../../contract/paths';
import { rulesOf } from '../../../contract/user-types';
import { USER_OK } from '../../../contract/primitives';
import { nickNameProblem } from '../../../contract/text-rules';
import {
  SECURITY_QUESTIONS_TO_SET,
  SECURITY_QUESTIONS_TO_VERIFY,
  securityQuestions,
  USER_TYPES,
  type UserInfo,
} from '../../../contract/session';
import { ApiError, fail } from '../../errors';
import { userOf } from '../../plugins/session';
import { unreadLettersCount } from '../letters/letters-count';
import { formatBeijing } from '../../time';
import { hashSecret, normalizeAnswer, verifySecret } from './passwords';
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
import { FailureLimit, GuessLimit } from './throttle';

const ok = <T>(data?: T) => ({ code: USER_OK, msg: 'success', data });

const str = (max = 200) => ({ type: 'string', maxLength: max }) as const;
const bodyOf = (props: Record<string, object>, required: string[] = []) => ({ type: 'object', properties: props, required }) as const;
const envelope = { 200: { type: 'object', additionalProperties: true } } as const;

export function userInfoOf(user: UserRow, lettersCount = 0): UserInfo {
  return {
    roleType: user.role_type,
    nikeName: user.nickname,
    cn: user.username,
    uin: user.id,
    userType: user.user_type,
    platformId: 4,
    lastLoginTimeStr: user.last_login_at ? formatBeijing(user.last_login_at) : '',
    lettersCount,
    twostep: 0,
    twostepAgentTransfer: 0,
    twostepThirdTransfer: 0,
    twostepBindAddress: 0,
    twostepWithdraw: 0,
    twostepLogin: 0,
    payPwd: user.pay_password_hash ? 1 : 0,
    securityQuestion: user.security_questions ? 1 : 0,
    sureChange: 0,
    ...(user.invite_code ? { inviteCode: user.invite_code } : {}),
  };
}

/** "1,5,9" → [1,5,9]; checks ids in the bank, distinct, and the expected count. */
function parseQuestions(list: string | undefined, count: number): number[] {
  const ids = (list ?? '').split(',').filter((s) => s !== '').map(Number);
  if (ids.length !== count || ids.some((id) => !Number.isInteger(id) || id < 1 || id > securityQuestions.length) || new Set(ids).size !== ids.length)
    fail('chooseQuestion');
  return ids;
}

function parseAnswers(list: string | undefined, count: number, checkLength: boolean): string[] {
  const answers = (list ?? '').split(',').map((a) => a.trim());
  if (answers.length !== count || answers.some((a) => a === '')) fail('emptyAnswer');
  if (checkLength && answers.some((a) => !answerLengthValid(a))) fail('answerLength');
  return answers;
}

export async function sessionRoutes(app: FastifyInstance) {
  const { db, clock, config } = app;
  const { max, windowMs } = config.loginFailures;
  const loginLimit = new GuessLimit(app.attempts, 'login', max, windowMs);
  const resetLimit = new GuessLimit(app.attempts, 'reset', max, windowMs);
  const secretLimit = new FailureLimit(app.attempts, max, windowMs);
  const resetSecret = crypto.randomBytes(32);
  const hash = (secret: string) => hashSecret(secret, config.scryptN);

  // With several processes the counts live in Redis; a Redis outage lets requests through
  // (the log-in throttle still applies) rather than failing them.
  await app.register(rateLimit, { global: false, ...(app.redis ? { redis: app.redis.client, nameSpace: 'sobet:rate:', skipOnError: true } : {}) });

  /** Checks `pairs` (question id → answer) against the user's stored answers. */
  async function answersMatch(user: UserRow, questions: number[], answers: string[]): Promise<boolean> {
    if (!user.security_questions || !user.security_answers) fail('questionsMissing');
    const mine = user.security_questions!.split(',').map(Number);
    const stored = JSON.parse(user.security_answers!) as string[];
    let okCount = 0;
    for (let i = 0; i < questions.length; i++) {
      const at = mine.indexOf(questions[i]!);
      if (at >= 0 && (await verifySecret(normalizeAnswer(answers[i]!), stored[at]))) okCount++;
    }
    return okCount === questions.length;
  }

  async function currentUser(request: FastifyRequest): Promise<UserRow> {
    const user = await findUserById(db, userOf(request).id);
    if (!user) throw new ApiError('notLoggedIn', undefined, 401);
    return user;
  }

  async function changePassword(request: FastifyRequest, input: { oldPassword?: string; newPassword?: string }) {
    const user = await currentUser(request);
    if (!passwordValid(input.newPassword)) fail('badPassword');
    if (!(await verifySecret(input.oldPassword ?? '', user.password_hash))) fail('wrongPassword');
    await setPasswordHash(db, user.id, await hash(input.newPassword!));
    // Other sessions of the user end; this one stays.
    await app.sessions.destroyAllOf(user.id, userOf(request).tokenHash);
    return ok();
  }

  // ------------------------------------------------------------------ session

  app.get(sessionPaths.loginState, { schema: { response: envelope } }, async (request) => {
    if (!request.user) return { code: 401, msg: '登录状态已失效，请重新登录' };
    return ok({ cn: request.user.username, uin: request.user.id });
  });

  app.post<{ Body: { cn?: string; username?: string; password?: string } }>(
    sessionPaths.login,
    {
      schema: { body: bodyOf({ cn: str(64), username: str(64), password: str(100), appId: {} }, ['password']), response: envelope },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const name = String(request.body.cn ?? request.body.username ?? '').trim();
      const user = name ? await findUserByName(db, name) : undefined;
      if (await loginLimit.blocked(user?.id, request.ip)) throw new ApiError('tooMany', '登录失败次数过多，请15分钟后再试', 429);
      // Verify against a dummy hash when the user is unknown, so timing does not tell.
      const valid = await verifySecret(request.body.password ?? '', user?.password_hash ?? dummyHash);
      if (!user || !valid) {
        await loginLimit.failed(user?.id, request.ip);
        fail('badLogin');
      }
      await loginLimit.succeeded(user!.id, request.ip);
      if (request.user) await app.sessions.destroy(request, reply);
      await app.sessions.create(reply, user!.id);
      const now = clock.now();
      const info = userInfoOf(user!); // shows the previous log-in time
      await setLastLogin(db, user!.id, now);
      return ok({ userInfo: info });
    },
  );
  const dummyHash = await hash('not-a-password-0');

  app.get(sessionPaths.logout, { schema: { response: envelope }, config: { mutates: true } }, async (request, reply) => {
    const user = request.user;
    await app.sessions.destroy(request, reply);
    if (user) app.realtime.disconnectUser(user.id);
    return ok();
  });

  app.post<{ Body: { sign: string; cn: string; password: string } }>(
    sessionPaths.register,
    {
      schema: { body: bodyOf({ sign: str(64), cn: str(64), password: str(100) }, ['sign', 'cn', 'password']), response: envelope },
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const { sign, cn, password } = request.body;
      if (!userNameValid(cn)) fail('badUserName');
      if (!passwordValid(password)) fail('badPassword');
      const inviter = await findUserByInvite(db, sign);
      if (!inviter || !rulesOf(inviter.user_type).invite) fail('badInvite');
      const id = await insertUser(db, { username: cn, passwordHash: await hash(password), userType: USER_TYPES.member, parentId: inviter!.id, now: clock.now() });
      if (id === undefined) fail('userExists');
      await app.sessions.create(reply, id!);
      const user = (await findUserById(db, id!))!;
      await setLastLogin(db, id!, clock.now());
      return ok({ userInfo: userInfoOf(user) });
    },
  );

  // ------------------------------------------------------------------ user info

  const fullUserInfo = async (request: FastifyRequest) => {
    const user = await currentUser(request);
    return userInfoOf(user, await unreadLettersCount(db, user.id));
  };
  app.get(userPaths.userCenter, { schema: { response: envelope }, config: { auth: true } }, async (request) => ok({ userInfo: await fullUserInfo(request) }));
  app.get(userPaths.userInfo, { schema: { response: envelope }, config: { auth: true } }, async (request) => ok(await fullUserInfo(request)));
  app.get(userPaths.userInfoV2, { schema: { response: envelope }, config: { auth: true } }, async (request) => ok(await fullUserInfo(request)));

  const nickName = async (request: FastifyRequest, value: string | undefined) => {
    const nick = (value ?? '').trim();
    const problem = nickNameProblem(nick);
    if (problem) fail(problem);
    await setNickname(db, userOf(request).id, nick);
    return ok({ nikeName: nick });
  };
  app.get<{ Querystring: { nickName?: string } }>(
    userPaths.updateNickName,
    { schema: { querystring: bodyOf({ nickName: str(64) }), response: envelope }, config: { auth: true, mutates: true } },
    async (request) => nickName(request, request.query.nickName),
  );
  app.post<{ Body: { nickName?: string } }>(
    '/sobet/userInfo/updateUserInfo',
    { schema: { body: bodyOf({ nickName: str(64) }), response: envelope }, config: { auth: true } },
    async (request) => nickName(request, request.body.nickName),
  );

  const passwordSchema = bodyOf({ oldPassword: str(100), newPassword: str(100) }, ['oldPassword', 'newPassword']);
  for (const path of [userPaths.updatePassword, userPaths.updatePasswordMobile])
    app.post<{ Body: { oldPassword: string; newPassword: string } }>(path, { schema: { body: passwordSchema, response: envelope }, config: { auth: true } }, (request) =>
      changePassword(request, request.body),
    );
  app.post<{ Querystring: { oldPassword: string; newPassword: string } }>(
    userPaths.updatePasswordQuery,
    { schema: { querystring: passwordSchema, response: envelope }, config: { auth: true } },
    (request) => changePassword(request, request.query),
  );

  // ------------------------------------------------------------------ fund password

  app.post<{ Body: { payPassword: string } }>(
    userPaths.setPayPassword,
    { schema: { body: bodyOf({ payPassword: str(100) }, ['payPassword']), response: envelope }, config: { auth: true } },
    async (request) => {
      const user = await currentUser(request);
      if (!payPasswordValid(request.body.payPassword)) fail('badPassword', PAY_PASSWORD_FORMAT_MESSAGE);
      if (await verifySecret(request.body.payPassword, user.password_hash)) fail('samePassword');
      if (!(await setPayPasswordOnce(db, user.id, await hash(request.body.payPassword)))) fail('payPasswordSet');
      return ok();
    },
  );
  app.post<{ Body: { oldPayPassword: string; newPayPassword: string } }>(
    userPaths.updatePayPassword,
    { schema: { body: bodyOf({ oldPayPassword: str(100), newPayPassword: str(100) }, ['oldPayPassword', 'newPayPassword']), response: envelope }, config: { auth: true } },
    async (request) => {
      const user = await currentUser(request);
      if (!user.pay_password_hash) fail('payPasswordMissing');
      if (!payPasswordValid(request.body.newPayPassword)) fail('badPassword', PAY_PASSWORD_FORMAT_MESSAGE);
      const key = `pay:${user.id}`;
      if (await secretLimit.blocked(key)) throw new ApiError('tooMany', undefined, 429);
      if (!(await verifySecret(request.body.oldPayPassword, user.pay_password_hash))) {
        await secretLimit.fail(key);
        fail('wrongPayPassword');
      }
      if (await verifySecret(request.body.newPayPassword, user.password_hash)) fail('samePassword');
      await replacePayPassword(db, user.id, await hash(request.body.newPayPassword));
      return ok();
    },
  );
  for (const path of [userPaths.validatePayPassword, userPaths.validatePayPasswordForCoin])
    app.post<{ Body: { payPassword: string } }>(
      path,
      { schema: { body: bodyOf({ payPassword: str(100) }, ['payPassword']), response: envelope }, config: { auth: true } },
      async (request) => {
        const user = await currentUser(request);
        if (!user.pay_password_hash) fail('payPasswordMissing');
        const key = `pay:${user.id}`;
        if (await secretLimit.blocked(key)) throw new ApiError('tooMany', undefined, 429);
        if (!(await verifySecret(request.body.payPassword, user.pay_password_hash))) {
          await secretLimit.fail(key);
          fail('wrongPayPassword');
        }
        return ok();
      },
    );
  app.get(userPaths.payPasswordExists, { schema: { response: envelope }, config: { auth: true } }, async (request) =>
    ok({ exist: Boolean((await currentUser(request)).pay_password_hash) }),
  );

  // ------------------------------------------------------------------ security questions

  app.get(userPaths.securityQuestionBank, { schema: { response: envelope }, config: { auth: true } }, async (request) => {
    const user = await currentUser(request);
    return ok({ bank: securityQuestions, mine: user.security_questions ? user.security_questions.split(',').map(Number) : [] });
  });

  app.post<{ Body: { question?: string; answer?: string; oldQuestion?: string; oldAnswer?: string; commitType?: string | number } }>(
    userPaths.securityQuestion,
    {
      schema: {
        body: bodyOf({ cn: str(64), action: str(20), question: str(100), answer: str(400), oldQuestion: str(100), oldAnswer: str(400), commitType: {} }, ['question', 'answer']),
        response: envelope,
      },
      config: { auth: true },
    },
    async (request) => {
      const user = await currentUser(request);
      const questions = parseQuestions(request.body.question, SECURITY_QUESTIONS_TO_SET);
      const answers = parseAnswers(request.body.answer, SECURITY_QUESTIONS_TO_SET, true);
      if (user.security_questions) {
        // Changing: prove two of the current answers first.
        const key = `sq:${user.id}`;
        if (await secretLimit.blocked(key)) throw new ApiError('tooMany', undefined, 429);
        const oldQ = parseQuestions(request.body.oldQuestion, SECURITY_QUESTIONS_TO_VERIFY);
        const oldA = parseAnswers(request.body.oldAnswer, SECURITY_QUESTIONS_TO_VERIFY, false);
        if (!(await answersMatch(user, oldQ, oldA))) {
          await secretLimit.fail(key);
          fail('wrongAnswer');
        }
      }
      const hashes = await Promise.all(answers.map((a) => hash(normalizeAnswer(a))));
      await setSecurityQuestions(db, user.id, questions.join(','), JSON.stringify(hashes));
      return ok();
    },
  );

  app.post<{ Body: { question?: string; answer?: string } }>(
    userPaths.oldSecurityQuestionCheck,
    { schema: { body: bodyOf({ question: str(100), answer: str(400) }, ['question', 'answer']), response: envelope }, config: { auth: true } },
    async (request) => {
      const user = await currentUser(request);
      const key = `sq:${user.id}`;
      if (await secretLimit.blocked(key)) throw new ApiError('tooMany', undefined, 429);
      const questions = parseQuestions(request.body.question, SECURITY_QUESTIONS_TO_VERIFY);
      const answers = parseAnswers(request.body.answer, SECURITY_QUESTIONS_TO_VERIFY, false);
      if (!(await answersMatch(user, questions, answers))) {
        await secretLimit.fail(key);
        fail('wrongAnswer');
      }
      return ok();
    },
  );

  // ------------------------------------------------------------------ forgotten password

  const signReset = (user: UserRow, expires: number) =>
    crypto.createHmac('sha256', resetSecret).update(`${user.id}.${expires}.${user.password_hash}`).digest('base64url');

  app.post<{ Body: { cn: string } }>(
    userPaths.checkUserName,
    { schema: { body: bodyOf({ cn: str(64) }, ['cn']), response: envelope }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request) => {
      const user = await findUserByName(db, request.body.cn.trim());
      if (!user) fail('unknownUser');
      if (!user!.security_questions) fail('questionsMissing');
      return ok({ cn: user!.username, questions: user!.security_questions!.split(',').map(Number) });
    },
  );

  app.post<{ Body: { cn: string; question: string; answer: string } }>(
    userPaths.resetPasswordQuestion,
    { schema: { body: bodyOf({ cn: str(64), question: str(100), answer: str(400) }, ['cn', 'question', 'answer']), response: envelope } },
    async (request) => {
      const user = await findUserByName(db, request.body.cn.trim());
      if (!user) fail('unknownUser');
      if (await resetLimit.blocked(user!.id, request.ip)) throw new ApiError('tooMany', undefined, 429);
      const questions = parseQuestions(request.body.question, SECURITY_QUESTIONS_TO_VERIFY);
      const answers = parseAnswers(request.body.answer, SECURITY_QUESTIONS_TO_VERIFY, false);
      if (!(await answersMatch(user!, questions, answers))) {
        await resetLimit.failed(user!.id, request.ip);
        fail('wrongAnswer');
      }
      const expires = clock.now() + 10 * 60 * 1000;
      return ok({ token: `${user!.id}.${expires}.${signReset(user!, expires)}` });
    },
  );

  app.post<{ Body: { cn: string; token: string; password: string } }>(
    userPaths.resetLoginPassword,
    { schema: { body: bodyOf({ cn: str(64), token: str(300), password: str(100) }, ['cn', 'token', 'password']), response: envelope } },
    async (request) => {
      const user = await findUserByName(db, request.body.cn.trim());
      const [id, expires, sig] = request.body.token.split('.');
      const expected = user ? signReset(user, Number(expires)) : '';
      const valid =
        user && Number(id) === user.id && Number(expires) > clock.now() && sig && sig.length === expected.length && crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected));
      if (!valid) fail('forbidden', '重置凭证无效或已过期');
      if (!passwordValid(request.body.password)) fail('badPassword');
      await setPasswordHash(db, user!.id, await hash(request.body.password));
      await app.sessions.destroyAllOf(user!.id);
      app.realtime.disconnectUser(user!.id);
      return ok();
    },
  );
}
