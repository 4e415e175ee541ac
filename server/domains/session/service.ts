/**
 * Log-in, log-out and the forgotten password: what the session routes answer, with the log-in
 * throttle (failed guesses per user and address), the known-device cookie and the reset tokens.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { passwordValid } from '../../../contract/credentials';
import { SECURITY_QUESTIONS_TO_VERIFY, type sessionEndpoints, type userEndpoints } from '../../../contract/session';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import type { EndpointRequest } from '../../http/define-route';
import { unreadLettersCount } from '../letters/letters-count';
import { addressOwner, hashSecret, ownerOf, type HashOwner } from '../users/passwords';
import { findUserByName, setLastLogin, setPasswordHash } from '../users/queries';
import { answersMatch, parseAnswers, parseQuestions, resetTokens } from '../users/recovery';
import { securityChecks } from '../users/security';
import { userInfoOf } from '../users/user-info';
import { DEVICE_COOKIE, knownDevices } from './devices';
import { GuessLimit } from './throttle';

export type SessionService = Awaited<ReturnType<typeof sessionService>>;

/** What log-in and the forgotten password use: the rows, the clock, the throttles' settings and counts, the hashing queue, the sessions. */
export type SessionDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'attempts' | 'passwords' | 'sessions'>;

export async function sessionService(deps: SessionDeps) {
  const { db, clock, config, passwords } = deps;
  const { max, windowMs } = config.loginFailures;
  const loginLimit = new GuessLimit(deps.attempts, 'login', max, windowMs);
  const resetLimit = new GuessLimit(deps.attempts, 'reset', max, windowMs);
  const tokens = resetTokens(() => clock.now(), config.sessionSecret);
  const devices = knownDevices(config.sessionSecret, config.cookieSecure);
  const hash = (owner: HashOwner, secret: string) => passwords.hash(owner, secret);
  const verify = (owner: HashOwner, secret: string, stored: string | null | undefined) => passwords.verify(owner, secret, stored);
  // Made once at start, outside the queue.
  const dummyHash = await hashSecret('not-a-password-0', config.scryptN);

  // Logged out is an answer here (code 401 with HTTP 200), not an error of the request.
  const loginState = (request: FastifyRequest) => (request.user ? { cn: request.user.username, uin: request.user.id } : fail('notLoggedIn'));

  async function login(request: EndpointRequest<typeof sessionEndpoints.login>, reply: FastifyReply) {
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
    await securityChecks(deps).twoStep(user, request.body.code, 'login');
    if (request.user) await deps.sessions.destroy(request, reply);
    await deps.sessions.create(reply, user.id);
    devices.remember(reply, deviceCookie, user.id);
    await setLastLogin(db, user.id, clock.now());
    // As the row now reads: the newest log-in before this one is the previous.
    const userInfo = userInfoOf({ ...user, previous_login_at: user.last_login_at }, await unreadLettersCount(db, user.id));
    return { userInfo };
  }

  async function logout(request: FastifyRequest, reply: FastifyReply) {
    await deps.sessions.destroy(request, reply);
    return {};
  }

  // ------------------------------------------------------------------ forgotten password

  async function checkUserName(name: string) {
    const user = await findUserByName(db, name.trim());
    if (!user) return fail('unknownUser');
    if (!user.security_questions) return fail('questionsMissing');
    return { cn: user.username, questions: user.security_questions.split(',').map(Number) };
  }

  async function resetToken(request: EndpointRequest<typeof userEndpoints.resetPasswordQuestion>) {
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
  }

  async function resetPassword(request: EndpointRequest<typeof userEndpoints.resetLoginPassword>) {
    const user = await findUserByName(db, request.body.cn.trim());
    if (!tokens.valid(user, request.body.token)) return fail('forbidden', '重置凭证无效或已过期');
    if (!passwordValid(request.body.password)) fail('badPassword');
    await setPasswordHash(db, user.id, await hash(ownerOf(request), request.body.password));
    await deps.sessions.destroyAllOf(user.id);
    return {};
  }

  return { loginState, login, logout, checkUserName, resetToken, resetPassword };
}
