import { Button, DotLoading, ErrorBlock, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { subjectColour, subjectLabel, type ExamKind } from '@salt/domain';
import { useDict } from '../../../lib/site-store';
import { examReportPath, examRunnerPath } from '../../../lib/exam-paths';
import { useMyExams } from '../api/my-exams';
import { durationText, examActions, idleText, pointsText, scoreText } from '../exam-format';

const TONE = {
  notStarted: 'default',
  inProgress: 'primary',
  submitted: 'warning',
  marked: 'success',
  ended: 'default',
};

/** The phone pages' tests (placement, listening): what each is and 开始测试 / 继续 / 查看结果. */
export function MobileExamList({ kind, startLabel }: { kind: ExamKind; startLabel: string }) {
  const navigate = useNavigate();
  const grades = useDict('grade');
  const { data, isPending, error } = useMyExams({ type: kind, current: 1, size: 50 });
  if (isPending) {
    return (
      <div className="mexam-empty">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (error) return <ErrorBlock status="default" title={error.message || '加载失败'} description="" />;
  if (data.records.length === 0) return <ErrorBlock status="empty" title="暂时没有可参加的测试" description="" />;
  return (
    <div className="mexam-list">
      {data.records.map((e) => {
        const actions = examActions(e);
        const label = (a: (typeof actions)[number]) =>
          a.kind === 'start'
            ? e.attemptsUsed > 0
              ? '重新测试'
              : startLabel
            : a.kind === 'resume'
              ? '继续测试'
              : '查看结果';
        return (
          <article
            key={e.examId}
            className="mexam-card mexam-test"
            style={{ ['--subject' as string]: subjectColour(e.subject) }}
            data-testid={`exam-${e.examId}`}
          >
            <div className="mexam-test__tags">
              <span className="mexam-test__subject">{subjectLabel(e.subject) || '综合'}</span>
              <span>{grades.find((g) => g.value === e.grade)?.label}</span>
              <Tag color={TONE[e.status]} fill="outline">
                {e.statusText}
              </Tag>
            </div>
            <h3>{e.title}</h3>
            <div className="mexam-test__meta">
              {e.questionCount} 题 · {durationText(e.durationSeconds)} · 满分 {pointsText(e.totalScore)}
              {e.latestSessionId !== null && ` · 上次 ${scoreText(e.latestScore)}`}
            </div>
            <div className="mexam-test__actions">
              {actions.length === 0 ? (
                <Button size="small" disabled>
                  {idleText(e)}
                </Button>
              ) : (
                actions.map((a, i) => (
                  <Button
                    key={a.kind}
                    size="small"
                    shape="rounded"
                    color={i === 0 ? 'primary' : 'default'}
                    onClick={() =>
                      void navigate(
                        a.target === 'runner' ? examRunnerPath(e.kind, e.examId) : examReportPath(e.kind, a.sessionId!),
                      )
                    }
                  >
                    {label(a)}
                  </Button>
                ))
              )}
            </div>
          </article>
        );
      })}
    </div>
  );
}
