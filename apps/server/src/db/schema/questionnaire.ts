import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { offerings } from './learning';

/*
 * 问卷调查 (module `questionnaire`): a questionnaire and its ordered questions (options as JSON: they are edited
 * with the question and only read with it), and one response per pupil per questionnaire (the answers as JSON,
 * replaced by an edit until the close). The unique (questionnaire, user) makes two first submissions one response.
 */

export const questionnaires = pgTable(
  'qn_questionnaire',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    intro: text('intro').notNull().default(''),
    /** 'all' | 'class' (offering_id) | 'grade' (grade). */
    audienceKind: varchar('audience_kind', { length: 8 }).notNull().default('all'),
    offeringId: integer('offering_id').references(() => offerings.id),
    grade: varchar('grade', { length: 16 }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    anonymous: boolean('anonymous').notNull().default(true),
    resultsPublic: boolean('results_public').notNull().default(false),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('qn_questionnaire_window_idx').on(t.status, t.closesAt),
    check('qn_questionnaire_status_ck', sql`${t.status} in ('draft', 'published')`),
    check('qn_questionnaire_audience_ck', sql`${t.audienceKind} in ('all', 'class', 'grade')`),
    check('qn_questionnaire_window_ck', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

export const questionnaireQuestions = pgTable(
  'qn_question',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    required: boolean('required').notNull().default(true),
    /** [{id, label}] in display order; ids are 1.. within the question. */
    options: jsonb('options').$type<{ id: number; label: string }[]>().notNull().default([]),
    minChoices: integer('min_choices'),
    maxChoices: integer('max_choices'),
    maxLength: integer('max_length'),
  },
  (t) => [
    uniqueIndex('qn_question_seq_uq').on(t.questionnaireId, t.seq),
    check('qn_question_kind_ck', sql`${t.kind} in ('single', 'multiple', 'text', 'rating')`),
  ],
);

export const questionnaireResponses = pgTable(
  'qn_response',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** [{questionId, optionIds? | text? | rating?}] as checked by checkAnswers (design order). */
    answers: jsonb('answers')
      .$type<{ questionId: number; optionIds?: number[]; text?: string; rating?: number }[]>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qn_response_user_uq').on(t.questionnaireId, t.userId),
    index('qn_response_user_idx').on(t.userId),
  ],
);
