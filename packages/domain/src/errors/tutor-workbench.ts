import { TUTOR_WB_MESSAGES as M } from '../tutor-workbench-rules';
import { defineErrors } from './define';

/** 辅导老师工作台 (tutor-workbench-rules.ts): who may look, and the summary's dates. */
export const TUTOR_WB_ERRORS = defineErrors({
  notStaff: { errorCode: 'TUTOR_WB_NOT_STAFF', status: 403, msg: M.notStaff },
  notYourClass: { errorCode: 'TUTOR_WB_NOT_YOUR_CLASS', status: 403, msg: M.notYourClass },
  notYourPupil: { errorCode: 'TUTOR_WB_NOT_YOUR_PUPIL', status: 403, msg: M.notYourPupil },
  classNotFound: { errorCode: 'TUTOR_WB_CLASS_NOT_FOUND', status: 404, msg: M.classNotFound },
  pupilNotFound: { errorCode: 'TUTOR_WB_PUPIL_NOT_FOUND', status: 404, msg: M.pupilNotFound },
});
