import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import {
  EXAM_UPLOAD_ERRORS,
  examUploadPagesError,
  examUploadTransition,
  type ExamUploadDetail,
  type ExamUploadKind,
  type ExamUploadMineQuery,
  type ExamUploadPageOf,
  type ExamUploadStatus,
  type ExamUploadUpdateRequest,
} from '@salt/domain';
import { examUploadPages, examUploads } from '../../db/schema';
import type { Transaction } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { privateKeyOfUrl } from '../../platform/storage/private-file-links';
import { isOwnPrivateUpload, storeImage } from '../file';
import { detailOf, summariesOf, visibleUpload, type UploadRow } from './exam-upload-view.service';

/** Whether an error message is one of the examUploadPagesError texts, mapped to its catalogue entry. */
function pagesErrorEntry(msg: string) {
  const e = EXAM_UPLOAD_ERRORS;
  return [e.noPages, e.tooManyPages, e.imageType].find((x) => x.msg === msg) ?? e.pageInvalid;
}

/**
 * 批量上传页面: jpeg/png images only (decided by their bytes), each within the upload limit, at most 20 at once,
 * into the pupil's private folder (the file module's store: content-hash names, so they cannot be guessed).
 */
export async function storePageImages(
  ctx: AppContext,
  userId: number,
  files: Buffer[],
): Promise<{ url: string; mimeType: string }[]> {
  const typed: { data: Buffer; mimeType: string }[] = [];
  for (const data of files) {
    const type = data.length > 0 ? await fileTypeFromBuffer(data) : undefined;
    typed.push({ data, mimeType: type?.mime ?? 'application/octet-stream' });
  }
  const problem = examUploadPagesError(typed);
  if (problem) throw appError(pagesErrorEntry(problem));
  const out: { url: string; mimeType: string }[] = [];
  for (const f of typed) out.push({ url: await storeImage(ctx, userId, f.data, 'answer'), mimeType: f.mimeType });
  return out;
}

/**
 * The pages a pupil names must be their own private image uploads that exist (a stable path; a signed link came
 * back as one): another pupil's photo, a public URL or an invented name is refused.
 */
async function checkPages(ctx: AppContext, pupilId: number, pages: ExamUploadUpdateRequest['pages']) {
  const typed = pages.map((p) => {
    const key = privateKeyOfUrl(p.url);
    if (!key || key.kind !== 'images' || !isOwnPrivateUpload(pupilId, p.url))
      throw appError(EXAM_UPLOAD_ERRORS.pageInvalid);
    const ext = key.name.split('.').pop()!.toLowerCase();
    return { mimeType: ext === 'png' ? 'image/png' : ext === 'jpg' || ext === 'jpeg' ? 'image/jpeg' : ext };
  });
  const problem = examUploadPagesError(typed);
  if (problem) throw appError(pagesErrorEntry(problem));
  for (const p of pages) {
    if (!(await ctx.privateStorage.get(privateKeyOfUrl(p.url)!.key))) throw appError(EXAM_UPLOAD_ERRORS.pageInvalid);
  }
}

/** The kind's own fields, the other kind's cleared; a paper needs subject and exam name, an essay its title. */
function fieldsOf(kind: ExamUploadKind, b: ExamUploadUpdateRequest) {
  if (kind === 'paper') {
    if (!b.subject || !b.examName) throw appError(EXAM_UPLOAD_ERRORS.fieldsRequired);
    return {
      subject: b.subject,
      examName: b.examName,
      examDate: b.examDate ?? null,
      score: b.score ?? null,
      fullMarks: b.fullMarks ?? 100,
      title: null,
      genre: null,
      wordCount: null,
    };
  }
  if (!b.title) throw appError(EXAM_UPLOAD_ERRORS.fieldsRequired);
  return {
    subject: null,
    examName: null,
    examDate: null,
    score: null,
    fullMarks: null,
    title: b.title,
    genre: b.genre ?? null,
    wordCount: b.wordCount ?? null,
  };
}

async function writePages(tx: Transaction, uploadId: number, pages: ExamUploadUpdateRequest['pages']) {
  await tx.delete(examUploadPages).where(eq(examUploadPages.uploadId, uploadId));
  await tx
    .insert(examUploadPages)
    .values(pages.map((p, i) => ({ uploadId, seq: i + 1, fileUrl: p.url, rotation: p.rotation })));
}

