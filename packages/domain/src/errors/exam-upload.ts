import { EXAM_UPLOAD_MESSAGES as M } from '../exam-upload-rules';
import { defineErrors } from './define';

/** 试卷上传 / 作文上传 (exam-upload-rules.ts): pages, the approval state machine, who may review. */
export const EXAM_UPLOAD_ERRORS = defineErrors({
  notFound: { errorCode: 'EXAM_UPLOAD_NOT_FOUND', status: 404, msg: '上传记录不存在' },
  noPages: { errorCode: 'EXAM_UPLOAD_NO_PAGES', status: 400, msg: M.noPages },
  tooManyPages: { errorCode: 'EXAM_UPLOAD_TOO_MANY_PAGES', status: 400, msg: M.tooManyPages },
  imageType: { errorCode: 'EXAM_UPLOAD_IMAGE_TYPE', status: 400, msg: M.imageType },
  pageInvalid: { errorCode: 'EXAM_UPLOAD_PAGE_INVALID', status: 400, msg: '页面图片无效，请重新上传' },
  notEditable: { errorCode: 'EXAM_UPLOAD_NOT_EDITABLE', status: 409, msg: M.notEditable },
  notRevocable: { errorCode: 'EXAM_UPLOAD_NOT_REVOCABLE', status: 409, msg: M.notRevocable },
  notPending: { errorCode: 'EXAM_UPLOAD_NOT_PENDING', status: 409, msg: M.notPending },
  rejectReasonRequired: { errorCode: 'EXAM_UPLOAD_REJECT_REASON', status: 400, msg: M.rejectReasonRequired },
  fieldsRequired: { errorCode: 'EXAM_UPLOAD_FIELDS', status: 400, msg: '请填写试卷的科目和考试名称，或作文的题目' },
  reviewerOnly: { errorCode: 'EXAM_UPLOAD_REVIEWER_ONLY', status: 403, msg: '只有学员的辅导老师或教务可以审核' },
  staffOnly: { errorCode: 'EXAM_UPLOAD_STAFF_ONLY', status: 403, msg: '只有教务可以查看全部上传' },
});
