import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { skus, spus } from './shop';

/**
 * Learning centre (issue 5). An offering is the class a course sku sells; chapters are its sessions (课次);
 * an enrolment puts a student in an offering — made by a paid order, ended by a refund, moved by a class change.
 */
export const offerings = pgTable(
  'learn_offering',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id),
    title: varchar('title', { length: 100 }).notNull(),
    subject: varchar('subject', { length: 2 }).notNull(),
    grade: varchar('grade', { length: 16 }).notNull(),
    teacherId: integer('teacher_id').references(() => users.id),
    tutorId: integer('tutor_id').references(() => users.id),
    /** The media server's stream name for this class's live sessions. */
    liveRoom: varchar('live_room', { length: 64 }).notNull(),
    // 直播间设置 (console 课程 → 编辑 → 直播间); the defaults are how classes worked before the settings.
    /** 提前入场: minutes before a session's start its live room opens (0-60). */
    entryLeadMinutes: integer('entry_lead_minutes').notNull().default(0),
    /** 学员可看回放: pupils get the recordings (the class's teacher and tutor always do). */
    playbackOpen: boolean('playback_open').notNull().default(true),
    /** 课堂互动: the teacher may start roll calls and questions. */
    interactionOpen: boolean('interaction_open').notNull().default(true),
    /** Bumped by every console save of the settings above: a stale form is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('learn_offering_sku_uq').on(t.skuId),
    index('learn_offering_tutor_idx').on(t.tutorId),
    check('learn_offering_entry_lead_ck', sql`${t.entryLeadMinutes} between 0 and 60`),
  ],
);

export const chapters = pgTable(
  'learn_chapter',
  {
    id: serial('id').primaryKey(),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    teacherId: integer('teacher_id').references(() => users.id),
    tutorId: integer('tutor_id').references(() => users.id),
    /** Storage key of the HLS playlist of the recording (null until recorded). */
    playbackKey: varchar('playback_key', { length: 300 }),
    playbackDurationSec: integer('playback_duration_sec'),
    /** Bumped by every console edit (课次 rescheduled or renumbered): a stale form is refused. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('learn_chapter_seq_uq').on(t.offeringId, t.seq),
    index('learn_chapter_time_idx').on(t.startAt),
    check('learn_chapter_time_ck', sql`${t.endAt} > ${t.startAt}`),
  ],
);

export const enrolments = pgTable(
  'learn_enrolment',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offerings.id),
    orderId: integer('order_id'),
    /** 'active' | 'ended' (refund) | 'moved' (class change) */
    status: varchar('status', { length: 8 }).notNull().default('active'),
    endReason: varchar('end_reason', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('learn_enrolment_active_uq')
      .on(t.userId, t.offeringId)
      .where(sql`${t.status} = 'active'`),
    index('learn_enrolment_offering_idx').on(t.offeringId, t.status),
    index('learn_enrolment_order_idx').on(t.orderId),
  ],
);

export const playbackProgress = pgTable(
  'learn_playback_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    positionSec: integer('position_sec').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chapterId] })],
);

export const notices = pgTable(
  'learn_notice',
  {
    id: serial('id').primaryKey(),
    /** null: everyone; else one user. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** set: the members of one class. */
    offeringId: integer('offering_id').references(() => offerings.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by each console edit or withdrawal: a stale form is refused. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** 撤回: set, the notice leaves every bell and notice list (the console keeps it, marked 已撤回). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('learn_notice_user_idx').on(t.userId, t.createdAt)],
);

export const noticeReads = pgTable(
  'learn_notice_read',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);

export const feedbacks = pgTable('learn_feedback', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  category: varchar('category', { length: 16 }).notNull(),
  content: varchar('content', { length: 1000 }).notNull(),
  contact: varchar('contact', { length: 64 }),
  images: text('images')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  handled: boolean('handled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Live interaction, kept so results survive a reconnect and can be reviewed after class. */
export const rollCalls = pgTable(
  'live_roll_call',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_roll_call_chapter_idx').on(t.chapterId)],
);

export const rollCallAnswers = pgTable(
  'live_roll_call_answer',
  {
    rollCallId: integer('roll_call_id')
      .notNull()
      .references(() => rollCalls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.rollCallId, t.userId] })],
);

export const liveQuestions = pgTable(
  'live_question',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    pushedBy: integer('pushed_by')
      .notNull()
      .references(() => users.id),
    title: varchar('title', { length: 300 }).notNull(),
    /** [{key: 'A', text: '...'}] */
    options: jsonb('options').notNull(),
    /** Keys of the right options, comma-joined and sorted (e.g. 'A,C'); null for a poll. */
    correct: varchar('correct', { length: 32 }),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_question_chapter_idx').on(t.chapterId)],
);

export const liveAnswers = pgTable(
  'live_answer',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => liveQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answer: varchar('answer', { length: 32 }).notNull(),
    correct: boolean('correct'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);

/**
 * 上传录像 (console): one row per uploaded video of a session and the transcode job that turns it into the
 * session's HLS recording. The drawer shows the newest row of each session; `percent` is written by the job at
 * most about once a second. state: 'queued' (排队中) | 'running' (转码中) | 'done' (已完成) | 'failed' (失败).
 */
export const recordingJobs = pgTable(
  'learn_recording_job',
  {
    id: serial('id').primaryKey(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 8 }).notNull().default('queued'),
    percent: integer('percent').notNull().default(0),
    /** Private storage key of the raw upload; removed once transcoded (or refused by ffmpeg). */
    rawKey: varchar('raw_key', { length: 300 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    error: varchar('error', { length: 200 }),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('learn_recording_job_chapter_idx').on(t.chapterId, t.id)],
);
