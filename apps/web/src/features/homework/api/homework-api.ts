import {
  API_PATHS,
  type HomeworkAnswerItem,
  type HomeworkQuiz,
  type HomeworkReplyRequest,
  type HomeworkSendResult,
  type HomeworkSubmissions,
} from '@salt/domain';
import { apiGet, apiPost } from '../../../lib/api/client';

/** Query keys of the homework feature. */
export const homeworkKeys = {
  quiz: (chapterId: string | number) => ['homework', 'quiz', String(chapterId)] as const,
  submissions: (chapterId: string | number) => ['homework', 'submissions', String(chapterId)] as const,
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

/** One image to the shared upload endpoint; the part is named image.jpeg or image.png. */
export async function uploadHomeworkImage(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.type === 'image/png' ? 'image.png' : 'image.jpeg');
  const data = await apiPost<{ url: string }>(API_PATHS.fileUpload, form, { requireToken: true });
  return data.url;
}
