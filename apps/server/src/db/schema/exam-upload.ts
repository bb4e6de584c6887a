import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * 试卷上传 / 作文上传 (module `exam-upload`): a pupil's photographed exam paper or essay, its ordered pages (stable
 * private paths of the pupil's own uploads, never public) and the review that approved it. The status moves only
 * as the domain's examUploadTransition says; approve and reject are conditional updates on status = 'pending', so
 * two reviewers at once cannot both win.
 */
export const examUploads = pgTable(
  'exam_upload',
  {
    id: serial('id').primaryKey(),
    pupilId: integer('pupil_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    // A paper
    subject: varchar('subject', { length: 20 }),
    examName: varchar('exam_name', { length: 60 }),
    examDate: varchar('exam_date', { length: 10 }),
    score: real('score'),
    fullMarks: integer('full_marks'),
    // An essay
    title: varchar('title', { length: 60 }),
    genre: varchar('genre', { length: 20 }),
    wordCount: integer('word_count'),
    rejectReason: varchar('reject_reason', { length: 200 }),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** How often it was edited and sent again after a rejection or revoke. */
    revisionCount: integer('revision_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('exam_upload_pupil_idx').on(t.pupilId, t.submittedAt),
    index('exam_upload_status_idx').on(t.status, t.submittedAt),
    check('exam_upload_kind_ck', sql`${t.kind} in ('paper', 'essay')`),
    check('exam_upload_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected', 'revoked')`),
  ],
);

export const examUploadPages = pgTable(
  'exam_upload_page',
  {
    id: serial('id').primaryKey(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => examUploads.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The stable private path (`/api/file/private/images/<pupil>/<sha256>.jpg`); answers sign it. */
    fileUrl: varchar('file_url', { length: 400 }).notNull(),
    rotation: integer('rotation').notNull().default(0),
  },
  (t) => [
    uniqueIndex('exam_upload_page_seq_uq').on(t.uploadId, t.seq),
    check('exam_upload_page_rotation_ck', sql`${t.rotation} in (0, 90, 180, 270)`),
  ],
);

/** The approving review: one per upload (a resubmitted upload that is approved again replaces it). */
export const examUploadReviews = pgTable('exam_upload_review', {
  uploadId: integer('upload_id')
    .primaryKey()
    .references(() => examUploads.id, { onDelete: 'cascade' }),
  /** A paper: [{ knowledgePoint, lostPoints }]. */
  analysis: jsonb('analysis').notNull().default([]),
  advice: text('advice'),
  score: real('score'),
  comment: text('comment'),
  /** An essay: [{ page, strokes: [{ tool, color, width, points: [{ x, y }] }] }], coordinates 0..1 of the page. */
  annotations: jsonb('annotations').notNull().default([]),
  reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
