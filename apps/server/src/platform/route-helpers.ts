import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_MESSAGES, errorEnvelopeSchema } from '@salt/domain';
import { validationError } from './errors';

export type TypedApp = FastifyInstance &
  ReturnType<FastifyInstance['withTypeProvider']> & {
    withTypeProvider: FastifyInstance['withTypeProvider'];
  };

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** Error answers every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: errorEnvelopeSchema.describe('Invalid input (Chinese msg, errorCode)'),
};

/**
 * OAuth-style endpoints take their fields from the form body, a JSON body or the query string (old
 * clients send them in the URL); body wins over query.
 */
export function mergedParams(query: unknown, body: unknown): Record<string, unknown> {
  const q = query && typeof query === 'object' ? (query as Record<string, unknown>) : {};
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return { ...q, ...b };
}

/** Parses with a zod schema and answers 400 with the first Chinese message on failure. */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const msg = r.error.issues.find((i) => /[\u4e00-\u9fff]/.test(i.message))?.message ?? SERVER_MESSAGES.badRequest;
  throw validationError(msg);
}

export const bearerSecurity = [{ bearerAuth: [] }];
export const basicSecurity = [{ basicClient: [] }];
