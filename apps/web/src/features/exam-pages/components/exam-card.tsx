import { Button } from 'antd';
import { Link } from 'react-router';
import { subjectColour, subjectLabel, type ExamListItem } from '@salt/domain';
import { useDict } from '../../../lib/site-store';
import { examReportPath, examRunnerPath } from '../../../lib/exam-paths';
import { durationText, examActions, idleText, pointsText, scoreText, windowText } from '../exam-format';
import { ExamStatusTag } from './exam-status-tag';

/** One exam of a list: what it is, when it is open, its state, and what the pupil can do now. */
export function ExamCard({ item }: { item: ExamListItem }) {
  const grades = useDict('grade');
  const grade = grades.find((g) => g.value === item.grade)?.label;
  const actions = examActions(item);
  const attempts =
    item.maxAttempts === null
      ? item.attemptsUsed > 0
        ? `已考 ${item.attemptsUsed} 次`
        : '不限次数'
      : `已考 ${item.attemptsUsed}/${item.maxAttempts} 次`;
  return (
    <article
      className="exam-card"
      style={{ ['--subject' as string]: subjectColour(item.subject) }}
      data-testid={`exam-${item.examId}`}
    >
      <div className="exam-card__main">
        <div className="exam-card__tags">
          <span className="exam-card__subject">{subjectLabel(item.subject) || '综合'}</span>
          {grade && <span className="exam-card__grade">{grade}</span>}
          <ExamStatusTag item={item} />
        </div>
        <h3 className="exam-card__title">{item.title}</h3>
        {item.className && <div className="exam-card__class">{item.className}</div>}
        <dl className="exam-card__meta">
          <div className="exam-card__window">
            <dt>考试时间</dt>
            <dd>{windowText(item.opensAt, item.closesAt)}</dd>
          </div>
          <div>
            <dt>时长</dt>
            <dd>{durationText(item.durationSeconds)}</dd>
          </div>
          <div>
            <dt>满分</dt>
            <dd>
              {pointsText(item.totalScore)} 分 · {item.questionCount} 题
            </dd>
          </div>
          <div>
            <dt>次数</dt>
            <dd>{attempts}</dd>
          </div>
        </dl>
      </div>
      <div className="exam-card__side">
        {item.latestSessionId !== null && (
          <div className="exam-card__score">
            <span>最近得分</span>
            <b className={item.latestScore === null ? 'is-pending' : undefined}>{scoreText(item.latestScore)}</b>
          </div>
        )}
        <div className="exam-card__actions">
          {actions.length === 0 ? (
            <Button disabled>{idleText(item)}</Button>
          ) : (
            actions.map((a, i) => (
              <Link
                key={a.kind}
                to={
                  a.target === 'runner'
                    ? examRunnerPath(item.kind, item.examId)
                    : examReportPath(item.kind, a.sessionId!)
                }
              >
                <Button type={i === 0 ? 'primary' : 'default'}>{a.label}</Button>
              </Link>
            ))
          )}
        </div>
      </div>
    </article>
  );
}
