import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { LIVE_ERRORS, messagesOf } from '../errors';
import { MAX_ID, idParam, safeString } from './fields';

/** The live catalogue's texts by key (see `../errors/live.ts`), for schema messages and tests. */
export const LIVE_MESSAGES = messagesOf(LIVE_ERRORS);

/**
 * WebSocket of the in-class interaction, under `/api`; `?chapterId=&token=` (the join token authenticates).
 * Not in API_PATHS: WebSocket routes are not part of the OpenAPI document.
 */
export const LIVE_SOCKET_PATH = '/learn/live/ws';

export const LIVE_ROLES = ['student', 'teacher', 'tutor'] as const;
export type LiveRole = (typeof LIVE_ROLES)[number];

export const LIVE_STATES = ['upcoming', 'live', 'finished'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/** A session's live state at `now`. */
export function liveStateAt(startAt: Date, endAt: Date, now: Date): LiveState {
  if (now.getTime() < startAt.getTime()) return 'upcoming';
  if (now.getTime() < endAt.getTime()) return 'live';
  return 'finished';
}

export const chapterIdQuerySchema = z.object({ chapterId: idParam });

export const liveInfoSchema = z.object({
  chapterId: z.number().int(),
  classBegin: z.string().describe('ISO time the session starts (startAt)'),
  classOver: z.string().describe('ISO time the session ends (endAt)'),
  state: z.enum(LIVE_STATES),
  role: z.enum(LIVE_ROLES),
  token: z.string().describe('Join token: one viewer, one session; carried by the HLS URLs and the socket'),
  tokenExpiresAt: z.string(),
  hlsUrl: z.string().describe('Live HLS playlist URL (carries the token)'),
  wsUrl: z.string().describe('Path of the interaction WebSocket (carries the token)'),
  recordQuery: z.boolean().describe('A recording exists'),
  playbackUrl: z.string().nullable().describe('Null without a recording, or for a pupil while playbackOpen is off'),
  mayEnter: z
    .boolean()
    .describe("The room is open to the caller now: from the class's entry lead (提前入场) before the start to the end"),
  entryOpensAt: z.string().describe('ISO time the room opens (classBegin minus the entry lead)'),
  playbackOpen: z.boolean().describe("The caller may watch this class's recordings (学员可看回放; staff always)"),
});
export type LiveInfo = z.infer<typeof liveInfoSchema>;

export const playbackRecordsSchema = z.object({
  /** Empty without a recording, and for a pupil while the class keeps its recordings closed. */
  records: z.array(z.object({ url: z.string(), durationSec: z.number().int() })),
  /** False for a pupil while the class's 学员可看回放 is off (the page says 本班回放未开放). */
  playbackOpen: z.boolean().optional(),
  positionSec: z.number().int(),
});
export type PlaybackRecords = z.infer<typeof playbackRecordsSchema>;

export const playbackProgressRequestSchema = z.object({
  chapterId: idParam,
  positionSec: z.coerce
    .number({ error: SERVER_MESSAGES.badRequest })
    .int({ error: SERVER_MESSAGES.badRequest })
    .min(0, { error: SERVER_MESSAGES.badRequest })
    // An integer column; no recording is anywhere near this long, the service checks the real duration.
    .max(MAX_ID, { error: SERVER_MESSAGES.badRequest }),
});

export const playbackProgressResponseSchema = z.object({ positionSec: z.number().int() });

/** HLS files (a recording, or the local media server's live stream) carry the session's join token in the query. */
export const hlsTokenQuerySchema = z.object({ token: safeString().max(2048).optional() });
/** A recording file: `/…/{chapterId}/{file}`. */
export const playbackFileParamsSchema = z.object({ chapterId: idParam, '*': safeString().max(200) });
/** The local media server's live HLS: `/live/{room}/{file}`. */
export const liveHlsParamsSchema = z.object({ room: safeString().max(64), file: safeString().max(128) });

/** The interaction socket: browsers cannot set headers, so the join token comes in the query. */
export const liveSocketQuerySchema = z.object({ chapterId: idParam, token: safeString().max(2048).optional() });

export const liveOptionSchema = z.object({
  key: z.string().regex(/^[A-H]$/, { error: LIVE_MESSAGES.answerInvalid }),
  text: safeString().trim().min(1).max(200),
});
export type LiveOption = z.infer<typeof liveOptionSchema>;

export const LIVE_QUESTION_KINDS = ['single', 'multiple', 'poll'] as const;

export const liveQuestionStatsSchema = z.object({
  answered: z.number().int(),
  /** Students answering per option key. */
  counts: z.record(z.string(), z.number().int()),
  correctCount: z.number().int().nullable(),
  /** 0..1, null for a poll or when nobody answered. */
  correctRate: z.number().nullable(),
});
export type LiveQuestionStats = z.infer<typeof liveQuestionStatsSchema>;

export const liveQuestionViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  options: z.array(liveOptionSchema),
  kind: z.enum(LIVE_QUESTION_KINDS),
  pushedAt: z.string(),
  closesAt: z.string(),
  closed: z.boolean(),
  /** Right option keys: for staff always, for students once closed; null for a poll. */
  correct: z.array(z.string()).nullable(),
  myAnswer: z.array(z.string()).nullable(),
  myCorrect: z.boolean().nullable(),
  /** For staff always, for students once closed. */
  stats: liveQuestionStatsSchema.nullable(),
});
export type LiveQuestionView = z.infer<typeof liveQuestionViewSchema>;

export const liveQuestionsSchema = z.object({ questions: z.array(liveQuestionViewSchema) });

export const liveRankSchema = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  /** Masked for students except their own line. */
  name: z.string(),
  correct: z.number().int(),
  answered: z.number().int(),
  /** Sum of answering times of the right answers, for tie-breaking (faster first). */
  totalMs: z.number().int(),
  self: z.boolean(),
});
export type LiveRank = z.infer<typeof liveRankSchema>;
export const liveRanksSchema = z.object({ ranks: z.array(liveRankSchema) });

/** Messages a client sends over the interaction socket (see docs/live-protocol.md). */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('state') }),
  z.object({ type: z.literal('rollcall.start'), durationSec: z.number().int().min(5).max(600).default(30) }),
  z.object({ type: z.literal('rollcall.answer'), rollCallId: idParam }),
  z.object({
    type: z.literal('question.push'),
    title: safeString().trim().min(1).max(300),
    options: z.array(liveOptionSchema).min(2).max(8),
    /** Right option keys: one for single choice, several for multiple choice; omit or empty for a poll. */
    correct: z
      .array(z.string().regex(/^[A-H]$/))
      .max(8)
      .optional(),
    durationSec: z.number().int().min(5).max(1800).default(60),
  }),
  z.object({
    type: z.literal('question.answer'),
    questionId: idParam,
    answer: z
      .array(z.string().regex(/^[A-H]$/))
      .min(1)
      .max(8),
  }),
  z.object({ type: z.literal('question.close'), questionId: idParam }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;
