/**
 * 试卷上传 and 作文上传 (/examupload, issue 17): a pupil photographs a school exam paper or an essay, page by page,
 * and submits it for approval. Staff or the pupil's tutor approve it (a paper with an analysis, an essay with a
 * score, comments and marks drawn on the pages) or reject it with a reason; the pupil may revoke it while it waits
 * and edit and send again a rejected or revoked one.
 */

export const EXAM_UPLOAD_KINDS = ['paper', 'essay'] as const;
export type ExamUploadKind = (typeof EXAM_UPLOAD_KINDS)[number];

export const EXAM_UPLOAD_STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;
export type ExamUploadStatus = (typeof EXAM_UPLOAD_STATUSES)[number];
export const EXAM_UPLOAD_STATUS_TEXT: Record<ExamUploadStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  revoked: '已撤回',
};

/** Pages of one upload: at least one, at most 20 (the limit), each an image of the allowed types. */
export const EXAM_UPLOAD_MAX_PAGES = 20;
/** The spec's image rule (section 5): jpeg, jpg, png only. */
export const EXAM_UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;

export const EXAM_UPLOAD_MESSAGES = {
  noPages: '请至少上传一页',
  tooManyPages: `最多上传 ${EXAM_UPLOAD_MAX_PAGES} 页`,
  imageType: '上传图片格式错误',
  notEditable: '只有已驳回或已撤回的上传可以修改后重新提交',
  notRevocable: '只有待审核的上传可以撤回',
  notPending: '该上传已审核，请刷新后查看',
  rejectReasonRequired: '请填写驳回原因',
} as const;

export type ExamUploadAction = 'revoke' | 'resubmit' | 'approve' | 'reject';

/**
 * The state machine: what each action does from each status, or the message refusing it. Approve and reject only
 * from 待审核; revoke only from 待审核; resubmit (put) from 已驳回 or 已撤回, back to 待审核.
 */
export function examUploadTransition(
  from: ExamUploadStatus,
  action: ExamUploadAction,
): { to: ExamUploadStatus } | { error: string } {
  switch (action) {
    case 'revoke':
      return from === 'pending' ? { to: 'revoked' } : { error: EXAM_UPLOAD_MESSAGES.notRevocable };
    case 'resubmit':
      return from === 'rejected' || from === 'revoked'
        ? { to: 'pending' }
        : { error: EXAM_UPLOAD_MESSAGES.notEditable };
    case 'approve':
      return from === 'pending' ? { to: 'approved' } : { error: EXAM_UPLOAD_MESSAGES.notPending };
    case 'reject':
      return from === 'pending' ? { to: 'rejected' } : { error: EXAM_UPLOAD_MESSAGES.notPending };
  }
}

/** Why a set of pages cannot be submitted (null: it can): none, over 20, or a page that is not a jpeg/png image. */
export function examUploadPagesError(pages: readonly { mimeType: string }[]): string | null {
  if (pages.length === 0) return EXAM_UPLOAD_MESSAGES.noPages;
  if (pages.length > EXAM_UPLOAD_MAX_PAGES) return EXAM_UPLOAD_MESSAGES.tooManyPages;
  const allowed: readonly string[] = EXAM_UPLOAD_IMAGE_TYPES;
  if (pages.some((p) => !allowed.includes(p.mimeType.toLowerCase()))) return EXAM_UPLOAD_MESSAGES.imageType;
  return null;
}

/**
 * How the result page shows an upload error from the server (spec section 5): a message with two or more line
 * breaks is a report the server laid out, shown as-is (kept in a pre-formatted block); anything shorter is one line
 * of text, with a stray break folded into a space.
 */
export function uploadErrorDisplay(message: string): { asIs: boolean; text: string } {
  const breaks = (message.match(/\r\n|\r|\n/g) ?? []).length;
  if (breaks >= 2) return { asIs: true, text: message };
  return { asIs: false, text: message.replace(/\s*(\r\n|\r|\n)\s*/g, ' ').trim() };
}

/** 课堂评价 (/classMark): once per session, within 7 days of its end; 1-5 stars for the teacher and the tutor. */
export const CLASS_MARK_WINDOW_DAYS = 7;
export const CLASS_MARK_MESSAGES = {
  notEnded: '课程结束后才能评价',
  closed: `课程结束 ${CLASS_MARK_WINDOW_DAYS} 天后不能再评价`,
  stars: '请为老师打 1-5 星',
} as const;

/** Why a session cannot be rated at `now` (null: it can): not ended yet, or ended over 7 days ago. */
export function classMarkWindowError(sessionEnd: Date, now: Date): string | null {
  if (now.getTime() < sessionEnd.getTime()) return CLASS_MARK_MESSAGES.notEnded;
  if (now.getTime() - sessionEnd.getTime() > CLASS_MARK_WINDOW_DAYS * 86_400_000) return CLASS_MARK_MESSAGES.closed;
  return null;
}

export const isStarRating = (n: unknown): n is 1 | 2 | 3 | 4 | 5 =>
  Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 5;
