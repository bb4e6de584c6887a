import { Spin } from 'antd';
import type { ExamKind } from '@salt/domain';
import { MESSAGES } from '@salt/domain';
import { useExamSession } from '../api/create-session';
import { EXAM_PAGES } from '../../../lib/exam-paths';
import { ExamLoadError } from './exam-load-error';
import { ExamSessionView } from './exam-session-view';

/** The exam named by the address: its attempt (started or resumed by the server), then the start screen or runner. */
export function ExamById({ examId, kind, compact }: { examId: number; kind: ExamKind; compact?: boolean }) {
  const query = useExamSession(examId);
  if (query.isPending)
    return (
      <div className="exam-loading">
        <Spin description={MESSAGES.loading}>
          <div className="exam-loading__box" />
        </Spin>
      </div>
    );
  if (query.isError) return <ExamLoadError error={query.error} backTo={EXAM_PAGES[kind].home} />;
  return <ExamSessionView key={query.data.session.sessionId} started={query.data} compact={compact} />;
}

/** `?examId=` as a positive integer, or null. */
export function examIdOf(search: URLSearchParams): number | null {
  const raw = search.get('examId');
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
