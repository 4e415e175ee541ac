/**
 * One error shape for the whole API: `{ code, msg }` (the client shows msg).
 * Business errors answer HTTP 200 with their code (the client reads `code`); schema
 * failures 400, cross-site 403, throttling 429, missing session 401, body too large 413,
 * load shedding and a database that cannot serve the request just now 503.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorCodes } from '../../contract/primitives';
import { isDatabaseUnavailable } from '../db/client';
import { ApiError } from '../errors';
import { validationText } from '../http/validation-text';
import { shared } from './shared';

/** A body limit in words: 64 KiB as "64 KB", 900 KiB as "900 KB", larger in MB to one decimal. */
const kibOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** Fastify's own refusals of a request it cannot read, in Chinese. */
const requestErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的内容类型',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容格式错误',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不符',
  FST_ERR_CTP_BODY_TOO_LARGE: errorCodes.tooLarge.msg,
};
const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);

/** A 4xx that is no ApiError: Fastify's own (named in Chinese above), a plugin's Chinese message, or the bare refusal. */
function clientErrorText(error: FastifyError): string {
  const detail =
    requestErrors[error.code] ??
    (error instanceof SyntaxError ? requestErrors.FST_ERR_CTP_INVALID_JSON_BODY : hasChinese(error.message) ? error.message : undefined);
  if (detail === undefined) return errorCodes.badRequest.msg;
  return detail.startsWith(errorCodes.badRequest.msg) ? detail : `${errorCodes.badRequest.msg}：${detail}`;
}

export const errorsPlugin = shared(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.httpStatus).send({ code: error.code, msg: error.message });
    const { validation, validationContext } = error;
    if (validation) {
      const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[validationContext ?? 'body'];
      return reply.status(400).send({ code: errorCodes.badRequest.code, msg: `${errorCodes.badRequest.msg}：${validationText(validation, schema)}` });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ code: errorCodes.tooMany.code, msg: errorCodes.tooMany.msg });
    if (status === 413)
      return reply
        .status(413)
        .send({ code: errorCodes.tooLarge.code, msg: `${errorCodes.tooLarge.msg}：本接口最多接受${kibOf(request.routeOptions.bodyLimit)}` });
    if (status === 503) return reply.status(503).send({ code: errorCodes.busy.code, msg: errorCodes.busy.msg });
    // Nothing was applied (a keyed retry replays): the client may send it again shortly.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '1').send({ code: errorCodes.busy.code, msg: errorCodes.busy.msg });
    }
    if (status >= 400 && status < 500) return reply.status(status).send({ code: errorCodes.badRequest.code, msg: clientErrorText(error) });
    request.log.error(error);
    return reply.status(500).send({ code: errorCodes.server.code, msg: errorCodes.server.msg });
  });
}, 'errors');
