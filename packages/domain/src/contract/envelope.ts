import { z } from 'zod';

/** Success: code 0; failure: code 1 with a Chinese msg. Every non-token endpoint answers this shape. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), msg: z.string().nullable(), data });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.unknown().nullable(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  code: number;
  msg: string | null;
  data: T;
}
