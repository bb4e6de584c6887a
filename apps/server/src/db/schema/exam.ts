import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { offerings } from './learning';

/**
 * Exams and practice (issue 13), owned by modules/exam. A question bank (questions with options; a combined
 * question's sub-questions point at it), papers assembled from the bank, exams that open a paper to pupils in a
 * window, and attempts ("quiz sessions") that keep the paper as it was when they started (a snapshot), so a question
 * edited mid-exam changes later attempts only. Points are kept in tenths (integer) so half points add up exactly.
 */

export const examQuestions = pgTable(
  'exam_question',
  {
    id: serial('id').primaryKey(),
    /** Stable seed key ('m8-101'; sub-questions 'e8-201-1'). */
    key: varchar('key', { length: 40 }).notNull(),
    parentId: integer('parent_id'),
    /** Position under the parent (sub-questions). */
    seq: integer('seq').notNull().default(0),
    subject: varchar('subject', { length: 2 }).notNull(),
    grade: varchar('grade', { length: 16 }).notNull(),
    /** '0' single, '1' multiple, '2' oral, '3' fill-in, '4' true/false, '100' combined. */
    type: varchar('type', { length: 3 }).notNull(),
    stem: text('stem').notNull(),
    /** Fill-in: accepted answers per blank. */
    blanks: jsonb('blanks').$type<string[][]>(),
    /** True/false: the right verdict. */
    isTrue: boolean('is_true'),
    /** Oral: the text to read or what the teacher listens for. */
    reference: text('reference'),
    /** Points in practice (tenths); papers set their own. */
    scoreTenths: integer('score_tenths').notNull(),
    difficulty: smallint('difficulty').notNull(),
    knowledgePoints: text('knowledge_points').array().notNull(),
    analysis: text('analysis').notNull().default(''),
    /** [{fileName, fileType, url}] */
    analysisFiles: jsonb('analysis_files')
      .$type<{ fileName: string; fileType: string; url: string }[]>()
      .notNull()
      .default([]),
    /** Listening passages: {audioUrl, playLimit, script: [{speaker, text}]}. */
    listening: jsonb('listening').$type<{
      audioUrl: string;
      playLimit: number;
      script: { speaker: string; text: string }[];
    }>(),
    /**
     * Answered with photos of the pupil's written work and marked by a teacher (a worked solution, 解答题), not
     * checked against `blanks`. Oral questions are teacher-marked without it.
     */
    manual: boolean('manual').notNull().default(false),
    /** In the practice bank (qb/); paper-only questions are not. */
    inBank: boolean('in_bank').notNull().default(true),
    /** Optimistic concurrency for the console's 题库 (updateWithVersion). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exam_question_key_uq').on(t.key),
    index('exam_question_parent_idx').on(t.parentId),
    index('exam_question_scope_idx').on(t.subject, t.grade),
    check('exam_question_type_ck', sql`${t.type} in ('0', '1', '2', '3', '4', '100')`),
    check('exam_question_difficulty_ck', sql`${t.difficulty} between 1 and 5`),
  ],
);

export const examQuestionOptions = pgTable(
  'exam_question_option',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    /** 'A'-'D'. */
    label: varchar('label', { length: 2 }).notNull(),
    text: text('text').notNull(),
    isRight: boolean('is_right').notNull().default(false),
  },
  (t) => [uniqueIndex('exam_question_option_label_uq').on(t.questionId, t.label)],
);

export interface PaperSectionRow {
  title: string;
  /** Top-level questions with this paper's points (tenths); a combined question's are split over its parts. */
  items: { questionId: number; scoreTenths: number }[];
}

