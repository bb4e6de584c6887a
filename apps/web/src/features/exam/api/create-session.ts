import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type ExamSession } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { timed } from '../model/started-session';

/**
 * Starts an attempt of the exam, or answers the caller's unfinished one (same id, answers kept, remaining time
 * from the server's clock), so calling it again after a reload resumes rather than restarts. Starting runs the
 * clock and uses an attempt, so only 开始考试 / 继续考试 calls it (the start screen reads the exam's brief).
 * Silent: the page shows why an exam cannot be started (closed meanwhile, no attempts left) in place.
 */
export function createExamSession(examId: number): Promise<ExamSession> {
  return apiPost<ExamSession>(API_PATHS.examSession, { examId }, { requireToken: true, silent: true });
}

/** 开始考试 / 继续考试: the attempt, with the clock sync of the answer that carried it. */
export const useStartExamSession = () =>
  useMutation({ mutationFn: (examId: number) => timed(() => createExamSession(examId)) });
