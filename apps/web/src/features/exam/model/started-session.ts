import type { ExamSession } from '@salt/domain';
import { monotonicNow, syncFrom, type ClockSync } from './exam-clock';

/** An attempt as the page received it, with the clock sync taken from the same answer. */
export interface StartedSession {
  session: ExamSession;
  sync: ClockSync;
}

/** Any call answering an attempt: the countdown starts from the moment its answer arrived. */
export async function timed(call: () => Promise<ExamSession>): Promise<StartedSession> {
  const sentAt = monotonicNow();
  const session = await call();
  return { session, sync: syncFrom(session.remainingSeconds, sentAt, monotonicNow()) };
}
