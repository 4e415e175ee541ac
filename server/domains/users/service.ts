/**
 * Registration, the user info, the profile, the log-in password, the fund password and security
 * questions: what the user routes answer. Answers to security questions count failures per user.
 */
import type { FastifyReply } from 'fastify';
import { PAY_PASSWORD_FORMAT_MESSAGE, passwordValid, payPasswordValid, userNameValid } from '../../../contract/credentials';
import { SECURITY_QUESTIONS_TO_SET, SECURITY_QUESTIONS_TO_VERIFY, securityQuestions, USER_TYPES, type sessionEndpoints } from '../../../contract/session';
import { nickNameProblem } from '../../../contract/text-rules';
import { rulesOf } from '../../../contract/user-types';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import type { EndpointRequest } from '../../http/define-route';
import type { SessionUser } from '../../plugins/session';
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

export type UserService = ReturnType<typeof userService>;

/** What the user routes' service uses: the rows, the clock, the secret checks' parts and the sessions it opens and ends. */
export type UserDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'attempts' | 'passwords' | 'sessions'>;

export function userService(deps: UserDeps) {
  const { db, clock, config, passwords } = deps;
  const { max, windowMs } = config.loginFailures;
  const answerLimit = new FailureLimit(deps.attempts, max, windowMs);
  const checks = securityChecks(deps);
  const hash = (owner: HashOwner, secret: string) => passwords.hash(owner, secret);
  const verify = (owner: HashOwner, secret: string, stored: string | null | undefined) => passwords.verify(owner, secret, stored);

  /** Two of the user's questions answered right, with failures counted per user. */
  async function proveAnswers(user: UserRow, question: string | undefined, answer: string | undefined) {
    const questions = parseQuestions(question, SECURITY_QUESTIONS_TO_VERIFY);
    const answers = parseAnswers(answer, SECURITY_QUESTIONS_TO_VERIFY, false);
    if (
      !(await answerLimit.guard(`sq:${user.id}`, () => answersMatch((secret, stored) => verify(userOwner(user.id), secret, stored), user, questions, answers)))
    )
      fail('wrongAnswer');
  }

  const currentUser = (me: SessionUser) => checks.userById(me.id);

  async function register(request: EndpointRequest<typeof sessionEndpoints.register>, reply: FastifyReply) {
    const { sign, cn, password } = request.body;
    if (!userNameValid(cn)) fail('badUserName');
    if (!passwordValid(password)) fail('badPassword');
    const inviter = await findUserByInvite(db, sign);
    // A team registration link (team center) opens the account with the link's point and type.
    const link = inviter ? undefined : await findLink(db, sign);
    if (!link && (!inviter || !rulesOf(inviter.user_type).invite)) return fail('badInvite');
    const id = link
      ? await registerByLink(deps, link, { username: cn, password }, ownerOf(request))
      : await insertUser(db, {
          username: cn,
          passwordHash: await hash(ownerOf(request), password),
          userType: USER_TYPES.member,
          parentId: inviter!.id,
          now: clock.now(),
        });
    if (id === undefined) return fail('userExists');
    await deps.sessions.create(reply, id);
    const user = (await findUserById(db, id))!;
    await setLastLogin(db, id, clock.now());
    return { userInfo: userInfoOf(user, await unreadLettersCount(db, id)) };
  }

  // ------------------------------------------------------------------ user info

  async function userInfo(me: SessionUser) {
    const user = await currentUser(me);
    return userInfoOf(user, await unreadLettersCount(db, user.id));
  }

  async function changeNickName(me: SessionUser, value: string | undefined) {
    const nick = (value ?? '').trim();
    const problem = nickNameProblem(nick);
    if (problem) fail(problem);
    await setNickname(db, me.id, nick);
    return { nikeName: nick };
  }

  async function changePassword(me: SessionUser, input: { oldPassword: string; newPassword: string }) {
    const user = await currentUser(me);
    if (!passwordValid(input.newPassword)) fail('badPassword');
    if (!(await checks.loginPasswordMatches(user, input.oldPassword))) fail('wrongPassword');
    await setPasswordHash(db, user.id, await hash(userOwner(user.id), input.newPassword));
    // Other sessions of the user end; this one stays.
    await deps.sessions.destroyAllOf(user.id, me.tokenHash);
    return {};
  }

  // ------------------------------------------------------------------ fund password

  async function setPayPassword(me: SessionUser, payPassword: string) {
    const user = await currentUser(me);
    if (!payPasswordValid(payPassword)) fail('badPassword', PAY_PASSWORD_FORMAT_MESSAGE);
    // Set already: refused before the comparison with the log-in password, which would tell whether a guess is it.
    if (user.pay_password_hash) fail('payPasswordSet');
    if (await checks.loginPasswordMatches(user, payPassword)) fail('samePassword');
    if (!(await setPayPasswordOnce(db, user.id, await hash(userOwner(user.id), payPassword)))) fail('payPasswordSet');
    return {};
  }

  async function changePayPassword(me: SessionUser, oldPayPassword: string, newPayPassword: string) {
    const user = await currentUser(me);
    if (!payPasswordValid(newPayPassword)) fail('badPassword', PAY_PASSWORD_FORMAT_MESSAGE);
    await checks.fundPassword(user, oldPayPassword);
    if (await checks.loginPasswordMatches(user, newPayPassword)) fail('samePassword');
    await replacePayPassword(db, user.id, await hash(userOwner(user.id), newPayPassword));
    return {};
  }

  async function checkPayPassword(me: SessionUser, payPassword: string) {
    await checks.fundPassword(await currentUser(me), payPassword);
    return {};
  }

  const payPasswordExists = async (me: SessionUser) => ({ exist: Boolean((await currentUser(me)).pay_password_hash) });

  // ------------------------------------------------------------------ security questions

  async function questionBank(me: SessionUser) {
    const user = await currentUser(me);
    return { bank: [...securityQuestions], mine: user.security_questions ? user.security_questions.split(',').map(Number) : [] };
  }

  async function setQuestions(me: SessionUser, input: { question?: string; answer?: string; oldQuestion?: string; oldAnswer?: string }) {
    const user = await currentUser(me);
    const questions = parseQuestions(input.question, SECURITY_QUESTIONS_TO_SET);
    const answers = parseAnswers(input.answer, SECURITY_QUESTIONS_TO_SET, true);
    // Changing: prove two of the current answers first.
    if (user.security_questions) await proveAnswers(user, input.oldQuestion, input.oldAnswer);
    const hashes = await Promise.all(answers.map((a) => hash(userOwner(user.id), normalizeAnswer(a))));
    await setSecurityQuestions(db, user.id, questions.join(','), JSON.stringify(hashes));
    return {};
  }

  async function checkAnswers(me: SessionUser, question: string | undefined, answer: string | undefined) {
    await proveAnswers(await currentUser(me), question, answer);
    return {};
  }

  return {
    register,
    userInfo,
    changeNickName,
    changePassword,
    setPayPassword,
    changePayPassword,
    checkPayPassword,
    payPasswordExists,
    questionBank,
    setQuestions,
    checkAnswers,
  };
}
