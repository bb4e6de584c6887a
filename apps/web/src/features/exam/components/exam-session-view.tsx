import { Navigate } from 'react-router';
import { examReportPath } from '../../../lib/exam-paths';
import type { StartedSession } from '../model/started-session';
import { ExamRunner } from './exam-runner';

interface Props {
  started: StartedSession;
  /** Phone layout whatever the window (the shop's phone column). */
  compact?: boolean;
}

/**
 * An attempt the server answered after the pupil asked for it (开始考试 / 继续考试 on the start screen, or an AI
 * practice set): the runner; one already handed in (by the sweep, or in another tab) opens its report.
 */
export function ExamSessionView({ started, compact = false }: Props) {
  const { session, sync } = started;
  if (session.status === 'committed') return <Navigate to={examReportPath(session.kind, session.sessionId)} replace />;
  return <ExamRunner session={session} sync={sync} compact={compact} />;
}
