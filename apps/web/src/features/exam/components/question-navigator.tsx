import type { RunnerItem } from '../model/answer-values';
import { questionState } from '../model/answer-values';
import type { AnswerMap } from '../model/merge-answers';

interface Props {
  items: RunnerItem[];
  answers: AnswerMap;
  current: number;
  onPick: (index: number) => void;
}

const STATE_TEXT = { answered: '已作答', partial: '部分作答', unanswered: '未作答' } as const;

/**
 * 答题卡: one cell per question, marked answered / partly answered (a combined question with parts left) /
 * unanswered, and the current one outlined; a click goes there. Grouped by section like the paper.
 */
export function QuestionNavigator({ items, answers, current, onPick }: Props) {
  const sections: { title: string; items: RunnerItem[] }[] = [];
  for (const item of items) {
    const last = sections.at(-1);
    if (last && last.title === item.sectionTitle) last.items.push(item);
    else sections.push({ title: item.sectionTitle, items: [item] });
  }
  const answered = items.filter((i) => questionState(i.question, answers) === 'answered').length;
  return (
    <nav className="exam-nav" aria-label="答题卡" data-testid="exam-navigator">
      <div className="exam-nav__summary">
        已作答 <b>{answered}</b> / {items.length}
      </div>
      <div className="exam-nav__legend" aria-hidden>
        <span className="exam-nav__dot is-answered" /> 已答
        <span className="exam-nav__dot is-unanswered" /> 未答
        <span className="exam-nav__dot is-current" /> 当前
      </div>
      {sections.map((section, s) => (
        <section key={s} className="exam-nav__section">
          <div className="exam-nav__title">{section.title}</div>
          <div className="exam-nav__grid">
            {section.items.map((item) => {
              const state = questionState(item.question, answers);
              const isCurrent = item.index === current;
              return (
                <button
                  key={item.question.questionId}
                  type="button"
                  className={`exam-nav__cell is-${state}${isCurrent ? ' is-current' : ''}`}
                  aria-current={isCurrent ? 'step' : undefined}
                  aria-label={`第 ${item.question.number} 题 ${STATE_TEXT[state]}`}
                  data-state={state}
                  onClick={() => onPick(item.index)}
                >
                  {item.question.number}
                </button>
              );
            })}
          </div>
        </section>
      ))}
    </nav>
  );
}
