import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@salt/domain';
import { AppError } from './errors';

const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s);

/** Messages for framework-level client errors (bad JSON, wrong content type, oversize body...). */
const STATUS_MESSAGES: Record<number, string> = {
  400: SERVER_MESSAGES.badRequest,
  401: SERVER_MESSAGES.unauthorized,
  403: SERVER_MESSAGES.forbidden,
  404: SERVER_MESSAGES.notFound,
  405: SERVER_MESSAGES.badRequest,
  406: SERVER_MESSAGES.badRequest,
  409: SERVER_MESSAGES.conflict,
  413: '请求内容过大',
  414: '请求地址过长',
  415: '不支持的请求格式',
  429: SERVER_MESSAGES.tooManyRequests,
};

/**
 * Errors Fastify raises before routing (a path that is not valid percent-encoding, a path parameter over
 * maxParamLength): without this they answer Fastify's own JSON instead of the envelope.
 */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return reply
      .status(status)
      .send({ code: 1, msg: STATUS_MESSAGES[status] ?? SERVER_MESSAGES.badRequest, data: null });
  reply.log.error({ err }, 'framework error');
  return reply.status(500).send({ code: 1, msg: SERVER_MESSAGES.internal, data: null });
}

/**
 * Turns every failure into the `{code: 1, msg, data: null}` envelope with a meaningful status. Client mistakes
 * never become 500: only a genuine server fault does, and only the account-lock answer uses 500 on purpose.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ code: 1, msg: err.message, data: err.data });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const msg = first?.message && hasChinese(first.message) ? first.message : SERVER_MESSAGES.badRequest;
      return reply.status(400).send({ code: 1, msg, data: null });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return reply.status(500).send({ code: 1, msg: SERVER_MESSAGES.internal, data: null });
    }
    const status = (err as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const msg =
        status === 429 ? SERVER_MESSAGES.tooManyRequests : (STATUS_MESSAGES[status] ?? SERVER_MESSAGES.badRequest);
      return reply.status(status).send({ code: 1, msg, data: null });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ code: 1, msg: SERVER_MESSAGES.internal, data: null });
  });
}
