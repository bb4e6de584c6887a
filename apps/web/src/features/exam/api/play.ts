import { API_PATHS, fillPath, type ExamPlayResult } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

/** Counts one play of a listening passage; answers the plays left (refused when none are). */
export function postExamPlay(sessionId: number, questionId: number): Promise<ExamPlayResult> {
  return apiPost<ExamPlayResult>(
    fillPath(API_PATHS.examSessionPlay, { id: sessionId }),
    { questionId },
    {
      requireToken: true,
    },
  );
}
