/** Account binding routes (contract/account.ts): thin; the rules are in service.ts. */
import { perUserLimit } from '../../http/secret-limits';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountEndpoints,
  BANK_NOT_BOUND,
  BANK_NOT_BOUND_MESSAGE,
  QR_IMAGE_MAX_BYTES,
  QR_IMAGE_TYPES,
  qrKinds,
  type BankCardList,
  type QrKind,
} from '../../../contract/account';
import { fail } from '../../errors';
import { defineRoute } from '../../http/define-route';
import { userOf } from '../../plugins/session';
import { bindingWaitMs, hoursOf } from './bindings';
import { ownerOf, securityChecks, type UserRow } from '../users/security';
import { banks } from './banks';
import { readQrImage } from './qr-image';
import { accountService } from './service';

const auth = { config: { auth: true } };
const changes = { config: { auth: true, mutates: true } };

interface QrForm {
  fields: Record<string, string>;
  image?: { bytes: Buffer; mimetype: string };
}

export async function accountRoutes(app: FastifyInstance) {
  const service = accountService(app);
  const checks = securityChecks(app);
  const me = (request: FastifyRequest): Promise<UserRow> => checks.userById(userOf(request).id);
  await app.register(multipart, { limits: { fileSize: QR_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 6 } });
  await app.register(rateLimit, { global: false, ...(app.redis ? { redis: app.redis.client, nameSpace: 'sobet:rate:account:', skipOnError: true } : {}) });

  /** The form's fields and its one image; an image over the size limit is refused as it streams in. */
  async function readQrForm(request: FastifyRequest): Promise<QrForm> {
    if (!request.isMultipart()) fail('qrImageMissing');
    const form: QrForm = { fields: {} };
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') form.image = { bytes: await part.toBuffer(), mimetype: part.mimetype };
        else form.fields[part.fieldname] = String(part.value);
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) fail('qrImageSize');
      if (
        error instanceof app.multipartErrors.FilesLimitError ||
        error instanceof app.multipartErrors.PartsLimitError ||
        error instanceof app.multipartErrors.FieldsLimitError
      )
        fail('badRequest');
      throw error;
    }
    return form;
  }

  defineRoute(app, accountEndpoints.overview, async (request) => service.overview(await me(request)), auth);
  defineRoute(app, accountEndpoints.bankList, () => [...banks], auth);

  // ------------------------------------------------------------------ bank cards

  defineRoute(app, accountEndpoints.bindBankCard, async (request) => service.bindBankCard(await me(request), request.body), changes);

  const cardList = (cards: BankCardList['bankCardList']): BankCardList => ({
    bankCardList: cards,
    firstDrawingsAging: hoursOf(bindingWaitMs(app.config.bindings, 'card', true)),
    nonFirstDrawingsAging: hoursOf(bindingWaitMs(app.config.bindings, 'card', false)),
  });
  defineRoute(
    app,
    accountEndpoints.bankQuery,
    async (request, reply) => {
      const { cards } = await service.bankCards(await me(request));
      if (cards.length === 0) return reply.send({ code: BANK_NOT_BOUND, msg: BANK_NOT_BOUND_MESSAGE, data: cardList([]) });
      return cardList(cards);
    },
    auth,
  );
  defineRoute(
    app,
    accountEndpoints.bankAdd,
    async (request, reply) => {
      const user = await me(request);
      const overview = await service.overview(user);
      const info = {
        bankCardCount: overview.bankCardCount,
        maxBankCards: app.config.bindings.maxBankCards,
        sn: overview.realName,
        realNameSet: overview.realNameSet,
      };
      if (info.bankCardCount === 0) return reply.send({ code: BANK_NOT_BOUND, msg: BANK_NOT_BOUND_MESSAGE, data: info });
      return info;
    },
    auth,
  );
  defineRoute(
    app,
    accountEndpoints.bankAvailable,
    async (request, reply) => {
      const { available } = await service.bankCards(await me(request));
      if (available.length === 0) return reply.send({ code: BANK_NOT_BOUND, msg: BANK_NOT_BOUND_MESSAGE, data: cardList([]) });
      return cardList(available);
    },
    auth,
  );

  // ------------------------------------------------------------------ crypto wallets and receiving codes

  defineRoute(app, accountEndpoints.getBindAddress, async (request) => service.coinWallets(await me(request)), auth);
  defineRoute(app, accountEndpoints.bindAddress, async (request) => service.bindAddress(await me(request), request.body), changes);
  defineRoute(
    app,
    accountEndpoints.unbindAddress,
    async (request) => {
      await service.unbindAddress(await me(request), request.body);
      return {};
    },
    changes,
  );
  defineRoute(app, accountEndpoints.getBindAddressQrCode, async (request) => service.receivingCodes(await me(request)), auth);
  defineRoute(
    app,
    accountEndpoints.bindAddressQrCode,
    async (request) => {
      const user = await me(request);
      const { fields, image } = await readQrForm(request);
      const kind = fields.type as QrKind;
      if (!qrKinds.includes(kind)) fail('badRequest');
      if (!image || image.bytes.length === 0) fail('qrImageMissing');
      if (!(QR_IMAGE_TYPES as readonly string[]).includes(image.mimetype)) fail('qrImageType');
      return service.bindReceivingCode(user, { kind, payPassword: fields.payPassword ?? '', code: fields.code, readText: () => readQrImage(image.bytes) });
    },
    { config: { auth: true, rateLimit: { max: 20, timeWindow: 60_000 } } },
  );

  // ------------------------------------------------------------------ two-step

  defineRoute(app, accountEndpoints.twostepCode, async (request) => service.twostepSecret(await me(request)), changes);
  defineRoute(app, accountEndpoints.bindTwostep, async (request) => service.bindTwostep(await me(request), request.body), {
    config: { ...changes.config, rateLimit: perUserLimit(20) },
  });
  defineRoute(app, accountEndpoints.switchTwostepStatus, async (request) => service.switchTwostep(await me(request), request.body), changes);
  defineRoute(
    app,
    accountEndpoints.validateTwoStep,
    async (request) => {
      await service.validateTwoStep(await me(request), request.query.code);
      return {};
    },
    changes,
  );

  // ------------------------------------------------------------------ e-mail

  defineRoute(app, accountEndpoints.bindEmail, async (request) => service.bindEmail(await me(request), request.body), changes);
  defineRoute(app, accountEndpoints.getVerifyCodeRandom, async (request) => service.resendEmailCode(await me(request)), changes);
  defineRoute(app, accountEndpoints.bindEmailVerify, async (request) => service.verifyEmail(await me(request), request.query.code), changes);
  defineRoute(
    app,
    accountEndpoints.resetPasswordByEmail,
    async (request) => {
      await service.requestPasswordReset(request.body, ownerOf(request));
      return {};
    },
    { config: { rateLimit: { max: 10, timeWindow: 60_000 } } },
  );
  defineRoute(
    app,
    accountEndpoints.resetPassword,
    async (request) => {
      await service.resetPassword(request.body, ownerOf(request));
      return {};
    },
    { config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
  );
}
