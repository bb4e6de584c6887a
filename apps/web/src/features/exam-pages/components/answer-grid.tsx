import type { ExamReport } from '@salt/domain';
import { VERDICT_TEXT, pointsText, type Verdict } from '../exam-format';

const LEGEND: Verdict[] = ['right', 'partial', 'wrong', 'unanswered', 'pending'];

/** Scrolls to a question's analysis (ids `q-<questionId>` in AnalysisList). */
function showAnalysis(questionId: number) {
  document.getElementById(`q-${questionId}`)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}

/**
 * Every question as a cell coloured by its verdict (a combined question by its sub-questions); a cell leads to
 * the question's analysis further down the page.
 */
export function AnswerGrid({ report, linkToAnalysis = true }: { report: ExamReport; linkToAnalysis?: boolean }) {
  const cells = report.questions.flatMap((q) => (q.children.length ? q.children : [q]));
  const present = new Set(cells.map((c) => c.verdict));
  return (
    <section className="answer-grid" aria-label="答题情况">
      <div className="answer-grid__head">
        <h2>答题情况</h2>
        <ul className="answer-grid__legend">
          {LEGEND.filter((v) => present.has(v)).map((v) => (
            <li key={v} className={`is-${v}`}>
              {VERDICT_TEXT[v]}
            </li>
          ))}
        </ul>
      </div>
      <ol className="answer-grid__cells">
        {cells.map((c) => {
          const points = c.earned === null ? '' : ` ${pointsText(c.earned)}/${pointsText(c.possible)}分`;
          const title = `第${c.number}题 ${VERDICT_TEXT[c.verdict]}${points}`;
          return (
            <li key={c.questionId}>
              {linkToAnalysis ? (
                <button
                  type="button"
                  className={`answer-cell is-${c.verdict}`}
                  title={title}
                  aria-label={title}
                  onClick={() => showAnalysis(c.questionId)}
                >
                  {c.number}
                </button>
              ) : (
                <span className={`answer-cell is-${c.verdict}`} title={title} aria-label={title}>
                  {c.number}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
