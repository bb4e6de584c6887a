import { Empty } from 'antd';
import type { ExamReport } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';
import { pointsText } from '../exam-format';

/** The teacher's marks and comments, question by question (the feedBack pages). */
export function FeedbackList({ report }: { report: ExamReport }) {
  const possible = new Map(
    report.questions.flatMap((q) => [q, ...q.children]).map((q) => [q.questionId, q.possible] as const),
  );
  return (
    <section className="feedback-list" aria-label="老师反馈">
      <h2>老师反馈</h2>
      {report.feedback.length === 0 ? (
        <Empty
          description={
            report.pendingPoints > 0 ? '老师正在批改，批改后这里会显示点评' : '这份试卷没有需要老师点评的题目'
          }
        />
      ) : (
        <ol className="feedback-list__items">
          {report.feedback.map((f) => (
            <li key={f.questionId} className="feedback-item" data-testid={`feedback-${f.questionId}`}>
              <div className="feedback-item__head">
                <span className="feedback-item__no">第 {f.number} 题</span>
                <span className="feedback-item__score">
                  {pointsText(f.score)}
                  {possible.has(f.questionId) && ` / ${pointsText(possible.get(f.questionId)!)}`} 分
                </span>
              </div>
              <p className="feedback-item__comment">{f.comment || '（老师未写评语）'}</p>
              <div className="feedback-item__by">
                {f.markedBy} · {formatChinaTime(f.markedAt)}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
