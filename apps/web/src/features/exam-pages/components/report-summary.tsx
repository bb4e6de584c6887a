import type { ReactNode } from 'react';
import { subjectLabel, type ExamReport } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';
import { PENDING_TEXT, pointsText, scoreText, timeUsedText } from '../exam-format';

/**
 * The head of a report: the score (待批改 while a teacher still has oral or photo answers to mark, with what is
 * already earned), the time used, and rank and percentile among everyone who took the paper.
 */
export function ReportSummary({ report, extra }: { report: ExamReport; extra?: ReactNode }) {
  const pending = report.score === null;
  return (
    <section className="report-summary" aria-label="成绩概览">
      <div className="report-summary__head">
        <div>
          <div className="report-summary__subject">{subjectLabel(report.subject) || '综合'}</div>
          <h1 className="report-summary__title">{report.title}</h1>
          <div className="report-summary__when">
            交卷时间 {formatChinaTime(report.committedAt)}
            {report.committedBy === 'auto' && <span className="report-summary__auto">到时自动交卷</span>}
          </div>
        </div>
        <div className={`report-score${pending ? ' is-pending' : ''}`} data-testid="report-score">
          <b>{scoreText(report.score)}</b>
          {!pending && <span>/ {pointsText(report.possible)} 分</span>}
        </div>
      </div>
      {pending && (
        <div className="report-summary__pending" role="note">
          {PENDING_TEXT}：已得 {pointsText(report.earned)} 分，另有 {pointsText(report.pendingPoints)}{' '}
          分的口述或拍照题等待老师批改，批改后显示总分和排名。
        </div>
      )}
      <dl className="report-stats">
        <div>
          <dt>用时</dt>
          <dd data-testid="report-time">{timeUsedText(report.costTime ?? report.timeUsedSeconds)}</dd>
        </div>
        <div>
          <dt>排名</dt>
          <dd data-testid="report-rank">
            {/* Ranks wait for the marking; a marked paper without one (practice) has none to show. */}
            {report.rank ? `${report.rank.rank} / ${report.rank.of}` : pending ? PENDING_TEXT : '—'}
          </dd>
        </div>
        <div>
          <dt>超过</dt>
          <dd data-testid="report-percentile">
            {!report.rank ? '—' : report.rank.of <= 1 ? '暂无其他考生' : `${report.rank.percentile}% 的同学`}
          </dd>
        </div>
        <div>
          <dt>答对</dt>
          <dd>{rightCount(report)}</dd>
        </div>
      </dl>
      {extra}
    </section>
  );
}

/** '12 / 20 题': right answers over questions, a combined question counted by its sub-questions. */
function rightCount(report: ExamReport): string {
  const leaves = report.questions.flatMap((q) => (q.children.length ? q.children : [q]));
  return `${leaves.filter((q) => q.verdict === 'right').length} / ${leaves.length} 题`;
}
