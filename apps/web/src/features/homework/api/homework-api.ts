import {
  API_PATHS,
  type HomeworkAnswerItem,
  type HomeworkQuiz,
  type HomeworkReplyRequest,
  type HomeworkSendResult,
  type HomeworkSubmissions,
} from '@salt/domain';
import { apiGet, apiPost } from '../../../lib/api/client';
import { queryRoots } from '../../../lib/api/query-keys';

/** Query keys of the homework feature. */
export const homeworkKeys = {
  quiz: (chapterId: string | number) => [...queryRoots.homework, 'quiz', String(chapterId)] as const,
  submissions: (chapterId: string | number) => [...queryRoots.homework, 'submissions', String(chapterId)] as const,
};

/** The session's homework quiz with the caller's answer record. No quiz bound: ApiError with errorCode QUIZ_NOT_BOUND. */
export function fetchHomework(chapterId: string | number): Promise<HomeworkQuiz> {
  return apiGet<HomeworkQuiz>(API_PATHS.homeworkByChapter, {
    params: { chapterId },
    requireToken: true,
    silent: true,
  });
}

export function saveHomeworkAnswers(items: HomeworkAnswerItem[]): Promise<unknown> {
  return apiPost<unknown>(API_PATHS.homeworkSave, items, { requireToken: true });
}

export function sendHomework(quizAnswerId: number): Promise<HomeworkSendResult> {
  return apiPost<HomeworkSendResult>(API_PATHS.homeworkSend, null, { params: { quizAnswerId }, requireToken: true });
}

export function fetchSubmissions(chapterId: string | number): Promise<HomeworkSubmissions> {
  return apiGet<HomeworkSubmissions>(API_PATHS.homeworkSubmissions, { params: { chapterId }, requireToken: true });
}

export function replyHomework(body: HomeworkReplyRequest): Promise<unknown> {
  return apiPost<unknown>(API_PATHS.homeworkReply, body, { requireToken: true });
}

/** Homework photos go to the shared upload endpoint (kept under this name so the homework views mock one module). */
export { uploadImage as uploadHomeworkImage } from '../../../lib/api/upload-image';
