/** Account binding routes (contract/account.ts): thin; the rules are in service.ts, the HTTP side in requests.ts. */
import { perUserLimit } from '../../http/secret-limits';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { accountEndpoints, QR_IMAGE_MAX_BYTES } from '../../../contract/account';
import { serverDeps } from '../../deps';
import { defineRoute } from '../../http/define-route';
import { ownerOf } from '../users/security';
import { banks } from './banks';
import { accountRequests } from './requests';
import { accountService } from './service';

const auth = { config: { auth: true } };
const changes = { config: { auth: true, mutates: true } };

export async function accountRoutes(app: FastifyInstance) {
  const deps = serverDeps(app);
  const service = accountService(deps);
  const requests = accountRequests(deps, service);
  const me = requests.me;
  await app.register(multipart, { limits: { fileSize: QR_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 6 } });
  await app.register(rateLimit, { global: false, ...(app.redis ? { redis: app.redis.client, nameSpace: 'sobet:rate:account:', skipOnError: true } : {}) });

  defineRoute(app, accountEndpoints.overview, async (request) => service.overview(await me(request)), auth);
  defineRoute(app, accountEndpoints.bankList, () => [...banks], auth);

  // ------------------------------------------------------------------ bank cards

  defineRoute(app, accountEndpoints.bindBankCard, async (request) => service.bindBankCard(await me(request), request.body), changes);

  defineRoute(app, accountEndpoints.bankQuery, (request, reply) => requests.bankQuery(request, reply), auth);
  defineRoute(app, accountEndpoints.bankAdd, (request, reply) => requests.bankAdd(request, reply), auth);
  defineRoute(app, accountEndpoints.bankAvailable, (request, reply) => requests.bankAvailable(request, reply), auth);

  // ------------------------------------------------------------------ crypto wallets and receiving codes

  defineRoute(app, accountEndpoints.getBindAddress, async (request) => service.coinWallets(await me(request)), auth);
  defineRoute(app, accountEndpoints.bindAddress, async (request) => service.bindAddress(await me(request), request.body), changes);
  defineRoute(app, accountEndpoints.unbindAddress, async (request) => (await service.unbindAddress(await me(request), request.body), {}), changes);
  defineRoute(app, accountEndpoints.getBindAddressQrCode, async (request) => service.receivingCodes(await me(request)), auth);
  defineRoute(app, accountEndpoints.bindAddressQrCode, (request) => requests.bindReceivingCode(request), {
    config: { auth: true, rateLimit: { max: 20, timeWindow: 60_000 } },
  });

  // ------------------------------------------------------------------ two-step

  defineRoute(app, accountEndpoints.twostepCode, async (request) => service.twostepSecret(await me(request)), changes);
  defineRoute(app, accountEndpoints.bindTwostep, async (request) => service.bindTwostep(await me(request), request.body), {
    config: { ...changes.config, rateLimit: perUserLimit(20) },
  });
  defineRoute(app, accountEndpoints.switchTwostepStatus, async (request) => service.switchTwostep(await me(request), request.body), changes);
  defineRoute(app, accountEndpoints.validateTwoStep, async (request) => (await service.validateTwoStep(await me(request), request.query.code), {}), changes);

  // ------------------------------------------------------------------ e-mail

  defineRoute(app, accountEndpoints.bindEmail, async (request) => service.bindEmail(await me(request), request.body), changes);
  defineRoute(app, accountEndpoints.getVerifyCodeRandom, async (request) => service.resendEmailCode(await me(request)), changes);
  defineRoute(app, accountEndpoints.bindEmailVerify, async (request) => service.verifyEmail(await me(request), request.query.code), changes);
  defineRoute(app, accountEndpoints.resetPasswordByEmail, async (request) => (await service.requestPasswordReset(request.body, ownerOf(request)), {}), {
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
  });
  defineRoute(app, accountEndpoints.resetPassword, async (request) => (await service.resetPassword(request.body, ownerOf(request)), {}), {
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
  });
}
