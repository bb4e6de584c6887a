import { defineErrors } from './define';

/** The learning centre: classes, sessions, parents reading for a child. */
export const LEARNING_ERRORS = defineErrors({
  offeringNotFound: { errorCode: 'LEARNING_COURSE_NOT_FOUND', status: 404, msg: '课程不存在' },
  notEnrolled: { errorCode: 'LEARNING_NOT_ENROLLED', status: 403, msg: '您未报名该课程' },
  /** A parent-acting-for-child read by anyone but the child's bound parent. */
  notYourChild: { errorCode: 'LEARNING_NOT_YOUR_CHILD', status: 403, msg: '仅绑定的家长可以查看该学生的课程' },
});
