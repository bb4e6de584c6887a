import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { ExamReport } from '@salt/domain';
import { useSiteStore } from '../../../lib/site-store';
import { AnalysisList } from '../components/analysis-list';
import { MobileExamList } from '../components/mobile-exam-list';
import { MobileReportGate } from '../components/mobile-report-gate';
import { NeedLogin } from '../../../components/need-login';
import { RecommendationList } from '../components/recommendation-list';
import { useSessionIdParam } from '../components/session-gate';
import { pointsText, scoreText, timeUsedText } from '../exam-format';
import '../exam-pages.css';
import '../exam-mobile.css';

/**
 * /m-shop/fenban-test: the placement test's landing (which test, 开始测试 opens it at `?examId=`) and, with
 * `?sessionId=`, its result: the class level reached and the shop's classes of that level.
 */
export function FenbanTestPage() {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const sessionId = useSessionIdParam();
  return (
    <div className={`mexam-page${mobile ? ' is-mobile' : ''}`}>
      <NeedLogin prompt="登录后开始分班测试">
        {sessionId === null ? (
          <>
            <header className="mexam-hero mexam-hero--placement">
              <h1>分班测试</h1>
              <p>做一份简短的测试卷，按得分为你匹配合适的班型：基础班、提高班、培优班或尖子班。</p>
            </header>
            <MobileExamList kind="placement" startLabel="开始测试" />
          </>
        ) : (
          <MobileReportGate sessionId={sessionId} back="/m-shop/fenban-test">
            {(report) => <PlacementResult report={report} />}
          </MobileReportGate>
        )}
      </NeedLogin>
    </div>
  );
}

function PlacementResult({ report }: { report: ExamReport }) {
  const [showAnalysis, setShowAnalysis] = useState(false);
  const placement = report.placement;
  return (
    <>
      <section className="mexam-hero mexam-hero--placement placement-result" data-testid="placement-result">
        <div className="placement-result__label">{report.title}</div>
        {placement ? (
          <>
            <div className="placement-result__level">
              <span>推荐班型</span>
              <b>{placement.levelText}</b>
            </div>
            <div className="placement-result__percent">得分率 {placement.percent}%</div>
          </>
        ) : (
          <div className="placement-result__level">
            <b>{scoreText(report.score)}</b>
          </div>
        )}
        <div className="placement-result__stats">
          得分 {scoreText(report.score)}
          {report.score !== null && ` / ${pointsText(report.possible)}`} · 用时 {timeUsedText(report.timeUsedSeconds)}
        </div>
      </section>
      <div className="mexam-card">
        <RecommendationList
          items={report.recommendations}
          title={placement ? `适合你的${placement.levelText}课程` : '推荐课程'}
          empty="暂时没有该班型的在售课程，可稍后再来看看"
        />
      </div>
      <div className="mexam-card">
        {showAnalysis ? (
          <AnalysisList sessionId={report.sessionId} />
        ) : (
          <Button block fill="outline" color="primary" onClick={() => setShowAnalysis(true)}>
            查看答题解析
          </Button>
        )}
      </div>
    </>
  );
}
