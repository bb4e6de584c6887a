import { EXAM_QUESTION_TYPE, type ExamAnalysisQuestion, type ExamListItem } from '@salt/domain';
import { formatChinaTime } from '../../lib/china-time';

/** What a report says of a score still waiting for a teacher (oral and photo answers). */
export const PENDING_TEXT = '待批改';

/** Points as the API speaks them (one decimal): 86, 86.5; never '86.0'. */
export function pointsText(points: number): string {
  return String(Math.round(points * 10) / 10);
}

/** A score for people: the points, or 待批改 while any part is unmarked (the API sends null then). */
export function scoreText(score: number | null): string {
  return score === null ? PENDING_TEXT : pointsText(score);
}

/** Earned share of the possible points in whole percent (rounded down, never overstated); null while pending. */
export function scorePercent(score: number | null, possible: number): number | null {
  if (score === null || possible <= 0) return null;
  return Math.max(0, Math.min(100, Math.floor((score / possible) * 100 + 1e-9)));
}

/** A paper's length: '90 分钟', '2 小时', '1 小时 30 分钟'. */
export function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} 分钟`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} 小时 ${m} 分钟` : `${h} 小时`;
}

/** Time spent on an attempt: '38分12秒', '1时05分03秒', '45秒'. */
export function timeUsedText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h) return `${h}时${pad(m)}分${pad(rest)}秒`;
  if (m) return `${m}分${pad(rest)}秒`;
  return `${rest}秒`;
}

/** The exam's window in China time; open-ended sides say so. */
export function windowText(opensAt: string | null, closesAt: string | null): string {
  const f = (iso: string) => formatChinaTime(iso, 'MM-DD HH:mm');
  if (opensAt && closesAt) return `${f(opensAt)} 至 ${f(closesAt)}`;
  if (opensAt) return `${f(opensAt)} 起`;
  if (closesAt) return `截至 ${f(closesAt)}`;
  return '随时可考';
}

export type ExamStatusTone = 'default' | 'processing' | 'warning' | 'success' | 'error';

/** antd Tag colours of the five list states: grey before, blue while open, orange handed in, green marked. */
export const STATUS_TONE: Record<ExamListItem['status'], ExamStatusTone> = {
  notStarted: 'default',
  inProgress: 'processing',
  submitted: 'warning',
  marked: 'success',
  ended: 'default',
};

export interface ExamAction {
  kind: 'start' | 'resume' | 'report';
  label: string;
  /** The runner for start/resume (`?examId=`), the report for report (`?sessionId=`). */
  target: 'runner' | 'report';
  sessionId: number | null;
}

/**
 * What the list offers for an exam, main action first: 继续 an unfinished attempt, 开始 when POST /session would
 * start one (a repeatable mock says 再考一次 after the first), 查看报告 of the latest handed-in attempt.
 */
export function examActions(item: ExamListItem): ExamAction[] {
  const actions: ExamAction[] = [];
  if (item.openSessionId !== null) {
    actions.push({ kind: 'resume', label: '继续', target: 'runner', sessionId: item.openSessionId });
  } else if (item.canStart) {
    actions.push({
      kind: 'start',
      label: item.attemptsUsed > 0 ? '再考一次' : '开始',
      target: 'runner',
      sessionId: null,
    });
  }
  if (item.latestSessionId !== null) {
    actions.push({ kind: 'report', label: '查看报告', target: 'report', sessionId: item.latestSessionId });
  }
  return actions;
}

/** Why an exam offers nothing, for the disabled button. */
export function idleText(item: ExamListItem): string {
  if (item.status === 'notStarted') return '未开始';
  if (item.maxAttempts !== null && item.attemptsUsed >= item.maxAttempts) return '次数已用完';
  return '已结束';
}

export const VERDICT_TEXT = {
  right: '正确',
  partial: '部分正确',
  wrong: '错误',
  unanswered: '未作答',
  pending: PENDING_TEXT,
} as const;
export type Verdict = keyof typeof VERDICT_TEXT;

export const QUESTION_TYPE_TEXT: Record<string, string> = {
  [EXAM_QUESTION_TYPE.single]: '单选题',
  [EXAM_QUESTION_TYPE.multiple]: '多选题',
  [EXAM_QUESTION_TYPE.oral]: '口述题',
  [EXAM_QUESTION_TYPE.fillIn]: '填空题',
  [EXAM_QUESTION_TYPE.trueFalse]: '判断题',
  [EXAM_QUESTION_TYPE.combined]: '综合题',
};

type AnswerQuestion = Pick<ExamAnalysisQuestion, 'type' | 'options'>;

/** Uploaded answers (recordings of oral questions, photos of written work) are file addresses. */
export const isFileAnswer = (value: string) => /^(https?:\/\/|\/)/.test(value);

const asList = (value: string | string[] | null): string[] =>
  value === null ? [] : Array.isArray(value) ? value : value === '' ? [] : [value];

const truthText = (v: string) => (v === 'true' ? '正确' : v === 'false' ? '错误' : v);

/**
 * My answer as text: chosen options by label ('A、C'), blanks in order ('17；8'), 正确/错误 for true/false. Null
 * when there is nothing to say in words (unanswered, or only uploaded files, which the page plays or shows).
 */
export function myAnswerText(q: AnswerQuestion, value: string | string[] | null): string | null {
  const list = asList(value).filter((v) => !isFileAnswer(v));
  if (list.length === 0) return null;
  switch (q.type) {
    case EXAM_QUESTION_TYPE.single:
    case EXAM_QUESTION_TYPE.multiple: {
      const labels = list.map((id) => q.options.find((o) => String(o.optionId) === id)?.label ?? '?');
      return [...labels].sort().join('、');
    }
    case EXAM_QUESTION_TYPE.trueFalse:
      return list.map(truthText).join('');
    case EXAM_QUESTION_TYPE.fillIn:
      return list.map((v) => v.trim() || '（空）').join('；');
    default:
      return list.join('；');
  }
}

/** The right answer as text: labels for choices, each blank's accepted answers ('8 或 八'), 正确/错误. */
export function rightAnswerText(q: Pick<ExamAnalysisQuestion, 'type' | 'rightAnswer'>): string | null {
  if (q.rightAnswer.length === 0) return null;
  switch (q.type) {
    case EXAM_QUESTION_TYPE.single:
    case EXAM_QUESTION_TYPE.multiple:
      return q.rightAnswer.join('、');
    case EXAM_QUESTION_TYPE.trueFalse:
      return q.rightAnswer.map(truthText).join('');
    case EXAM_QUESTION_TYPE.fillIn:
      return q.rightAnswer.map((blank) => blank.split('|').join(' 或 ')).join('；');
    default:
      return q.rightAnswer.join('；');
  }
}

/** The uploaded files of an answer (oral recordings, photos). */
export function answerFiles(value: string | string[] | null): string[] {
  return asList(value).filter(isFileAnswer);
}
