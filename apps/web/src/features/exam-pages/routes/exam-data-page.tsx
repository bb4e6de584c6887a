import { useMemo, useState } from 'react';
import { Skeleton } from 'antd';
import type { ExamHistoryItem } from '@salt/domain';
import { useSiteStore } from '../../../lib/site-store';
import { useSessionIdParam } from '../components/session-gate';
import { SessionReport } from '../components/session-report';
import { EXAM_PAGES, examReportPath } from '../../../lib/exam-paths';
import { useSessionHistory } from '../api/session-history';
import { trendPoints } from '../charts/chart-data';
import { LazyChart } from '../../../components/lazy-chart';
import { loadTrend } from '../charts/chart-loaders';
import { ExamNav } from '../components/exam-nav';
import { HistoryList, type HistoryLink } from '../components/history-list';
import { pointsText, scorePercent } from '../exam-format';
import '../exam-pages.css';

type DataKind = 'jieke' | 'mock';

const PAGE_SIZE = 10;
/** The trend and the figures take the latest attempts, at most this many. */
const TREND_SIZE = 30;

/**
 * 考试数据: my handed-in attempts of a family, the figures over them and the score trend. With `?sessionId=` it
 * shows that attempt's report (mock exams have no detail page; the runner sends them here after handing in).
 */
export function ExamDataPage({ kind }: { kind: DataKind }) {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const sessionId = useSessionIdParam();
  return (
    <div className={`exam-page${mobile ? ' is-mobile' : ''}`}>
      {sessionId === null ? (
        <ExamData kind={kind} mobile={mobile} />
      ) : (
        <SessionReport sessionId={sessionId} kind={kind} />
      )}
    </div>
  );
}

function ExamData({ kind, mobile }: { kind: DataKind; mobile: boolean }) {
  const [current, setCurrent] = useState(1);
  const page = useSessionHistory({ type: kind, current, size: PAGE_SIZE });
  const recent = useSessionHistory({ type: kind, current: 1, size: TREND_SIZE });
  const points = useMemo(() => trendPoints(recent.data?.records ?? []), [recent.data]);
  const links: HistoryLink[] = [
    { label: '查看报告', to: (h) => examReportPath(kind, h.sessionId) },
    {
      label: '老师反馈',
      to: (h) => `${EXAM_PAGES[kind].home}/feedBack?sessionId=${h.sessionId}`,
      when: (h) => h.hasFeedback,
    },
  ];

  return (
    <>
      <header className="exam-page__head">
        <div>
          <h1>{EXAM_PAGES[kind].title} · 考试数据</h1>
          <p>每次交卷的成绩与用时；得分率走势只计已批改完的试卷。</p>
        </div>
        <ExamNav kind={kind} />
      </header>
      {recent.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Figures records={recent.data?.records ?? []} total={recent.data?.total ?? 0} />
      )}
      {points.length >= 2 && (
        <section className="exam-panel" aria-label="得分率走势">
          <h2>得分率走势</h2>
          <LazyChart
            load={loadTrend}
            data={points}
            height={mobile ? 220 : 300}
            compact={mobile}
            label={`得分率走势：${points.map((p) => `${p.label} ${p.percent}%`).join('，')}`}
          />
        </section>
      )}
      <section className="exam-panel" aria-label="考试记录">
        <h2>考试记录</h2>
        <HistoryList
          data={page.data}
          isPending={page.isPending}
          links={links}
          current={current}
          pageSize={PAGE_SIZE}
          onPage={setCurrent}
          empty="还没有交过卷，完成一次考试后这里会显示成绩"
        />
      </section>
    </>
  );
}

/** 考试次数, 平均得分率, 最高分 over the latest attempts (pending ones count as taken, not in the averages). */
function Figures({ records, total }: { records: ExamHistoryItem[]; total: number }) {
  const marked = records.filter((r) => r.score !== null);
  const percents = marked.map((r) => scorePercent(r.score, r.possible) ?? 0);
  const best = marked.reduce<ExamHistoryItem | null>(
    (b, r) =>
      b === null || (scorePercent(r.score, r.possible) ?? 0) > (scorePercent(b.score, b.possible) ?? 0) ? r : b,
    null,
  );
  const average = percents.length ? Math.round(percents.reduce((s, p) => s + p, 0) / percents.length) : null;
  return (
    <dl className="exam-figures" data-testid="exam-figures">
      <div>
        <dt>考试次数</dt>
        <dd>{total}</dd>
      </div>
      <div>
        <dt>平均得分率</dt>
        <dd>{average === null ? '—' : `${average}%`}</dd>
      </div>
      <div>
        <dt>最高分</dt>
        <dd>{best ? `${pointsText(best.score!)} / ${pointsText(best.possible)}` : '—'}</dd>
      </div>
      <div>
        <dt>待批改</dt>
        <dd>{records.filter((r) => r.score === null).length}</dd>
      </div>
    </dl>
  );
}

export const JiekeDataPage = () => <ExamDataPage kind="jieke" />;
export const MockDataPage = () => <ExamDataPage kind="mock" />;
