import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { envelopeOf } from '@salt/domain';

export { envelopeOf };

/** Wraps data in the success envelope. */
export function ok<T>(data: T): { code: 0; msg: null; data: T } {
  return { code: 0, msg: null, data };
}

export const okNullSchema = envelopeOf(z.null());
export const okBooleanSchema = envelopeOf(z.boolean());

/**
 * The envelope's JSON text exactly as the route's response serialiser would write it (the schema's encode, then
 * JSON.stringify): for answers cached per instance, so a cache hit skips the response schema check too and is sent
 * with `sendJsonText`. Never for text that did not come from here.
 */
export function serializedOk<T>(envelope: z.ZodType<{ code: 0; msg: string | null; data: T }>, data: T): string {
  return JSON.stringify(z.encode(envelope, ok(data)));
}

/** Sends JSON text made by `serializedOk` (a string payload with a JSON type is sent as it is). */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
