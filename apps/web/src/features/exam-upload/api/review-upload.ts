import { API_PATHS, fillPath, type ExamUploadApproveRequest, type ExamUploadDetail } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import type { ReviewApi } from '../review/review-drawer';
import { fetchUploadDetail } from './upload-detail';

/** 通过 by the pupil's tutor: a paper's analysis and advice, an essay's score, comment and marks. */
export function approveUpload(id: number, body: ExamUploadApproveRequest): Promise<ExamUploadDetail> {
  return apiPost<ExamUploadDetail>(fillPath(API_PATHS.examUploadApprove, { id }), body, {
    requireToken: true,
    silent: true,
  });
}

/** 驳回 by the pupil's tutor, with the reason the pupil reads. */
export function rejectUpload(id: number, reason: string): Promise<ExamUploadDetail> {
  return apiPost<ExamUploadDetail>(
    fillPath(API_PATHS.examUploadReject, { id }),
    { reason },
    {
      requireToken: true,
      silent: true,
    },
  );
}

/** The review drawer pointed at the tutor's calls. */
export const tutorReviewApi: ReviewApi = {
  scope: 'tutor',
  load: fetchUploadDetail,
  approve: approveUpload,
  reject: rejectUpload,
};
