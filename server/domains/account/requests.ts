/**
 * The HTTP side of the account routes, moved out of routes.ts: who is asking (the caller's user row), the bank card
 * answers that carry BANK_NOT_BOUND when there is no card, and the receiving-code upload (a multipart form with one
 * image). The rules themselves are service.ts's.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BANK_NOT_BOUND, BANK_NOT_BOUND_MESSAGE, QR_IMAGE_TYPES, qrKinds, type BankCardList, type QrKind } from '../../../contract/account';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import { userOf } from '../../plugins/session';
import { securityChecks, type SecurityDeps, type UserRow } from '../users/security';
import { bindingWaitMs, hoursOf } from './bindings';
import { readQrImage } from './qr-image';
import type { AccountService } from './service';

interface QrForm {
  fields: Record<string, string>;
  image?: { bytes: Buffer; mimetype: string };
}

export function accountRequests(deps: SecurityDeps & Pick<ServerDeps, 'config'>, service: AccountService) {
  const checks = securityChecks(deps);
  const me = (request: FastifyRequest): Promise<UserRow> => checks.userById(userOf(request).id);

  const cardList = (cards: BankCardList['bankCardList']): BankCardList => ({
    bankCardList: cards,
    firstDrawingsAging: hoursOf(bindingWaitMs(deps.config.bindings, 'card', true)),
    nonFirstDrawingsAging: hoursOf(bindingWaitMs(deps.config.bindings, 'card', false)),
  });

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
      // The multipart plugin's error classes, as the server that took the request has them.
      const errors = request.server.multipartErrors;
      if (error instanceof errors.RequestFileTooLargeError) fail('qrImageSize');
      if (error instanceof errors.FilesLimitError || error instanceof errors.PartsLimitError || error instanceof errors.FieldsLimitError) fail('badRequest');
      throw error;
    }
    return form;
  }

  return {
    me,

    async bankQuery(request: FastifyRequest, reply: FastifyReply) {
      const { cards } = await service.bankCards(await me(request));
      if (cards.length === 0) return reply.send({ code: BANK_NOT_BOUND, msg: BANK_NOT_BOUND_MESSAGE, data: cardList([]) });
      return cardList(cards);
    },

    async bankAdd(request: FastifyRequest, reply: FastifyReply) {
      const user = await me(request);
      const overview = await service.overview(user);
      const info = {
        bankCardCount: overview.bankCardCount,
        maxBankCards: deps.config.bindings.maxBankCards,
        sn: overview.realName,
        realNameSet: overview.realNameSet,
      };
      if (info.bankCardCount === 0) return reply.send({ code: BANK_NOT_BOUND, msg: BANK_NOT_BOUND_MESSAGE, data: info });
      return info;
    },

    async bankAvailable(request: FastifyRequest, reply: FastifyReply) {
      const { available } = await service.bankCards(await me(request));
      if (available.length === 0) return reply.send({ code: BANK_NOT_BOUND, msg: BANK_NOT_BOUND_MESSAGE, data: cardList([]) });
      return cardList(available);
    },

    async bindReceivingCode(request: FastifyRequest) {
      const user = await me(request);
      const { fields, image } = await readQrForm(request);
      const kind = fields.type as QrKind;
      if (!qrKinds.includes(kind)) fail('badRequest');
      if (!image || image.bytes.length === 0) fail('qrImageMissing');
      if (!(QR_IMAGE_TYPES as readonly string[]).includes(image.mimetype)) fail('qrImageType');
      return service.bindReceivingCode(user, { kind, payPassword: fields.payPassword ?? '', code: fields.code, readText: () => readQrImage(image.bytes) });
    },
  };
}