/** 上传: the pupil's upload, submitted for approval at once (status 待审核). */
export async function submitUpload(
  ctx: AppContext,
  actor: Actor,
  body: ExamUploadUpdateRequest & { kind: ExamUploadKind },
): Promise<ExamUploadDetail> {
  const fields = fieldsOf(body.kind, body);
  await checkPages(ctx, actor.userId, body.pages);
  const row = await ctx.db.transaction(async (tx) => {
    const [u] = await tx
      .insert(examUploads)
      .values({ pupilId: actor.userId, kind: body.kind, status: 'pending', ...fields, submittedAt: ctx.clock.now() })
      .returning();
    await writePages(tx, u!.id, body.pages);
    return u!;
  });
  return detailOf(ctx.db, actor, row);
}

/** The pupil's own upload for a write; another's is an unknown 404. */
async function ownUpload(tx: Transaction, pupilId: number, id: number): Promise<UploadRow> {
  const [row] = await tx
    .select()
    .from(examUploads)
    .where(and(eq(examUploads.id, id), eq(examUploads.pupilId, pupilId)))
    .for('update');
  if (!row) throw appError(EXAM_UPLOAD_ERRORS.notFound);
  return row;
}

const transitionError = (msg: string) =>
  [EXAM_UPLOAD_ERRORS.notEditable, EXAM_UPLOAD_ERRORS.notRevocable, EXAM_UPLOAD_ERRORS.notPending].find(
    (e) => e.msg === msg,
  ) ?? EXAM_UPLOAD_ERRORS.notPending;

/** 修改后重新提交: a rejected or revoked upload, edited, back to 待审核 (its old review reason cleared). */
export async function resubmitUpload(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: ExamUploadUpdateRequest,
): Promise<ExamUploadDetail> {
  const row = await ctx.db.transaction(async (tx) => {
    const u = await ownUpload(tx, actor.userId, id);
    const next = examUploadTransition(u.status as ExamUploadStatus, 'resubmit');
    if ('error' in next) throw appError(transitionError(next.error));
    await checkPages(ctx, actor.userId, body.pages);
    const [after] = await tx
      .update(examUploads)
      .set({
        ...fieldsOf(u.kind as ExamUploadKind, body),
        status: next.to,
        rejectReason: null,
        reviewerId: null,
        reviewedAt: null,
        submittedAt: ctx.clock.now(),
        revisionCount: u.revisionCount + 1,
      })
      .where(eq(examUploads.id, id))
      .returning();
    await writePages(tx, id, body.pages);
    return after!;
  });
  return detailOf(ctx.db, actor, row);
}

/** 撤回: only while 待审核. */
export async function revokeUpload(ctx: AppContext, actor: Actor, id: number): Promise<ExamUploadDetail> {
  const row = await ctx.db.transaction(async (tx) => {
    const u = await ownUpload(tx, actor.userId, id);
    const next = examUploadTransition(u.status as ExamUploadStatus, 'revoke');
    if ('error' in next) throw appError(transitionError(next.error));
    const [after] = await tx.update(examUploads).set({ status: next.to }).where(eq(examUploads.id, id)).returning();
    return after!;
  });
  return detailOf(ctx.db, actor, row);
}

/** My uploads, newest first, by kind and status. */
export async function myUploads(ctx: AppContext, actor: Actor, q: ExamUploadMineQuery): Promise<ExamUploadPageOf> {
  const conds: SQL[] = [eq(examUploads.pupilId, actor.userId)];
  if (q.kind) conds.push(eq(examUploads.kind, q.kind));
  if (q.status) conds.push(eq(examUploads.status, q.status));
  return pageOfUploads(ctx, and(...conds)!, q);
}

/** A page of uploads matching `where`, newest submission first (size -1: all). */
export async function pageOfUploads(
  ctx: AppContext,
  where: SQL,
  q: { current: number; size: number },
): Promise<ExamUploadPageOf> {
  const size = q.size === -1 ? 1000 : q.size;
  const rows = await ctx.db
    .select()
    .from(examUploads)
    .where(where)
    .orderBy(desc(examUploads.submittedAt), desc(examUploads.id))
    .limit(size)
    .offset((q.current - 1) * size);
  const [total] = await ctx.db.select({ n: count() }).from(examUploads).where(where);
  return { records: await summariesOf(ctx.db, rows), total: total!.n, current: q.current, size: q.size };
}

/** One upload for a viewer (pupil, their tutor or teacher, staff). */
export async function uploadDetail(ctx: AppContext, actor: Actor, id: number): Promise<ExamUploadDetail> {
  return detailOf(ctx.db, actor, await visibleUpload(ctx.db, actor, id));
}
