import { REPORT_MESSAGES as M } from '../learning-report-rules';
import { defineErrors } from './define';

/** 学习报告 (learning-report-rules.ts): reading, making and commenting reports. */
export const REPORT_ERRORS = defineErrors({
  notFound: { errorCode: 'REPORT_NOT_FOUND', status: 404, msg: M.notFound },
  notYours: { errorCode: 'REPORT_FORBIDDEN', status: 403, msg: M.notYours },
  notTutor: { errorCode: 'REPORT_NOT_TUTOR', status: 403, msg: M.notTutor },
  monthNotOver: { errorCode: 'REPORT_MONTH_NOT_OVER', status: 409, msg: M.monthNotOver },
  classNotOver: { errorCode: 'REPORT_CLASS_NOT_OVER', status: 409, msg: M.classNotOver },
  noPupils: { errorCode: 'REPORT_NO_PUPILS', status: 409, msg: M.noPupils },
});
