import { CLASS_CHANGE_MESSAGES as M } from '../class-change-rules';
import { defineErrors } from './define';

/** 调班 and 老生续报: the pupil's requests, their review by the class's tutor or staff (class-change-rules.ts). */
export const CLASS_CHANGE_ERRORS = defineErrors({
  lineNotFound: { errorCode: 'CLASS_CHANGE_LINE_NOT_FOUND', status: 404, msg: '订单课程不存在' },
  requestNotFound: { errorCode: 'CLASS_CHANGE_NOT_FOUND', status: 404, msg: '调班申请不存在' },
  targetNotFound: { errorCode: 'CLASS_CHANGE_TARGET_NOT_FOUND', status: 404, msg: '目标班级不存在' },
  notPaid: { errorCode: 'CLASS_CHANGE_NOT_PAID', status: 409, msg: M.notPaid },
  notInClass: { errorCode: 'CLASS_CHANGE_NOT_IN_CLASS', status: 409, msg: M.notInClass },
  limit: { errorCode: 'CLASS_CHANGE_LIMIT', status: 409, msg: M.limit },
  started: { errorCode: 'CLASS_CHANGE_STARTED', status: 409, msg: M.started },
  sameClass: { errorCode: 'CLASS_CHANGE_SAME_CLASS', status: 400, msg: M.sameClass },
  otherCourse: { errorCode: 'CLASS_CHANGE_OTHER_COURSE', status: 400, msg: M.otherCourse },
  full: { errorCode: 'CLASS_CHANGE_FULL', status: 409, msg: M.full },
  targetFinished: { errorCode: 'CLASS_CHANGE_TARGET_FINISHED', status: 409, msg: M.targetFinished },
  alreadyInTarget: { errorCode: 'CLASS_CHANGE_ALREADY_IN_TARGET', status: 409, msg: M.alreadyInTarget },
  pending: { errorCode: 'CLASS_CHANGE_PENDING', status: 409, msg: M.pending },
  awaitingGuardian: { errorCode: 'CLASS_CHANGE_AWAITING_GUARDIAN', status: 409, msg: '该调班申请正在等待家长同意' },
  notPending: { errorCode: 'CLASS_CHANGE_NOT_PENDING', status: 409, msg: M.notPending },
  reviewed: { errorCode: 'CLASS_CHANGE_REVIEWED', status: 409, msg: M.notPendingReview },
  notYourClass: { errorCode: 'CLASS_CHANGE_NOT_YOUR_CLASS', status: 403, msg: '只能审核自己辅导班级的调班申请' },
  reviewersOnly: { errorCode: 'CLASS_CHANGE_REVIEWERS_ONLY', status: 403, msg: '仅辅导老师和管理员可以查看调班申请' },
  noSupplement: { errorCode: 'CLASS_CHANGE_NO_SUPPLEMENT', status: 409, msg: M.noSupplement },
  supplementPaid: { errorCode: 'CLASS_CHANGE_SUPPLEMENT_PAID', status: 409, msg: M.supplementPaid },
  noRenewal: { errorCode: 'CLASS_CHANGE_NO_RENEWAL', status: 404, msg: '暂无可续报的下学期班级' },
});
