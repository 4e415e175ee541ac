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
import { shared } from './shared';

/** A body limit in words: 64 KiB as "64 KB", 900 KiB as "900 KB", larger in MB to one decimal. */
const kibOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

export const errorsPlugin = shared(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.httpStatus).send({ code: error.code, msg: error.message });
    if ((error as FastifyError).validation) {
      const detail = (error as FastifyError).message;
      return reply.status(400).send({ code: errorCodes.badRequest.code, msg: `${errorCodes.badRequest.msg}：${detail}` });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ code: errorCodes.tooMany.code, msg: errorCodes.tooMany.msg });
    if (status === 413) return reply.status(413).send({ code: errorCodes.tooLarge.code, msg: `${errorCodes.tooLarge.msg}：本接口最多接受${kibOf(request.routeOptions.bodyLimit)}` });
    if (status === 503) return reply.status(503).send({ code: errorCodes.busy.code, msg: errorCodes.busy.msg });
    // Nothing was applied (a keyed retry replays): the client may send it again shortly.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '1').send({ code: errorCodes.busy.code, msg: errorCodes.busy.msg });
    }
    if (status >= 400 && status < 500) return reply.status(status).send({ code: errorCodes.badRequest.code, msg: `${errorCodes.badRequest.msg}：${error.message}` });
    request.log.error(error);
    return reply.status(500).send({ code: errorCodes.server.code, msg: errorCodes.server.msg });
  });
}, 'errors');
