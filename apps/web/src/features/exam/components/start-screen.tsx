import { Button } from 'antd';
import { Link } from 'react-router';
import type { ExamSession } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';
import { useDict } from '../../../lib/site-store';
import { answerablesOf, isBlankAnswer, runnerItems } from '../model/answer-values';
import { formatClock, formatDuration } from '../model/exam-clock';
import { EXAM_PAGES } from '../../../lib/exam-paths';

interface Props {
  session: ExamSession;
  /** Seconds left on the server's clock, counting. */
  left: number;
  onStart: () => void;
}

/** What sets the deadline, in words: the paper's duration, or the exam's close when that comes first. */
export function deadlineText(session: Pick<ExamSession, 'setBy' | 'deadline' | 'closesAt'>): string {
  const at = formatChinaTime(session.deadline, 'MM-DD HH:mm');
  if (session.setBy === 'close')
    return `考试将于 ${formatChinaTime(session.closesAt ?? session.deadline, 'MM-DD HH:mm')} 结束，早于考试时长用完，以考试结束时间为准（${at} 截止）`;
  return `以考试时长为准，${at} 截止`;
}

/**
 * Before the first question: the paper's title, how many questions, the total score, the time allowed and what
 * ends it, and 开始考试 — or 继续考试 when the server answered an unfinished attempt (its answers are kept).
 */
export function StartScreen({ session, left, onStart }: Props) {
  const subjects = useDict('subject');
  const grades = useDict('grade');
  const items = runnerItems(session);
  const parts = items.flatMap((i) => answerablesOf(i.question));
  const saved = parts.filter((q) =>
    session.answers.some((a) => a.questionId === q.questionId && !isBlankAnswer(a.answer)),
  );
  const subject = subjects.find((s) => s.value === session.subject)?.label;
  const grade = grades.find((g) => g.value === session.grade)?.label;
  const rows: [string, string][] = [
    ['科目', [grade, subject].filter(Boolean).join(' ') || '—'],
    ['题目数量', parts.length > items.length ? `${items.length} 题（共 ${parts.length} 小题）` : `${items.length} 题`],
    ['试卷总分', `${session.totalScore} 分`],
    [
      '考试时长',
      formatDuration(session.durationSeconds) +
        (session.extraSeconds > 0 ? `（另加时 ${formatDuration(session.extraSeconds)}）` : ''),
    ],
    ['截止时间', deadlineText(session)],
  ];

  return (
    <div className="exam-start" data-testid="exam-start">
      <div className="exam-start__card">
        <h1 className="exam-start__title">{session.title}</h1>
        <dl className="exam-start__facts">
          {rows.map(([k, v]) => (
            <div key={k} className="exam-start__fact">
              <dt>{k}</dt>
              <dd data-testid={`exam-start-${k}`}>{v}</dd>
            </div>
          ))}
        </dl>
        <div className="exam-start__clock">
          剩余时间 <b data-testid="exam-start-left">{formatClock(left)}</b>
        </div>
        {session.resumed ? (
          <p className="exam-start__note" data-testid="exam-start-resumed">
            你有一次未完成的作答，已保存 {saved.length} 题答案；计时从开始作答时算起，继续作答即可。
          </p>
        ) : (
          <p className="exam-start__note">答案在作答时自动保存；时间用完将自动交卷。作答中请勿离开本页面。</p>
        )}
        <Button type="primary" size="large" block className="exam-start__go" onClick={onStart}>
          {session.resumed ? '继续考试' : '开始考试'}
        </Button>
        <Link className="exam-start__back" to={EXAM_PAGES[session.kind].home}>
          返回
        </Link>
      </div>
    </div>
  );
}
