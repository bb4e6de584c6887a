import { sql } from 'drizzle-orm';
import {
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
import { chapters, offerings } from './learning';

/*
 * 学习报告 (module `learning-report`): who was in a live session (the attendance a report counts), and the reports
 * themselves. A report's figures are a snapshot (jsonb, the domain's LearningReportFigures) made once per pupil,
 * class and period; making it again (the tutor's 重新生成) refreshes the figures and keeps the tutor's comment.
 */

/** A pupil in a session's live room while it was live: first entry and the last time the room was opened. */
export const liveAttendance = pgTable(
  'learn_live_attendance',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    firstJoinedAt: timestamp('first_joined_at', { withTimezone: true }).notNull(),
    lastJoinedAt: timestamp('last_joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chapterId] }), index('learn_live_attendance_chapter_idx').on(t.chapterId)],
);

export const learningReports = pgTable(
  'learn_report',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    /** 'monthly' | 'final' */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** 'YYYY-MM' for a monthly report, 'final' for the class's end. */
    period: varchar('period', { length: 7 }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    figures: jsonb('figures').notNull(),
    tutorComment: text('tutor_comment'),
    commentBy: integer('comment_by').references(() => users.id),
    commentedAt: timestamp('commented_at', { withTimezone: true }),
    /** Null: made by the monthly job; else the tutor or staff who asked for it. */
    generatedBy: integer('generated_by').references(() => users.id),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('learn_report_period_uq').on(t.userId, t.offeringId, t.kind, t.period),
    index('learn_report_user_idx').on(t.userId, t.generatedAt),
    index('learn_report_offering_idx').on(t.offeringId, t.period),
    check('learn_report_kind_ck', sql`${t.kind} in ('monthly', 'final')`),
    check('learn_report_period_ck', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);
