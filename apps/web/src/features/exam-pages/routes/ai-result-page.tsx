import { useState } from 'react';
import { Button, Empty, Result, Skeleton, Tag } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, LeftOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { subjectLabel, type ExamReport } from '@salt/domain';
import { useDict, useSiteStore } from '../../../lib/site-store';
import { aiPracticePath, examReportPath } from '../../../lib/exam-paths';
import { availableScope, useBankScopes } from '../../exam';
import { useKnowledgePoints } from '../api/knowledge-points';
import { useSessionHistory } from '../api/session-history';
import { AnalysisList } from '../components/analysis-list';
import { AnswerGrid } from '../components/answer-grid';
import { HistoryList } from '../components/history-list';
import { ScopePicker, useDefaultScope, type Scope } from '../components/scope-picker';
import { ReportGate, useSessionIdParam } from '../components/session-gate';
import { pointsText, scorePercent, scoreText, timeUsedText } from '../exam-format';
import '../exam-pages.css';

/**
 * /ai/TestResult. With `?sessionId=`: an AI practice set's result (score, time the pupil spent, how each knowledge
 * point's mastery moved, 再练一组). Without it: the AI practice entry (subject and grade, then the runner at
 * /ai/TestQuestion?subject=&grade=) and my recent sets.
 */
export function AiResultPage() {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const sessionId = useSessionIdParam();
  return (
    <div className={`ai-page${mobile ? ' is-mobile' : ''}`}>
      <header className="ai-page__bar">
        <Link to={sessionId === null ? '/center' : '/ai/TestResult'} aria-label="返回">
          <LeftOutlined />
        </Link>
        <span>{sessionId === null ? 'AI 智能练习' : 'AI 练习结果'}</span>
      </header>
      <main className={`ai-page__body exam-page${mobile ? ' is-mobile' : ''}`}>
        {sessionId === null ? (
          <AiEntry />
        ) : (
          <ReportGate sessionId={sessionId} back={{ to: '/ai/TestResult', label: '返回AI练习' }}>
            {(report) => <AiResult report={report} />}
          </ReportGate>
        )}
      </main>
    </div>
  );
}

function AiResult({ report }: { report: ExamReport }) {
  const percent = scorePercent(report.score, report.possible);
  const grades = useDict('grade');
  const grade = grades.find((g) => g.value === report.grade)?.label ?? '';
  return (
    <>
      <section className="ai-result">
        <div className="ai-result__scope">
          {subjectLabel(report.subject)} · {grade} · AI 练习
        </div>
        <div className={`ai-result__score${report.score === null ? ' is-pending' : ''}`} data-testid="report-score">
          <b>{scoreText(report.score)}</b>
          {report.score !== null && <span>/ {pointsText(report.possible)} 分</span>}
        </div>
        <dl className="report-stats">
          <div>
            <dt>用时</dt>
            <dd data-testid="ai-cost">{timeUsedText(report.costTime ?? report.timeUsedSeconds)}</dd>
          </div>
          <div>
            <dt>得分率</dt>
            <dd>{percent === null ? '—' : `${percent}%`}</dd>
          </div>
          <div>
            <dt>题数</dt>
            <dd>{report.questions.length} 题</dd>
          </div>
        </dl>
        <Link to={aiPracticePath(report.subject, report.grade)}>
          <Button type="primary" size="large" icon={<ThunderboltOutlined />} className="ai-result__again">
            再练一组
          </Button>
        </Link>
      </section>
      <section className="exam-panel" aria-label="掌握度变化">
        <h2>知识点掌握度变化</h2>
        {report.masteryChange.length === 0 ? (
          <Empty description="批改完成后显示掌握度变化" />
        ) : (
          <ul className="mastery-change">
            {report.masteryChange.map((m) => (
              <li key={m.point} data-testid={`change-${m.point}`}>
                <span className="mastery-change__point">{m.point}</span>
                <span className="mastery-change__values">
                  {m.before === null ? '—' : `${m.before}%`} → <b>{m.after}%</b>
                </span>
                <ChangeTag change={m.change} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <AnswerGrid report={report} />
      <AnalysisList sessionId={report.sessionId} />
    </>
  );
}

function ChangeTag({ change }: { change: number | null }) {
  if (change === null) return <Tag color="blue">首次练习</Tag>;
  if (change > 0)
    return (
      <Tag color="success" icon={<ArrowUpOutlined />}>
        +{change}%
      </Tag>
    );
  if (change < 0)
    return (
      <Tag color="error" icon={<ArrowDownOutlined />}>
        {change}%
      </Tag>
    );
  return <Tag>持平</Tag>;
}

const HISTORY_SIZE = 5;

function AiEntry() {
  const navigate = useNavigate();
  const [wanted, setScope] = useState<Scope>(useDefaultScope());
  const bank = useBankScopes();
  // What the pupil asked for, moved to a subject and grade the bank has questions for (never an empty set).
  const scope = bank.data ? availableScope(wanted, bank.data) : wanted;
  const [current, setCurrent] = useState(1);
  const points = useKnowledgePoints(scope);
  const history = useSessionHistory({ type: 'ai', current, size: HISTORY_SIZE });
  const total = points.data?.reduce((s, p) => s + p.questions, 0) ?? 0;
  const weak = (points.data ?? [])
    .filter((p) => p.percent !== null && p.percent < 60)
    .sort((a, b) => (a.percent ?? 0) - (b.percent ?? 0))
    .slice(0, 3);
  return (
    <>
      <section className="ai-entry">
        <h1>AI 智能练习</h1>
        <p className="ai-entry__rule">
          每组 10 题，从题库中按你的练习记录挑选：错得越多的知识点，出题越多；交卷后立即判分并显示掌握度变化。
        </p>
        <ScopePicker value={scope} onChange={setScope} scopes={bank.data} />
        <div className="ai-entry__bank" aria-live="polite">
          {points.isPending ? (
            <Skeleton.Input active size="small" />
          ) : points.error ? (
            <span>{points.error.message}</span>
          ) : total === 0 ? (
            <span>该学科和年级暂时没有题目，换一个试试</span>
          ) : (
            <span>
              题库 {total} 题 · {points.data!.length} 个知识点
              {weak.length > 0 && `，将侧重：${weak.map((w) => w.point).join('、')}`}
            </span>
          )}
        </div>
        <Button
          type="primary"
          size="large"
          block
          icon={<ThunderboltOutlined />}
          disabled={total === 0}
          onClick={() => void navigate(aiPracticePath(scope.subject, scope.grade))}
        >
          开始练习
        </Button>
      </section>
      <section className="exam-panel" aria-label="最近练习">
        <h2>最近练习</h2>
        {history.error ? (
          <Result status="warning" title={history.error.message} />
        ) : (
          <HistoryList
            data={history.data}
            isPending={history.isPending}
            links={[{ label: '查看结果', to: (h) => examReportPath('ai', h.sessionId) }]}
            current={current}
            pageSize={HISTORY_SIZE}
            onPage={setCurrent}
            empty="还没有做过 AI 练习"
          />
        )}
      </section>
    </>
  );
}
