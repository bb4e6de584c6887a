import { useState } from 'react';
import { Link } from 'react-router';
import { useSiteStore } from '../../../lib/site-store';
import { EXAM_PAGES, examReportPath } from '../../../lib/exam-paths';
import { useSessionHistory } from '../api/session-history';
import { ExamNav } from '../components/exam-nav';
import { FeedbackList } from '../components/feedback-list';
import { HistoryList } from '../components/history-list';
import { ReportSummary } from '../components/report-summary';
import { ReportGate, useSessionIdParam } from '../components/session-gate';
import '../exam-pages.css';

type FeedbackKind = 'jieke' | 'mock';

const PAGE_SIZE = 10;

/**
 * feedBack pages. With `?sessionId=`: the teacher's marks and comments per question under the attempt's score,
 * and a link to the full report. Without it: my attempts, to choose one.
 */
export function ExamFeedbackPage({ kind }: { kind: FeedbackKind }) {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const sessionId = useSessionIdParam();
  return (
    <div className={`exam-page${mobile ? ' is-mobile' : ''}`}>
      {sessionId === null ? (
        <FeedbackIndex kind={kind} />
      ) : (
        <ReportGate sessionId={sessionId} back={{ to: EXAM_PAGES[kind].home, label: `返回${EXAM_PAGES[kind].title}` }}>
          {(report) => (
            <>
              <ReportSummary report={report} />
              <FeedbackList report={report} />
              <div className="exam-page__more">
                <Link to={examReportPath(kind, sessionId)}>查看完整报告与解析</Link>
              </div>
            </>
          )}
        </ReportGate>
      )}
    </div>
  );
}

function FeedbackIndex({ kind }: { kind: FeedbackKind }) {
  const [current, setCurrent] = useState(1);
  const { data, isPending } = useSessionHistory({ type: kind, current, size: PAGE_SIZE });
  return (
    <>
      <header className="exam-page__head">
        <div>
          <h1>{EXAM_PAGES[kind].title} · 老师反馈</h1>
          <p>老师批改口述题和拍照题后会写下点评，选择一次考试查看。</p>
        </div>
        <ExamNav kind={kind} />
      </header>
      <section className="exam-panel">
        <HistoryList
          data={data}
          isPending={isPending}
          links={[
            { label: '查看反馈', to: (h) => `${EXAM_PAGES[kind].home}/feedBack?sessionId=${h.sessionId}` },
            { label: '查看报告', to: (h) => examReportPath(kind, h.sessionId) },
          ]}
          current={current}
          pageSize={PAGE_SIZE}
          onPage={setCurrent}
          empty="还没有交过卷"
        />
      </section>
    </>
  );
}

export const JiekeFeedbackPage = () => <ExamFeedbackPage kind="jieke" />;
export const MockFeedbackPage = () => <ExamFeedbackPage kind="mock" />;
