import {
  API_PATHS,
  fillPath,
  type ExamUploadApproveRequest,
  type ExamUploadDetail,
  type ExamUploadPageOf,
  type ExamUploadReviewQuery,
} from '@salt/domain';
import { apiGet, apiPost } from '../../lib/api/client';

/** 试卷作文审核 (staff; the server checks): pupils' uploads by kind, status and name, one in full, approve, reject. */
export const fetchConsoleUploads = (q: Partial<ExamUploadReviewQuery>) =>
  apiGet<ExamUploadPageOf>(API_PATHS.consoleExamUploadPage, { params: q, silent: true });

export const fetchConsoleUpload = (id: number) =>
  apiGet<ExamUploadDetail>(fillPath(API_PATHS.consoleExamUploadOne, { id }), { silent: true });

export const approveConsoleUpload = (id: number, body: ExamUploadApproveRequest) =>
  apiPost<ExamUploadDetail>(fillPath(API_PATHS.consoleExamUploadApprove, { id }), body, { silent: true });

export const rejectConsoleUpload = (id: number, reason: string) =>
  apiPost<ExamUploadDetail>(fillPath(API_PATHS.consoleExamUploadReject, { id }), { reason }, { silent: true });
