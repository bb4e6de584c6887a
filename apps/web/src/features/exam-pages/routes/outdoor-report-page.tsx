import { useState } from 'react';
import { useSiteStore } from '../../../lib/site-store';
import { examReportPath } from '../../../lib/exam-paths';
import { useSessionHistory } from '../api/session-history';
import { weakestOf } from '../charts/chart-data';
import { AnalysisList } from '../components/analysis-list';
import { AnswerGrid } from '../components/answer-grid';
import { ExamNav } from '../components/exam-nav';
import { HistoryList } from '../components/history-list';
import { MasteryPanel } from '../components/mastery-panel';
import { RecommendationList } from '../components/recommendation-list';
import { ReportSummary } from '../components/report-summary';
import { ReportGate, useSessionIdParam } from '../components/session-gate';
import '../exam-pages.css';

const PAGE_SIZE = 10;

/**
 * /outdoor/report?sessionId=: the assessment's report: score, a radar of knowledge-point mastery, the weakest
 * points and the shop's courses for them, then the paper with its analysis. Without a session: my assessments.
 */
export function OutdoorReportPage() {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const sessionId = useSessionIdParam();
  return (
    <div className={`exam-page${mobile ? ' is-mobile' : ''}`}>
      {sessionId === null ? (
        <ReportIndex />
      ) : (
        <ReportGate sessionId={sessionId} back={{ to: '/outdoor', label: '返回课外测评' }}>
          {(report) => {
            const weakest = weakestOf(report.mastery);
            return (
              <>
                <ReportSummary report={report} />
                <MasteryPanel mastery={report.mastery} compact={mobile} />
                {weakest.length > 0 && (
                  <p className="outdoor-weak" data-testid="weakest">
                    薄弱知识点：{weakest.join('、')}
                  </p>
                )}
                <RecommendationList
                  items={report.recommendations}
                  title="针对薄弱点的推荐课程"
                  empty="各知识点掌握良好，暂时没有需要补强的课程"
                />
                <AnswerGrid report={report} />
                <AnalysisList sessionId={sessionId} />
              </>
            );
          }}
        </ReportGate>
      )}
    </div>
  );
}

function ReportIndex() {
  const [current, setCurrent] = useState(1);
  const { data, isPending } = useSessionHistory({ type: 'outdoor', current, size: PAGE_SIZE });
  return (
    <>
      <header className="exam-page__head">
        <div>
          <h1>测评报告</h1>
          <p>每次课外测评的知识点诊断与推荐课程。</p>
        </div>
        <ExamNav kind="outdoor" />
      </header>
      <section className="exam-panel">
        <HistoryList
          data={data}
          isPending={isPending}
          links={[{ label: '查看报告', to: (h) => examReportPath('outdoor', h.sessionId) }]}
          current={current}
          pageSize={PAGE_SIZE}
          onPage={setCurrent}
          empty="还没有完成过课外测评"
        />
      </section>
    </>
  );
}
