import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  EXAM_UPLOAD_ERRORS,
  EXAM_UPLOAD_STATUS_TEXT,
  type ExamUploadDetail,
  type ExamUploadKind,
  type ExamUploadReview,
  type ExamUploadStatus,
  type ExamUploadSummary,
} from '@salt/domain';
import { enrolments, examUploadPages, examUploadReviews, examUploads, users } from '../../db/schema';
import type { Database } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import { appError } from '../../platform/errors';
import { examUploadPolicy, type UploadOwner } from './exam-upload.policy';

export type UploadRow = typeof examUploads.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const nameSql = sql<string>`coalesce(${users.realname}, ${users.nickname}, ${users.username})`;

/** The list's one-line title: a paper's subject and exam name, an essay's title. */
function titleOf(u: UploadRow): string {
  if (u.kind === 'essay') return u.title ?? '作文';
  return [u.subject, u.examName].filter(Boolean).join(' · ') || '试卷';
}

/** Summaries of rows: page counts, first pages and pupil names in one query each. */
export async function summariesOf(db: Database, rows: UploadRow[]): Promise<ExamUploadSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const pages = await db
    .select({ uploadId: examUploadPages.uploadId, seq: examUploadPages.seq, url: examUploadPages.fileUrl })
    .from(examUploadPages)
    .where(inArray(examUploadPages.uploadId, ids))
    .orderBy(asc(examUploadPages.seq));
  const pupils = await db
    .select({ id: users.id, name: nameSql })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((r) => r.pupilId),
      ),
    );
  const nameOf = new Map(pupils.map((p) => [p.id, p.name]));
  return rows.map((u) => {
    const mine = pages.filter((p) => p.uploadId === u.id);
    return {
      id: u.id,
      kind: u.kind as ExamUploadKind,
      status: u.status as ExamUploadStatus,
      statusText: EXAM_UPLOAD_STATUS_TEXT[u.status as ExamUploadStatus],
      title: titleOf(u),
      pageCount: mine.length,
      coverUrl: mine[0]?.url ?? null,
      submittedAt: u.submittedAt.toISOString(),
      reviewedAt: iso(u.reviewedAt),
      rejectReason: u.rejectReason,
      revisionCount: u.revisionCount,
      pupil: { id: u.pupilId, name: nameOf.get(u.pupilId) ?? '' },
    };
  });
}

/** The classes a pupil is in now: whose tutor and teacher may see and (the tutor) review the pupil's uploads. */
export async function ownerOf(db: Database, pupilId: number): Promise<UploadOwner> {
  const rows = await db
    .select({ id: enrolments.offeringId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, pupilId), eq(enrolments.status, 'active')));
  return { pupilId, classes: rows.map((r) => r.id) };
}

/** An upload the actor may see; anyone else gets the same 404 as for an unknown id. */
export async function visibleUpload(db: Database, actor: Actor, id: number): Promise<UploadRow> {
  const [row] = await db.select().from(examUploads).where(eq(examUploads.id, id));
  if (!row) throw appError(EXAM_UPLOAD_ERRORS.notFound);
  if (!(await examUploadPolicy.can(actor, 'examUpload.view', await ownerOf(db, row.pupilId))))
    throw appError(EXAM_UPLOAD_ERRORS.notFound);
  return row;
}

/** One upload in full for a viewer the caller already checked. Page URLs are stable paths; the answer signs them. */
export async function detailOf(db: Database, actor: Actor, row: UploadRow): Promise<ExamUploadDetail> {
  const [summary] = await summariesOf(db, [row]);
  const pages = await db
    .select({ seq: examUploadPages.seq, url: examUploadPages.fileUrl, rotation: examUploadPages.rotation })
    .from(examUploadPages)
    .where(eq(examUploadPages.uploadId, row.id))
    .orderBy(asc(examUploadPages.seq));
  const [review] =
    row.status === 'approved'
      ? await db.select().from(examUploadReviews).where(eq(examUploadReviews.uploadId, row.id))
      : [];
  const [reviewer] = row.reviewerId
    ? await db.select({ name: nameSql }).from(users).where(eq(users.id, row.reviewerId))
    : [];
  const canReview =
    row.status === 'pending' &&
    (await examUploadPolicy.can(actor, 'examUpload.review', await ownerOf(db, row.pupilId)));
  return {
    ...summary!,
    subject: row.subject,
    examName: row.examName,
    examDate: row.examDate,
    score: row.score,
    fullMarks: row.fullMarks,
    essayTitle: row.title,
    genre: row.genre,
    wordCount: row.wordCount,
    pages,
    review: review
      ? {
          analysis: review.analysis as ExamUploadReview['analysis'],
          advice: review.advice,
          score: review.score,
          comment: review.comment,
          annotations: review.annotations as ExamUploadReview['annotations'],
        }
      : null,
    reviewerName: reviewer?.name ?? null,
    canReview,
  };
}
