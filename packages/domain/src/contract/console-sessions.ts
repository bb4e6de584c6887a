import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { SESSION_EDIT_MESSAGES, sessionTimeOf } from '../class-session-rules';
import { idParam, optionalText } from './fields';

/**
 * 课次: the sessions of one class (a sku's offering) as staff reschedule them. A move or an addition keeps the
 * shop's class period, the pupils' timetable and the live room's times one and the same; enrolled pupils get a
 * notice of what changed.
 */
export const consoleClassSessionSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  title: z.string(),
  topic: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  state: z.enum(['upcoming', 'live', 'done']),
  /** Homework or an exam is bound to it: it cannot be removed. */
  hasWork: z.boolean(),
  hasRecording: z.boolean(),
  version: z.number().int(),
});
export type ConsoleClassSession = z.infer<typeof consoleClassSessionSchema>;

export const consoleClassSessionsSchema = z.object({
  skuId: z.number().int(),
  offeringId: z.number().int(),
  className: z.string(),
  enrolled: z.number().int(),
  sessions: z.array(consoleClassSessionSchema),
});
export type ConsoleClassSessions = z.infer<typeof consoleClassSessionsSchema>;

const sessionFields = {
  topic: optionalText(50).optional(),
  date: z.string({ error: SESSION_EDIT_MESSAGES.date }),
  startTime: z.string({ error: SESSION_EDIT_MESSAGES.time }),
  endTime: z.string({ error: SESSION_EDIT_MESSAGES.time }),
};
const checkTimes = (f: { date: string; startTime: string; endTime: string }, ctx: z.RefinementCtx) => {
  const t = sessionTimeOf(f);
  if (typeof t === 'string')
    ctx.addIssue({ code: 'custom', path: [t === SESSION_EDIT_MESSAGES.date ? 'date' : 'startTime'], message: t });
};

/** 新增课次: after the class's last session; numbered next. */
export const consoleSessionAddSchema = z.object(sessionFields).superRefine(checkTimes);
export type ConsoleSessionAdd = z.infer<typeof consoleSessionAddSchema>;
export type ConsoleSessionAddInput = z.input<typeof consoleSessionAddSchema>;

/** 调整课次: new time (between its neighbours) and topic, at the version the form was read at. */
export const consoleSessionUpdateSchema = z
  .object({ ...sessionFields, version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive() })
  .superRefine(checkTimes);
export type ConsoleSessionUpdate = z.infer<typeof consoleSessionUpdateSchema>;
export type ConsoleSessionUpdateInput = z.input<typeof consoleSessionUpdateSchema>;

export const consoleSessionRemoveQuerySchema = z.object({
  version: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().positive(),
});

export const consoleSkuParamsSchema = z.object({ skuId: idParam });
