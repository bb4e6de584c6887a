import { API_PATHS, fillPath, type ExamAnswerRequest, type ExamAnswerResult } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';

/**
 * Saves one answer with its sequence number; the server keeps the newest by seq, so resending is harmless.
 * Silent: the page's save queue shows the state ('保存中…', '未保存，网络恢复后自动重试') and retries by itself.
 */
export function saveExamAnswer(sessionId: number, body: ExamAnswerRequest): Promise<ExamAnswerResult> {
  return apiPut<ExamAnswerResult>(fillPath(API_PATHS.examSessionAnswer, { id: sessionId }), body, {
    requireToken: true,
    silent: true,
  });
}
