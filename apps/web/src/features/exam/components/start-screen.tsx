import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import type { ExamBrief } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';
import { useDict } from '../../../lib/site-store';
import { useExamClock } from '../hooks/use-exam-clock';
import { formatClock, formatDuration, type ClockSync } from '../model/exam-clock';
import { EXAM_PAGES } from '../../../lib/exam-paths';

interface Props {
  brief: ExamBrief;
  /** The unfinished attempt's clock (it runs already); null before the first start. */
  sync: ClockSync | null;
  /** 开始考试 / 继续考试 pressed: the attempt is being started or resumed. */
  starting: boolean;
  onStart: () => void;
}

const time = (iso: string) => formatChinaTime(iso, 'MM-DD HH:mm');

/** What ends a running attempt, in words: the paper's duration, or the exam's close when that came first. */
export function deadlineText(open: { setBy: 'duration' | 'close'; deadline: string }, closesAt: string | null): string {
  if (open.setBy === 'close')
    return `考试将于 ${time(closesAt ?? open.deadline)} 结束，早于考试时长用完，以考试结束时间为准（${time(open.deadline)} 截止）`;
  return `以考试时长为准，${time(open.deadline)} 截止`;
}

/** What would end an attempt started now: the clock only starts with 开始考试, so no fixed time yet. */
export function deadlineIfStarted(brief: Pick<ExamBrief, 'setByIfStarted' | 'closesAt' | 'durationSeconds'>): string {
  if (brief.setByIfStarted === 'close' && brief.closesAt)
    return `考试将于 ${time(brief.closesAt)} 结束，早于考试时长用完，以考试结束时间为准`;
  return `以考试时长为准，开始考试后 ${formatDuration(brief.durationSeconds)}截止`;
}

function windowText(brief: ExamBrief): string {
  if (!brief.opensAt && !brief.closesAt) return '不限';
  if (!brief.closesAt) return `${time(brief.opensAt!)} 起`;
  if (!brief.opensAt) return `${time(brief.closesAt)} 前`;
  return `${time(brief.opensAt)} 至 ${time(brief.closesAt)}`;
}

function attemptsText(brief: ExamBrief): string {
  // The attempt under way is counted among those used: it is the one 继续考试 resumes.
  if (brief.open)
    return `正在进行第 ${brief.attemptsUsed} 次${brief.maxAttempts === null ? '' : `（共 ${brief.maxAttempts} 次）`}`;
  if (brief.maxAttempts === null) return `不限次数（已参加 ${brief.attemptsUsed} 次）`;
  return `共 ${brief.maxAttempts} 次，剩余 ${Math.max(0, brief.maxAttempts - brief.attemptsUsed)} 次`;
}

function OpenClock({ sync }: { sync: ClockSync }) {
  const { left } = useExamClock(sync);
  return (
    <div className="exam-start__clock">
      剩余时间 <b data-testid="exam-start-left">{formatClock(left)}</b>
    </div>
  );
}

/**
 * Before the first question: the paper's title, how many questions, the total score, the time allowed and what
 * ends it, the window and the attempts, then 开始考试 — which starts the attempt and its clock, so reading this
 * costs nothing — or 继续考试 with the real time left when an attempt is under way (its answers are kept).
 */
export function StartScreen({ brief, sync, starting, onStart }: Props) {
  const subjects = useDict('subject');
  const grades = useDict('grade');
  const { open } = brief;
  const subject = subjects.find((s) => s.value === brief.subject)?.label;
  const grade = grades.find((g) => g.value === brief.grade)?.label;
  const rows: [string, string][] = [
    ['科目', [grade, subject].filter(Boolean).join(' ') || '—'],
    [
      '题目数量',
      brief.partCount > brief.questionCount
        ? `${brief.questionCount} 题（共 ${brief.partCount} 小题）`
        : `${brief.questionCount} 题`,
    ],
    ['试卷总分', `${brief.totalScore} 分`],
    [
      '考试时长',
      formatDuration(brief.durationSeconds) +
        (open && open.extraSeconds > 0 ? `（另加时 ${formatDuration(open.extraSeconds)}）` : ''),
    ],
    ['考试时间', windowText(brief)],
    ['考试次数', attemptsText(brief)],
    ['截止时间', open ? deadlineText(open, brief.closesAt) : deadlineIfStarted(brief)],
  ];

  return (
    <div className="exam-start" data-testid="exam-start">
      <div className="exam-start__card">
        <h1 className="exam-start__title">{brief.title}</h1>
        <dl className="exam-start__facts">
          {rows.map(([k, v]) => (
            <div key={k} className="exam-start__fact">
              <dt>{k}</dt>
              <dd data-testid={`exam-start-${k}`}>{v}</dd>
            </div>
          ))}
        </dl>
        {open && sync && <OpenClock sync={sync} />}
        {brief.blocked ? (
          <Alert
            className="exam-start__note"
            type="warning"
            showIcon
            title={brief.blocked}
            data-testid="exam-start-blocked"
          />
        ) : open ? (
          <p className="exam-start__note" data-testid="exam-start-resumed">
            你有一次未完成的作答，已保存 {open.answered} 题答案；计时从开始作答时算起，继续作答即可。
          </p>
        ) : (
          <p className="exam-start__note">
            点击“开始考试”后开始计时。答案在作答时自动保存；时间用完将自动交卷。作答中请勿离开本页面。
          </p>
        )}
        <Button
          type="primary"
          size="large"
          block
          className="exam-start__go"
          disabled={brief.blocked !== null}
          loading={starting}
          onClick={onStart}
        >
          {open ? '继续考试' : '开始考试'}
        </Button>
        <Link className="exam-start__back" to={EXAM_PAGES[brief.kind].home}>
          返回
        </Link>
      </div>
    </div>
  );
}
