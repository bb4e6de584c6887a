/**
 * A class's pupils as staff manage them (console 学员): put a pupil into a class (a pupil who paid offline, a
 * free place), move one to another class of the same course, end one's place. Each takes or frees a seat of the
 * class (the sku's stock), so the shop never sells more places than the class has, and the pupil's history stays:
 * an enrolment is ended or marked moved, never deleted.
 */
export const ENROLMENT_EDIT_MESSAGES = {
  account: '请输入学生的用户名或手机号',
  userNotFound: '未找到该用户',
  notPupil: '只能为学生账号报名',
  alreadyIn: '该学员已在本班',
  full: '班级名额已满',
  finished: '该班级已结课',
  notActive: '该学员已不在此班',
  sameClass: '请选择另一个班级',
  otherCourse: '只能调到同一课程的其他班级',
  reason: '请填写原因',
} as const;

export type EnrolmentStatus = 'active' | 'ended' | 'moved';
export const ENROLMENT_STATUS_LABELS: Readonly<Record<EnrolmentStatus, string>> = {
  active: '在读',
  ended: '已结束',
  moved: '已调出',
};

/** A class as the rules see it: its course, seats left, and whether its last session is over. */
export interface ClassForEnrolment {
  skuId: number;
  spuId: number;
  seatsLeft: number;
  finished: boolean;
}

/** Why `pupil` may not be put into `target` (null: they may). */
export function enrolmentAddProblem(p: {
  isPupil: boolean;
  alreadyIn: boolean;
  target: ClassForEnrolment;
}): string | null {
  if (!p.isPupil) return ENROLMENT_EDIT_MESSAGES.notPupil;
  if (p.alreadyIn) return ENROLMENT_EDIT_MESSAGES.alreadyIn;
  if (p.target.finished) return ENROLMENT_EDIT_MESSAGES.finished;
  if (p.target.seatsLeft < 1) return ENROLMENT_EDIT_MESSAGES.full;
  return null;
}

/**
 * Why an enrolment may not move from `from` to `target` (null: it may). Only within one course: another course
 * is another purchase (a refund and an order), not a class change.
 */
export function enrolmentMoveProblem(p: {
  status: EnrolmentStatus;
  from: ClassForEnrolment;
  target: ClassForEnrolment;
  alreadyInTarget: boolean;
}): string | null {
  if (p.status !== 'active') return ENROLMENT_EDIT_MESSAGES.notActive;
  if (p.target.skuId === p.from.skuId) return ENROLMENT_EDIT_MESSAGES.sameClass;
  if (p.target.spuId !== p.from.spuId) return ENROLMENT_EDIT_MESSAGES.otherCourse;
  if (p.alreadyInTarget) return ENROLMENT_EDIT_MESSAGES.alreadyIn;
  if (p.target.finished) return ENROLMENT_EDIT_MESSAGES.finished;
  if (p.target.seatsLeft < 1) return ENROLMENT_EDIT_MESSAGES.full;
  return null;
}

/** Why an enrolment may not be ended (null: it may): only a pupil still in the class has a place to end. */
export function enrolmentEndProblem(p: { status: EnrolmentStatus }): string | null {
  return p.status === 'active' ? null : ENROLMENT_EDIT_MESSAGES.notActive;
}
