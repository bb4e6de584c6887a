import { useState } from 'react';
import { Navigate } from 'react-router';
import { useExamClock } from '../hooks/use-exam-clock';
import { examReportPath } from '../../../lib/exam-paths';
import { readRunnerMemory } from '../model/runner-memory';
import type { StartedSession } from '../model/started-session';
import { ExamRunner } from './exam-runner';
import { StartScreen } from './start-screen';

interface Props {
  started: StartedSession;
  /** Straight to the questions (AI practice: its set was just made on purpose). */
  skipStart?: boolean;
  /** Phone layout whatever the window (the shop's phone column). */
  compact?: boolean;
}

/**
 * An attempt the server answered: the start screen first, the runner after 开始考试 / 继续考试. A reload of a
 * running attempt goes straight back to the runner (the tab remembers it was entered); a committed one to its
 * report.
 */
export function ExamSessionView({ started, skipStart = false, compact = false }: Props) {
  const { session, sync } = started;
  const [entered, setEntered] = useState(
    () => skipStart || (session.resumed && readRunnerMemory(session.sessionId).entered),
  );
  const clock = useExamClock(sync);
  if (session.status === 'committed') return <Navigate to={examReportPath(session.kind, session.sessionId)} replace />;
  if (entered) return <ExamRunner session={session} sync={sync} compact={compact} />;
  return <StartScreen session={session} left={clock.left} onStart={() => setEntered(true)} />;
}
