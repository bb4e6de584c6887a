import { z } from 'zod';
import { envelopeOf } from '@salt/domain';

export { envelopeOf };

/** Wraps data in the success envelope. */
export function ok<T>(data: T): { code: 0; msg: null; data: T } {
  return { code: 0, msg: null, data };
}

export const okNullSchema = envelopeOf(z.null());
export const okBooleanSchema = envelopeOf(z.boolean());
