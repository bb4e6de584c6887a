import { Link } from 'react-router';
import { EXAM_PAGES } from '../../../lib/exam-paths';
import { AnalysisList } from './analysis-list';
import { AnswerGrid } from './answer-grid';
import { ReportSummary } from './report-summary';
import { ReportGate } from './session-gate';

/**
 * One attempt's report as the jieke and mock pages show it: score (or 待批改), time, rank and percentile, the
 * right/wrong grid, then every question's analysis; a link to the teacher's comments when there are some.
 */
export function SessionReport({ sessionId, kind }: { sessionId: number; kind: 'jieke' | 'mock' }) {
  const home = EXAM_PAGES[kind].home;
  return (
    <ReportGate sessionId={sessionId} back={{ to: home, label: `返回${EXAM_PAGES[kind].title}` }}>
      {(report) => (
        <>
          <ReportSummary
            report={report}
            extra={
              report.feedback.length > 0 && (
                <Link to={`${home}/feedBack?sessionId=${sessionId}`} className="report-summary__link">
                  查看老师反馈（{report.feedback.length} 条）
                </Link>
              )
            }
          />
          <AnswerGrid report={report} />
          <AnalysisList sessionId={sessionId} />
        </>
      )}
    </ReportGate>
  );
}