export const examPapers = pgTable(
  'exam_paper',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 60 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 2 }).notNull(),
    grade: varchar('grade', { length: 16 }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    totalTenths: integer('total_tenths').notNull(),
    sections: jsonb('sections').$type<PaperSectionRow[]>().notNull(),
    /** Placement papers: [{minPercent, level}]. */
    levels: jsonb('levels').$type<{ minPercent: number; level: string }[]>(),
    /** Optimistic concurrency for the console's 试卷 (updateWithVersion). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exam_paper_key_uq').on(t.key), check('exam_paper_duration_ck', sql`${t.durationSeconds} > 0`)],
);

export const exams = pgTable(
  'exam_exam',
  {
    id: serial('id').primaryKey(),
    paperId: integer('paper_id')
      .notNull()
      .references(() => examPapers.id),
    /** jieke | mock | outdoor | placement | listening | ai */
    kind: varchar('kind', { length: 12 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 2 }).notNull(),
    grade: varchar('grade', { length: 16 }).notNull(),
    /** Class-completion exams belong to one class: only its pupils may sit them. */
    offeringId: integer('offering_id').references(() => offerings.id),
    /** Null = always open (practice kinds). */
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** Null = unlimited (mock exams are repeatable). */
    maxAttempts: integer('max_attempts'),
    /** The time limit staff set for this exam; null = the paper's. */
    durationSeconds: integer('duration_seconds'),
    /** Multiple choice partial credit: 'none' or 'half'. */
    multiPartial: varchar('multi_partial', { length: 4 }).notNull().default('none'),
    /** Optimistic concurrency for console edits (updateWithVersion): a stale form answers 409 and changes nothing. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exam_exam_kind_idx').on(t.kind, t.grade),
    index('exam_exam_offering_idx').on(t.offeringId),
    check('exam_exam_kind_ck', sql`${t.kind} in ('jieke', 'mock', 'outdoor', 'placement', 'listening', 'ai')`),
    check('exam_exam_window_ck', sql`${t.opensAt} is null or ${t.closesAt} is null or ${t.opensAt} < ${t.closesAt}`),
    check('exam_exam_duration_ck', sql`${t.durationSeconds} is null or ${t.durationSeconds} > 0`),
  ],
);

/** One pupil's attempt. `paper` is the snapshot the attempt is marked against (questions, options, points). */
export const examAttempts = pgTable(
  'exam_attempt',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptNo: integer('attempt_no').notNull(),
    /** 'open' | 'committed' */
    status: varchar('status', { length: 10 }).notNull().default('open'),
    paper: jsonb('paper').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Start + duration, never past the exam's close, plus any extra time staff gave. */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** 'duration' | 'close' */
    setBy: varchar('set_by', { length: 8 }).notNull(),
    extraSeconds: integer('extra_seconds').notNull().default(0),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    /** 'pupil' | 'auto' */
    committedBy: varchar('committed_by', { length: 5 }),
    costTime: integer('cost_time'),
    earnedTenths: integer('earned_tenths'),
    possibleTenths: integer('possible_tenths'),
    pendingTenths: integer('pending_tenths'),
    /** Marks per question at the last marking (QuestionMark[]), for the report without re-marking. */
    marks: jsonb('marks'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One unfinished attempt per pupil and exam: concurrent starts resume the same one.
    uniqueIndex('exam_attempt_open_uq')
      .on(t.examId, t.userId)
      .where(sql`${t.status} = 'open'`),
    uniqueIndex('exam_attempt_no_uq').on(t.examId, t.userId, t.attemptNo),
    // The sweep's scan: open attempts by deadline.
    index('exam_attempt_sweep_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 'open'`),
    index('exam_attempt_user_idx').on(t.userId, t.committedAt),
    // Attempts waiting for a teacher (the console dashboard's count, the 阅卷 list's 待批改).
    index('exam_attempt_to_mark_idx')
      .on(t.examId)
      .where(sql`${t.status} = 'committed' and ${t.pendingTenths} > 0`),
    check('exam_attempt_status_ck', sql`${t.status} in ('open', 'committed')`),
  ],
);

export const examAnswers = pgTable(
  'exam_answer',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    /** A question id of the attempt's snapshot (a combined question's parts are answered by their own ids). */
    questionId: integer('question_id').notNull(),
    /** string | string[] */
    answer: jsonb('answer').notNull(),
    seq: integer('seq').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** Teacher marking of oral and photo answers. */
    teacherTenths: integer('teacher_tenths'),
    teacherComment: text('teacher_comment'),
    markedBy: integer('marked_by').references(() => users.id),
    markedAt: timestamp('marked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** What happened to an attempt besides answers: page left/returned, extra time, reopen, auto commit (audit). */
export const examAttemptEvents = pgTable(
  'exam_attempt_event',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    /** leave | return | play | extraTime | reopen | autoCommit | mark */
    kind: varchar('kind', { length: 12 }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    detail: jsonb('detail').notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_attempt_event_attempt_idx').on(t.attemptId, t.kind)],
);

/** Question-bank practice: every check a pupil makes, for the wrong-question notebook and the adaptive pick. */
export const examPracticeChecks = pgTable(
  'exam_practice_check',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    right: boolean('right').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exam_practice_check_user_idx').on(t.userId, t.questionId, t.at)],
);

/** The wrong-question notebook: a question stays until the pupil removes it. */
export const examWrongQuestions = pgTable(
  'exam_wrong_question',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => examQuestions.id, { onDelete: 'cascade' }),
    wrongCount: integer('wrong_count').notNull().default(1),
    lastWrongAt: timestamp('last_wrong_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);
