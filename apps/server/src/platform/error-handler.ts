import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  GENERIC_ERRORS,
  genericErrorFor,
  validationErrorFor,
  type ErrorCode,
  type ErrorEnvelope,
  type ErrorEntry,
} from '@salt/domain';
import { AppError } from './errors';

const hasChinese = (s: string) => /[\u4e00-\u9fff]/.test(s);

/** The error envelope: `code` stays 1 for old clients, `errorCode` is what new ones branch on. */
export function errorBody(entry: ErrorEntry<ErrorCode>, data: unknown = null): ErrorEnvelope {
  return { code: 1, msg: entry.msg, data, errorCode: entry.errorCode };
}

/**
 * Errors Fastify raises before routing (a path that is not valid percent-encoding, a path parameter over
 * maxParamLength): without this they answer Fastify's own JSON instead of the envelope.
 */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return reply.status(status).send(errorBody(genericErrorFor(status)));
  reply.log.error({ err }, 'framework error');
  return reply.status(500).send(errorBody(GENERIC_ERRORS.internal));
}

/**
 * Turns every failure into the `{code: 1, msg, data, errorCode}` envelope with a meaningful status. Client
 * mistakes never become 500: only a genuine server fault does, and only the account-lock answer uses 500 on purpose.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      const body = { code: 1, msg: err.message, data: err.data, errorCode: err.errorCode } satisfies ErrorEnvelope;
      return reply.status(err.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const entry =
        first?.message && hasChinese(first.message) ? validationErrorFor(first.message) : GENERIC_ERRORS.badRequest;
      return reply.status(400).send(errorBody(entry));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return reply.status(500).send(errorBody(GENERIC_ERRORS.internal));
    }
    const status = (err as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500)
      return reply.status(status).send(errorBody(genericErrorFor(status)));
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(GENERIC_ERRORS.internal));
  });
}
