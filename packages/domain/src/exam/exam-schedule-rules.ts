/**
 * Scheduling an exam in the console (考试): a paper, for one class (结课考试) or for everyone (模拟考试, 课外测评),
 * open from a start to an end (a class exam always has one; the others may stay open), with a time limit and a
 * number of attempts. Practice kinds (placement, listening,
 * AI) are always open and not scheduled here. Once pupils have sat an exam, what they sat stays what it was: the
 * paper, the start and the time limit no longer change, and the attempts allowed never drop below what someone
 * has used; the end may still move (a later end gives more time; an earlier one not before now).
 */
export const SCHEDULED_EXAM_KINDS = ['jieke', 'mock', 'outdoor'] as const;
export type ScheduledExamKind = (typeof SCHEDULED_EXAM_KINDS)[number];
export const SCHEDULED_EXAM_KIND_LABELS: Readonly<Record<ScheduledExamKind, string>> = {
  jieke: '结课考试',
  mock: '模拟考试',
  outdoor: '课外测评',
};

/** The shortest and longest time limit a console form may set, in minutes. */
export const EXAM_DURATION_MINUTES = { min: 5, max: 300 } as const;
export const EXAM_MAX_ATTEMPTS_LIMIT = 10;

export const EXAM_SCHEDULE_MESSAGES = {
  kind: '请选择考试类型',
  title: '请填写考试名称',
  paper: '请选择试卷',
  classRequired: '结课考试须选择班级',
  classNotAllowed: '只有结课考试属于班级',
  window: '请选择考试时间',
  windowRequired: '结课考试须设置考试时间',
  endAfterStart: '结束时间须晚于开始时间',
  endInPast: '结束时间须晚于现在',
  windowTooShort: '考试时段不能短于答题时长',
  duration: `答题时长须在${EXAM_DURATION_MINUTES.min}到${EXAM_DURATION_MINUTES.max}分钟之间`,
  attempts: `可考次数须在1到${EXAM_MAX_ATTEMPTS_LIMIT}次之间，留空为不限`,
  paperLocked: '已有学员参加，不能更换试卷或班级',
  startLocked: '已有学员参加，开始时间和答题时长不能修改',
  attemptsBelowUsed: '可考次数不能少于学员已用的次数',
} as const;

export interface ExamScheduleForm {
  kind: ScheduledExamKind;
  paperId: number;
  offeringId: number | null;
  /** Both null: always open (a mock exam or an assessment pupils take when they like). */
  opensAt: Date | null;
  closesAt: Date | null;
  durationSeconds: number;
  maxAttempts: number | null;
}

/** Why a schedule may not be saved (null: it may). `before` and `usage` describe an existing exam being edited. */
export function examScheduleProblem(p: {
  now: Date;
  form: ExamScheduleForm;
  before?: ExamScheduleForm;
  usage?: { attempts: number; mostByOnePupil: number };
}): string | null {
  const { form, before, usage } = p;
  if (form.kind === 'jieke' && form.offeringId === null) return EXAM_SCHEDULE_MESSAGES.classRequired;
  if (form.kind !== 'jieke' && form.offeringId !== null) return EXAM_SCHEDULE_MESSAGES.classNotAllowed;
  const { opensAt, closesAt } = form;
  if (!opensAt || !closesAt) {
    if (form.kind === 'jieke') return EXAM_SCHEDULE_MESSAGES.windowRequired;
  } else {
    if (closesAt <= opensAt) return EXAM_SCHEDULE_MESSAGES.endAfterStart;
    const endMoved = !before || before.closesAt?.getTime() !== closesAt.getTime();
    if (endMoved && closesAt <= p.now) return EXAM_SCHEDULE_MESSAGES.endInPast;
    if (closesAt.getTime() - opensAt.getTime() < form.durationSeconds * 1000)
      return EXAM_SCHEDULE_MESSAGES.windowTooShort;
  }
  const sat = (usage?.attempts ?? 0) > 0;
  if (before && sat) {
    if (before.paperId !== form.paperId || before.offeringId !== form.offeringId || before.kind !== form.kind)
      return EXAM_SCHEDULE_MESSAGES.paperLocked;
    if (before.opensAt?.getTime() !== form.opensAt?.getTime() || before.durationSeconds !== form.durationSeconds)
      return EXAM_SCHEDULE_MESSAGES.startLocked;
  }
  if (form.maxAttempts !== null && usage && form.maxAttempts < usage.mostByOnePupil)
    return EXAM_SCHEDULE_MESSAGES.attemptsBelowUsed;
  return null;
}
