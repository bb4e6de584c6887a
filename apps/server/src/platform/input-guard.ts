import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unsafeInput } from '@salt/domain';
import { badRequest } from './errors';

/** Far deeper than any request the API takes; shallow enough for JSON.stringify and recursive code. */
export const MAX_INPUT_DEPTH = 32;

/** Raw string bodies are left alone: payment notifications verify the exact bytes and judge them themselves. */
const parsedBody = (request: FastifyRequest) =>
  typeof request.body === 'object' && !Buffer.isBuffer(request.body) ? request.body : null;

/**
 * The last line of defence behind the schemas, so a route added later with a bare string or an unknown field
 * still cannot turn bad input into a 500:
 * - before validation, input nested absurdly deep (10,000 levels of arrays) is refused before anything walks it;
 * - after validation (so a schema's own, more precise message wins), any NUL left in the params, query or body
 *   the handler would get is refused: PostgreSQL text cannot store it.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, parsedBody(request)]) {
      if (unsafeInput(part, MAX_INPUT_DEPTH) === 'too-deep') throw badRequest();
    }
  });
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, parsedBody(request)]) {
      if (unsafeInput(part, MAX_INPUT_DEPTH) !== null) throw badRequest();
    }
  });
}
