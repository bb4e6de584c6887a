import { useRef } from 'react';
import { Spin } from 'antd';
import type { ExamKind } from '@salt/domain';
import { MESSAGES } from '@salt/domain';
import { useExamSession } from '../api/create-session';
import { EXAM_PAGES } from '../../../lib/exam-paths';
import { ExamLoadError } from './exam-load-error';
import type { StartedSession } from '../model/started-session';
import { ExamSessionView } from './exam-session-view';

/** The exam named by the address: its attempt (started or resumed by the server), then the start screen or runner. */
export function ExamById({ examId, kind, compact }: { examId: number; kind: ExamKind; compact?: boolean }) {
  const query = useExamSession(examId);
  // The first answer is the attempt on screen; a later refetch (anything invalidating it) must not swap it.
  const first = useRef<StartedSession | null>(null);
  first.current ??= query.data ?? null;
  if (first.current)
    return <ExamSessionView key={first.current.session.sessionId} started={first.current} compact={compact} />;
  if (query.isPending)
    return (
      <div className="exam-loading">
        <Spin description={MESSAGES.loading}>
          <div className="exam-loading__box" />
        </Spin>
      </div>
    );
  return <ExamLoadError error={query.error} backTo={EXAM_PAGES[kind].home} />;
}

/** `?examId=` as a positive integer, or null. */
export function examIdOf(search: URLSearchParams): number | null {
  const raw = search.get('examId');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
