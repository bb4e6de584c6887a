import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  EXAM_UPLOAD_ERRORS,
  examUploadTransition,
  isAdmin,
  type ExamUploadApproveRequest,
  type ExamUploadDetail,
  type ExamUploadPageOf,
  type ExamUploadReviewQuery,
  type ExamUploadStatus,
} from '@salt/domain';
import { enrolments, examUploadPages, examUploadReviews, examUploads, users } from '../../db/schema';
import { likePattern } from '../../platform/like-pattern';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit } from '../console';
import { examUploadPolicy } from './exam-upload.policy';
import { pageOfUploads } from './exam-upload.service';
import { detailOf, ownerOf } from './exam-upload-view.service';

/** Filters both review lists share: kind, status, the pupil's name or mobile. */
function filtersOf(q: ExamUploadReviewQuery): SQL[] {
  const conds: SQL[] = [];
  if (q.kind) conds.push(eq(examUploads.kind, q.kind));
  if (q.status) conds.push(eq(examUploads.status, q.status));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    const match = or(
      ilike(users.realname, like),
      ilike(users.nickname, like),
      ilike(users.username, like),
      ilike(users.phone, like),
    );
    conds.push(sql`${examUploads.pupilId} in (select ${users.id} from ${users} where ${match})`);
  }
  return conds;
}

/** The console's list (staff): every pupil's uploads. */
export async function consoleUploadPage(ctx: AppContext, q: ExamUploadReviewQuery): Promise<ExamUploadPageOf> {
  const conds = filtersOf(q);
  return pageOfUploads(ctx, conds.length > 0 ? and(...conds)! : sql`true`, q);
}

/** A tutor's list: uploads of pupils now in a class they tutor (staff: everyone's). */
export async function tutorUploadPage(
  ctx: AppContext,
  actor: Actor,
  q: ExamUploadReviewQuery,
): Promise<ExamUploadPageOf> {
  const conds = filtersOf(q);
  if (!isAdmin(actor.roles)) {
    const classes = [...(await actor.classesTutored())];
    if (classes.length === 0) return { records: [], total: 0, current: q.current, size: q.size };
    conds.push(
      inArray(
        examUploads.pupilId,
        ctx.db
          .select({ id: enrolments.userId })
          .from(enrolments)
          .where(and(eq(enrolments.status, 'active'), inArray(enrolments.offeringId, classes))),
      ),
    );
  }
  return pageOfUploads(ctx, and(...conds)!, q);
}

/** The upload a reviewer may decide on: an unknown id, or one the caller may not see, is 404; seen but not theirs 403. */
async function reviewable(ctx: AppContext, actor: Actor, id: number) {
  const [row] = await ctx.db.select().from(examUploads).where(eq(examUploads.id, id));
  if (!row) throw appError(EXAM_UPLOAD_ERRORS.notFound);
  const owner = await ownerOf(ctx.db, row.pupilId);
  if (!(await examUploadPolicy.can(actor, 'examUpload.view', owner))) throw appError(EXAM_UPLOAD_ERRORS.notFound);
  await examUploadPolicy.authorize(actor, 'examUpload.review', owner);
  return row;
}

/**
 * 通过 / 驳回. The state machine decides (only from 待审核); the write is conditional on the status still being
 * pending, so of two reviewers at once exactly one wins and the other gets 该上传已审核.
 */
async function decide(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: 'approve' | 'reject',
  write: { rejectReason?: string; review?: ExamUploadApproveRequest },
): Promise<ExamUploadDetail> {
  const row = await reviewable(ctx, actor, id);
  const next = examUploadTransition(row.status as ExamUploadStatus, action);
  if ('error' in next) throw appError(EXAM_UPLOAD_ERRORS.notPending);
  if (write.review) {
    const [pages] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(examUploadPages)
      .where(eq(examUploadPages.uploadId, id));
    if (write.review.annotations.some((a) => a.page > pages!.n)) throw appError(EXAM_UPLOAD_ERRORS.pageInvalid);
  }
  const after = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [u] = await tx
      .update(examUploads)
      .set({ status: next.to, rejectReason: write.rejectReason ?? null, reviewerId: actor.userId, reviewedAt: now })
      .where(and(eq(examUploads.id, id), eq(examUploads.status, 'pending')))
      .returning();
    if (!u) throw appError(EXAM_UPLOAD_ERRORS.notPending);
    if (write.review) {
      const r = write.review;
      const values = {
        analysis: r.analysis,
        advice: r.advice ?? null,
        score: r.score ?? null,
        comment: r.comment ?? null,
        annotations: r.annotations,
        reviewerId: actor.userId,
        createdAt: now,
      };
      await tx
        .insert(examUploadReviews)
        .values({ uploadId: id, ...values })
        .onConflictDoUpdate({ target: examUploadReviews.uploadId, set: values });
    }
    if (isAdmin(actor.roles))
      await recordAudit(tx, actor, {
        action: action === 'approve' ? 'examUpload.approve' : 'examUpload.reject',
        entity: 'examUpload',
        entityId: id,
        before: { status: row.status },
        after: { status: u.status, rejectReason: u.rejectReason },
      });
    return u;
  });
  return detailOf(ctx.db, actor, after);
}

export const approveUpload = (ctx: AppContext, actor: Actor, id: number, body: ExamUploadApproveRequest) =>
  decide(ctx, actor, id, 'approve', { review: body });

export const rejectUpload = (ctx: AppContext, actor: Actor, id: number, reason: string) =>
  decide(ctx, actor, id, 'reject', { rejectReason: reason });
