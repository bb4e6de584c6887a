import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { safeString } from './fields';

/** A background job's states (pg-boss): waiting, waiting to retry after a failure, running, and how it ended. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobPageQuerySchema = z.object({
  current: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(1).max(10_000).default(1),
  size: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(1).max(100).default(20),
  /** One queue, e.g. `shop-order-sweep`. */
  name: safeString().max(64).optional(),
  state: z.enum(JOB_STATES, { error: SERVER_MESSAGES.badRequest }).optional(),
});
export type JobPageQuery = z.input<typeof jobPageQuerySchema>;

/** One run of a background job (order sweeps, payment reconciliation, ...), for the staff console. */
export const jobRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** Attempts after the first; retries wait longer each time. */
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  createdAt: z.string(),
  /** When it may run (a retry's backoff, a delayed send). */
  startAfter: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The last failure's message, if any. */
  error: z.string().nullable(),
  /** What the job reported (counts), if anything. */
  output: z.record(z.string(), z.unknown()).nullable(),
});
export type JobRecord = z.infer<typeof jobRecordSchema>;

export const jobPageSchema = z.object({
  records: z.array(jobRecordSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});
export type JobPage = z.infer<typeof jobPageSchema>;
