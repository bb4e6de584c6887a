import { useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import type { ExamKind } from '@salt/domain';
import { MESSAGES } from '@salt/domain';
import { useExamBrief } from '../api/exam-brief';
import { useStartExamSession } from '../api/create-session';
import { EXAM_PAGES } from '../../../lib/exam-paths';
import { readRunnerMemory } from '../model/runner-memory';
import type { StartedSession } from '../model/started-session';
import { ExamLoadError } from './exam-load-error';
import { ExamSessionView } from './exam-session-view';
import { StartScreen } from './start-screen';

function Loading() {
  return (
    <div className="exam-loading">
      <Spin description={MESSAGES.loading}>
        <div className="exam-loading__box" />
      </Spin>
    </div>
  );
}

/**
 * The exam named by the address: its start screen from the exam's brief (read only: no attempt, no clock), then
 * the attempt 开始考试 / 继续考试 starts or resumes, in the runner. A reload of an attempt this tab had entered goes
 * straight back to it: that attempt's clock was started by the pupil's click, so resuming costs nothing.
 */
export function ExamById({ examId, kind, compact }: { examId: number; kind: ExamKind; compact?: boolean }) {
  const brief = useExamBrief(examId);
  const start = useStartExamSession();
  const [started, setStarted] = useState<StartedSession | null>(null);
  const resuming = useRef(false);
  const begin = () => start.mutate(examId, { onSuccess: setStarted });

  const open = brief.data?.brief.open ?? null;
  const reentered = open !== null && readRunnerMemory(open.sessionId).entered;
  // Once (StrictMode runs effects twice; a second POST would only resume again, but one is enough).
  useEffect(() => {
    if (!reentered || resuming.current) return;
    resuming.current = true;
    begin();
  });

  if (started) return <ExamSessionView key={started.session.sessionId} started={started} compact={compact} />;
  if (brief.isPending) return <Loading />;
  if (brief.isError) return <ExamLoadError error={brief.error} backTo={EXAM_PAGES[kind].home} />;
  // Refused at the click (closed or used up since the brief was read), or the resume of a reload failed.
  if (start.isError) return <ExamLoadError error={start.error} backTo={EXAM_PAGES[kind].home} />;
  if (reentered) return <Loading />;
  return <StartScreen brief={brief.data.brief} sync={brief.data.sync} starting={start.isPending} onStart={begin} />;
}

/** `?examId=` as a positive integer, or null. */
export function examIdOf(search: URLSearchParams): number | null {
  const raw = search.get('examId');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
