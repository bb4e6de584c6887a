import { describe, expect, it } from 'vitest';
import {
  EXAM_UPLOAD_MESSAGES as M,
  CLASS_MARK_MESSAGES,
  classMarkWindowError,
  examUploadPagesError,
  examUploadTransition,
  isStarRating,
  uploadErrorDisplay,
} from './exam-upload-rules';

describe('examUploadTransition', () => {
  it('a pending upload is approved, rejected or revoked; nothing else moves it', () => {
    expect(examUploadTransition('pending', 'approve')).toEqual({ to: 'approved' });
    expect(examUploadTransition('pending', 'reject')).toEqual({ to: 'rejected' });
    expect(examUploadTransition('pending', 'revoke')).toEqual({ to: 'revoked' });
    expect(examUploadTransition('pending', 'resubmit')).toEqual({ error: M.notEditable });
  });
  it('a rejected or revoked upload is edited and sent again; it cannot be reviewed or revoked', () => {
    for (const from of ['rejected', 'revoked'] as const) {
      expect(examUploadTransition(from, 'resubmit')).toEqual({ to: 'pending' });
      expect(examUploadTransition(from, 'approve')).toEqual({ error: M.notPending });
      expect(examUploadTransition(from, 'revoke')).toEqual({ error: M.notRevocable });
    }
  });
  it('an approved upload is final', () => {
    for (const action of ['approve', 'reject', 'revoke', 'resubmit'] as const) {
      expect(examUploadTransition('approved', action)).toHaveProperty('error');
    }
  });
});

describe('examUploadPagesError', () => {
  const jpg = { mimeType: 'image/jpeg' };
  it('takes 1 to 20 jpeg or png pages', () => {
    expect(examUploadPagesError([jpg, { mimeType: 'IMAGE/PNG' }])).toBeNull();
    expect(examUploadPagesError(Array(20).fill(jpg))).toBeNull();
  });
  it('refuses none, 21 and a page that is not a jpeg or png image', () => {
    expect(examUploadPagesError([])).toBe(M.noPages);
    expect(examUploadPagesError(Array(21).fill(jpg))).toBe(M.tooManyPages);
    expect(examUploadPagesError([jpg, { mimeType: 'application/pdf' }])).toBe('上传图片格式错误');
    expect(examUploadPagesError([{ mimeType: 'image/gif' }])).toBe('上传图片格式错误');
  });
});

describe('uploadErrorDisplay (spec: two or more line breaks are shown as-is)', () => {
  it('keeps a message with two line breaks exactly', () => {
    const report = '第 2 页无法识别：\n  图片过暗\n  请重新拍摄';
    expect(uploadErrorDisplay(report)).toEqual({ asIs: true, text: report });
  });
  it('folds a single break into a space', () => {
    expect(uploadErrorDisplay('上传失败\n请重试')).toEqual({ asIs: false, text: '上传失败 请重试' });
    expect(uploadErrorDisplay('上传失败')).toEqual({ asIs: false, text: '上传失败' });
  });
});

describe('classMarkWindowError (once per session, within 7 days of its end)', () => {
  const end = new Date('2026-11-20T12:00:00Z');
  it('opens at the end of the session and closes 7 days later', () => {
    expect(classMarkWindowError(end, new Date('2026-11-20T11:59:00Z'))).toBe(CLASS_MARK_MESSAGES.notEnded);
    expect(classMarkWindowError(end, end)).toBeNull();
    expect(classMarkWindowError(end, new Date('2026-11-27T12:00:00Z'))).toBeNull();
    expect(classMarkWindowError(end, new Date('2026-11-27T12:01:00Z'))).toBe(CLASS_MARK_MESSAGES.closed);
  });
  it('stars are whole numbers from 1 to 5', () => {
    expect([1, 3, 5].every(isStarRating)).toBe(true);
    expect([0, 6, 2.5, '3', null].some(isStarRating)).toBe(false);
  });
});
