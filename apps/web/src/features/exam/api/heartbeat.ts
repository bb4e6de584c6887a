import { API_PATHS, fillPath, type ExamTimeRequest, type ExamTimeResult } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';

/**
 * The page's heartbeat: answers the server's remaining seconds (the countdown re-syncs on it) and whether the
 * attempt is still open. `leave`/`return` log the page losing or regaining focus, a signal for staff only.
 */
export function postExamTime(
  sessionId: number,
  event: ExamTimeRequest['event'] = 'heartbeat',
): Promise<ExamTimeResult> {
  return apiPost<ExamTimeResult>(
    fillPath(API_PATHS.examSessionTime, { id: sessionId }),
    { event },
    {
      requireToken: true,
      silent: true,
    },
  );
}
