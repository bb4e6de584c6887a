import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { chapters } from './learning';

/**
 * Quiz engine (issue 6). One set of tables for homework and every later exam kind: a quiz has sections, a
 * section has questions, a choice question has options. A homework quiz is bound to one class session
 * (chapter_quiz); a student's attempt is a quiz answer with one item per answered question.
 */
export const quizzes = pgTable('quiz_quiz', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  /** JSON text: {files: [{fileName, fileType, url}]} — the explanation files shown after submission. */
  analysis: text('analysis'),
  /** 'homework' now; exam kinds later. */
  kind: varchar('kind', { length: 16 }).notNull().default('homework'),
  totalScore: integer('total_score').notNull().default(100),
  /** Bumped by every console save (布置作业): a save from an older read answers 409. */
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const quizSections = pgTable(
  'quiz_section',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    title: varchar('title', { length: 200 }).notNull().default(''),
  },
  (t) => [uniqueIndex('quiz_section_seq_uq').on(t.quizId, t.seq)],
);

export const quizQuestions = pgTable(
  'quiz_question',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => quizSections.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** single_select | multi_select | fill_blank | image_question | exam types '0' '1' '2' '3' '4' '100'. */
    questionType: varchar('question_type', { length: 16 }).notNull(),
    /** Shown number; fill-blank questions may share one (the web shows it once). */
    questionNumber: varchar('question_number', { length: 16 }).notNull(),
    title: text('title').notNull(),
    score: integer('score').notNull().default(0),
    /** Right answer of fill-in and true/false questions (choice questions use option.is_right). */
    rightAnswer: text('right_answer'),
  },
  (t) => [
    uniqueIndex('quiz_question_seq_uq').on(t.sectionId, t.seq),
    index('quiz_question_quiz_idx').on(t.quizId),
    check('quiz_question_score_ck', sql`${t.score} >= 0`),
  ],
);

export const quizOptions = pgTable(
  'quiz_option',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    optionTitle: text('option_title').notNull(),
    optionIsRight: boolean('option_is_right').notNull().default(false),
  },
  (t) => [uniqueIndex('quiz_option_seq_uq').on(t.questionId, t.seq)],
);

/** A quiz bound to a class session; for homework one quiz per session. */
export const chapterQuizzes = pgTable(
  'quiz_chapter_quiz',
  {
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull().default('homework'),
  },
  (t) => [
    primaryKey({ columns: [t.chapterId, t.quizId] }),
    uniqueIndex('quiz_chapter_quiz_kind_uq').on(t.chapterId, t.kind),
  ],
);

export const quizAnswers = pgTable(
  'quiz_answer',
  {
    id: serial('id').primaryKey(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id').references(() => chapters.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull().default('homework'),
    /** '1' not submitted, '2' submitted. */
    quizAnswerType: varchar('quiz_answer_type', { length: 1 }).notNull().default('1'),
    /** The deadline (homework: session end + 7 days); a 10 s grace applies. */
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** When it was submitted. */
    overTime: timestamp('over_time', { withTimezone: true }),
    quizAnswerScore: integer('quiz_answer_score'),
    quizAnswerAutoScore: integer('quiz_answer_auto_score'),
    /** JSON text {text, img[]}: the tutor's feedback. */
    replyOver: text('reply_over'),
    replyOverTime: timestamp('reply_over_time', { withTimezone: true }),
    replyOverBy: integer('reply_over_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quiz_answer_homework_uq')
      .on(t.quizId, t.userId)
      .where(sql`${t.kind} = 'homework'`),
    index('quiz_answer_chapter_idx').on(t.chapterId),
    // Homework waiting for feedback (the console dashboard's count): only such rows are indexed.
    index('quiz_answer_to_mark_idx')
      .on(t.chapterId)
      .where(sql`${t.kind} = 'homework' and ${t.quizAnswerType} = '2' and ${t.replyOver} is null`),
    check('quiz_answer_type_ck', sql`${t.quizAnswerType} in ('1', '2')`),
    check(
      'quiz_answer_score_ck',
      sql`(${t.quizAnswerScore} is null or ${t.quizAnswerScore} between 0 and 100) and (${t.quizAnswerAutoScore} is null or ${t.quizAnswerAutoScore} between 0 and 100)`,
    ),
  ],
);

export const quizAnswerItems = pgTable(
  'quiz_answer_item',
  {
    quizAnswerId: integer('quiz_answer_id')
      .notNull()
      .references(() => quizAnswers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    /** Option id, comma-joined option ids, text, or image-answer JSON text {img, text, file, firstImg?, firstTime?}. */
    answer: text('answer').notNull(),
    /** null until marked, and for subjective questions. */
    isRight: boolean('is_right'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quizAnswerId, t.questionId] })],
);
