import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type ExamSession, type QbAiSessionRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { timed } from '../model/started-session';

/**
 * Starts an AI practice set: the server picks the questions (weighted toward the pupil's weak knowledge points)
 * and answers an attempt like POST /em/quiz/session does, which the same answering page then runs.
 */
export function createAiSession(body: QbAiSessionRequest): Promise<ExamSession> {
  return apiPost<ExamSession>(API_PATHS.qbAiSession, body, { requireToken: true, silent: true });
}

export const useCreateAiSession = () =>
  useMutation({ mutationFn: (body: QbAiSessionRequest) => timed(() => createAiSession(body)) });
