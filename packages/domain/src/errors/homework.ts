import { defineErrors } from './define';

/** Homework: fetching, answering, submitting and marking a session's quiz. */
export const HOMEWORK_ERRORS = defineErrors({
  /** Spec text: the web shows its "no homework" view for this code. */
  noQuiz: { errorCode: 'QUIZ_NOT_BOUND', status: 404, msg: '当前课次没有绑定试卷' },
  fillAnswer: { errorCode: 'HOMEWORK_ANSWER_REQUIRED', status: 400, msg: '请填写答案' },
  submitPhoto: { errorCode: 'HOMEWORK_PHOTO_REQUIRED', status: 400, msg: '请提交照片' },
  submitImage: { errorCode: 'HOMEWORK_IMAGE_REQUIRED', status: 400, msg: '请提交图片' },
  answerNotFound: { errorCode: 'HOMEWORK_ANSWER_NOT_FOUND', status: 404, msg: '作业记录不存在' },
  alreadySubmitted: { errorCode: 'HOMEWORK_ALREADY_SUBMITTED', status: 409, msg: '作业已提交，请勿重复提交' },
  late: { errorCode: 'HOMEWORK_LATE', status: 409, msg: '作业已截止，无法提交' },
  questionNotInQuiz: { errorCode: 'HOMEWORK_QUESTION_NOT_IN_QUIZ', status: 400, msg: '题目不属于该试卷' },
  notSubmittedYet: { errorCode: 'HOMEWORK_NOT_SUBMITTED', status: 409, msg: '学生尚未提交作业' },
  staffOnly: { errorCode: 'HOMEWORK_STAFF_ONLY', status: 403, msg: '仅该班级的辅导老师或授课老师可以查看' },
  markerOnly: { errorCode: 'HOMEWORK_MARKER_ONLY', status: 403, msg: '仅该班级的辅导老师可以批改作业' },
  imageUrlInvalid: { errorCode: 'HOMEWORK_IMAGE_URL_INVALID', status: 400, msg: '图片地址无效' },
  optionInvalid: { errorCode: 'HOMEWORK_OPTION_INVALID', status: 400, msg: '答案选项无效' },
  // 布置作业 in the console: the rules are `homework-edit-rules.ts`, the messages its HOMEWORK_EDIT_MESSAGES.
  editLocked: { errorCode: 'HOMEWORK_EDIT_LOCKED', status: 409, msg: '已有学员提交作业，题目不能再修改' },
  removeLocked: { errorCode: 'HOMEWORK_REMOVE_LOCKED', status: 409, msg: '已有学员提交作业，不能删除作业' },
  fileUrlInvalid: { errorCode: 'HOMEWORK_FILE_URL_INVALID', status: 400, msg: '文件地址无效，请重新上传' },
  notYourClass: { errorCode: 'HOMEWORK_NOT_YOUR_CLASS', status: 403, msg: '只能为自己任教的班级布置作业' },
});
