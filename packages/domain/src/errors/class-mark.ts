import { CLASS_MARK_MORE_MESSAGES as M } from '../class-mark-rules';
import { CLASS_MARK_MESSAGES as W } from '../exam-upload-rules';
import { defineErrors } from './define';

/** 课堂评价 (class-mark-rules.ts): the window, once per session, the class's pupils only, tags and comment. */
export const CLASS_MARK_ERRORS = defineErrors({
  notEnded: { errorCode: 'CLASS_MARK_NOT_ENDED', status: 409, msg: W.notEnded },
  closed: { errorCode: 'CLASS_MARK_CLOSED', status: 409, msg: W.closed },
  twice: { errorCode: 'CLASS_MARK_TWICE', status: 409, msg: M.twice },
  notEnrolled: { errorCode: 'CLASS_MARK_NOT_ENROLLED', status: 403, msg: M.notEnrolled },
  sessionNotFound: { errorCode: 'CLASS_MARK_SESSION_NOT_FOUND', status: 404, msg: M.sessionNotFound },
  classNotFound: { errorCode: 'CLASS_MARK_CLASS_NOT_FOUND', status: 404, msg: M.classNotFound },
  tag: { errorCode: 'CLASS_MARK_TAG', status: 400, msg: M.tag },
  notYourClass: { errorCode: 'CLASS_MARK_NOT_YOUR_CLASS', status: 403, msg: M.notYourClass },
});
