import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors';

/** Success: code 0; failure: code 1 with a Chinese msg. Every non-token endpoint answers this shape. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), msg: z.string().nullable(), data });
}

/**
 * Failure: `code` stays 1 for old clients; `errorCode` is the stable machine-readable reason (an entry of the error
 * catalogues in `packages/domain/src/errors`) clients branch on; `msg` is the Chinese text to show.
 */
export const errorEnvelopeSchema = z
  .object({
    code: z.literal(1),
    msg: z.string().describe('Chinese message to show the person'),
    data: z.unknown().nullable(),
    errorCode: z.enum(ERROR_CODES).describe('Stable reason, e.g. ORDER_SEAT_TAKEN; branch on this, never on msg'),
  })
  .describe('Error envelope');
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  code: number;
  msg: string | null;
  data: T;
  /** Present on failures (code 1) only. */
  errorCode?: ErrorCode;
}
