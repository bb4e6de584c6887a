import type { ExamReport } from '@salt/domain';
import { useSiteStore } from '../../../lib/site-store';
import { AnalysisList } from '../components/analysis-list';
import { AnswerGrid } from '../components/answer-grid';
import { MobileExamList } from '../components/mobile-exam-list';
import { MobileReportGate } from '../components/mobile-report-gate';
import { NeedLogin } from '../../../components/need-login';
import { useSessionIdParam } from '../components/session-gate';
import { pointsText, scoreText, timeUsedText } from '../exam-format';
import '../exam-pages.css';
import '../exam-mobile.css';

/**
 * /m-shop/listening: the English listening tests (开始 opens one at `?examId=`: the passage plays a limited number
 * of times) and, with `?sessionId=`, the result: score, every question with the passage's audio, its transcript
 * and the analysis.
 */
export function ListeningPage() {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const sessionId = useSessionIdParam();
  return (
    <div className={`mexam-page${mobile ? ' is-mobile' : ''}`}>
      <NeedLogin prompt="登录后开始听力练习">
        {sessionId === null ? (
          <>
            <header className="mexam-hero mexam-hero--listening">
              <h1>英语听力</h1>
              <p>听录音回答问题。每段录音可播放的次数有限，请戴好耳机、专心听。交卷后可查看原文与解析。</p>
            </header>
            <MobileExamList kind="listening" startLabel="开始听力" />
          </>
        ) : (
          <MobileReportGate sessionId={sessionId} back="/m-shop/listening">
            {(report) => <ListeningResult report={report} />}
          </MobileReportGate>
        )}
      </NeedLogin>
    </div>
  );
}

function ListeningResult({ report }: { report: ExamReport }) {
  return (
    <>
      <section className="mexam-hero mexam-hero--listening placement-result" data-testid="listening-result">
        <div className="placement-result__label">{report.title}</div>
        <div className="placement-result__level">
          <b data-testid="report-score">{scoreText(report.score)}</b>
          {report.score !== null && <span>/ {pointsText(report.possible)} 分</span>}
        </div>
        <div className="placement-result__stats">用时 {timeUsedText(report.timeUsedSeconds)}</div>
      </section>
      <div className="mexam-card">
        <AnswerGrid report={report} />
      </div>
      <div className="mexam-card">
        <AnalysisList sessionId={report.sessionId} />
      </div>
    </>
  );
}
