import { defineErrors } from './define';

/**
 * Exams (em/ quiz sessions, the pupil's exam lists, staff marking, extra time and reopen, AI practice sets). Every
 * refusal of an answer, a play or a commit changes nothing, so the page may show the message and carry on.
 */
export const EXAM_ERRORS = defineErrors({
  examNotFound: { errorCode: 'EXAM_NOT_FOUND', status: 404, msg: '考试不存在' },
  notOpen: { errorCode: 'EXAM_NOT_OPEN', status: 409, msg: '考试尚未开始，请在开考后进入' },
  closed: { errorCode: 'EXAM_CLOSED', status: 409, msg: '考试已结束' },
  /** A class-completion exam of a class the caller is not in. */
  notYours: { errorCode: 'EXAM_NOT_YOURS', status: 403, msg: '您不是该班级的学生，无法参加此考试' },
  noAttemptsLeft: { errorCode: 'EXAM_NO_ATTEMPTS_LEFT', status: 409, msg: '您的考试次数已用完' },
  /** An AI practice exam is started from the practice page, which picks the set. */
  practiceOnly: { errorCode: 'EXAM_PRACTICE_ONLY', status: 409, msg: '请从AI练习页面开始练习' },
  sessionNotFound: { errorCode: 'EXAM_SESSION_NOT_FOUND', status: 404, msg: '考试记录不存在' },
  committed: { errorCode: 'EXAM_SESSION_COMMITTED', status: 409, msg: '试卷已提交，不能再修改答案' },
  notCommitted: { errorCode: 'EXAM_SESSION_NOT_COMMITTED', status: 409, msg: '试卷尚未提交，交卷后可查看' },
  pastDeadline: { errorCode: 'EXAM_SESSION_PAST_DEADLINE', status: 409, msg: '考试时间已到，答案未保存' },
  questionNotInPaper: { errorCode: 'EXAM_QUESTION_NOT_IN_PAPER', status: 400, msg: '题目不属于该试卷' },
  /** A combined question is answered by its sub-questions' ids. */
  answerBySubQuestion: { errorCode: 'EXAM_ANSWER_BY_SUB_QUESTION', status: 400, msg: '请按小题作答' },
  optionInvalid: { errorCode: 'EXAM_OPTION_INVALID', status: 400, msg: '所选选项不属于该题' },
  answerInvalid: { errorCode: 'EXAM_ANSWER_INVALID', status: 400, msg: '答案格式不正确' },
  answerTooLarge: { errorCode: 'EXAM_ANSWER_TOO_LARGE', status: 413, msg: '答案内容过长' },
  fileUrlInvalid: { errorCode: 'EXAM_FILE_URL_INVALID', status: 400, msg: '请上传自己录制的音频或拍摄的照片' },
  notListening: { errorCode: 'EXAM_NOT_LISTENING', status: 400, msg: '该题没有听力材料' },
  playsUsedUp: { errorCode: 'EXAM_PLAYS_USED_UP', status: 409, msg: '听力播放次数已用完' },
  // staff
  staffOnly: { errorCode: 'EXAM_STAFF_ONLY', status: 403, msg: '仅老师可以查看待批改的试卷' },
  markerOnly: { errorCode: 'EXAM_MARKER_ONLY', status: 403, msg: '仅该班级的老师可以批改或调整此考试' },
  adminOnly: { errorCode: 'EXAM_ADMIN_ONLY', status: 403, msg: '仅管理员可以重新开放已提交的试卷' },
  notManual: { errorCode: 'EXAM_QUESTION_NOT_MANUAL', status: 400, msg: '该题由系统自动批改，无需老师打分' },
  nothingToMark: { errorCode: 'EXAM_NOTHING_TO_MARK', status: 409, msg: '学生未作答该题，无需批改' },
  scoreTooHigh: { errorCode: 'EXAM_SCORE_TOO_HIGH', status: 400, msg: '得分不能超过该题分值' },
  stillOpen: { errorCode: 'EXAM_SESSION_STILL_OPEN', status: 409, msg: '该考试记录尚未提交，无需重新开放' },
  otherAttemptOpen: {
    errorCode: 'EXAM_OTHER_ATTEMPT_OPEN',
    status: 409,
    msg: '该学生有一份未提交的试卷，不能重新开放',
  },
  // 题库 and 试卷 in the console
  questionInUse: {
    errorCode: 'EXAM_QUESTION_IN_USE',
    status: 409,
    msg: '该题已被试卷使用，请先从试卷中移除后再删除',
  },
  paperInUse: {
    errorCode: 'EXAM_PAPER_IN_USE',
    status: 409,
    msg: '该试卷已安排考试，不能删除',
  },
  paperQuestionMissing: {
    errorCode: 'EXAM_PAPER_QUESTION_MISSING',
    status: 400,
    msg: '试卷中有题目不存在或已被删除，请重新选择',
  },
  subQuestionNotOwn: { errorCode: 'EXAM_SUB_QUESTION_NOT_OWN', status: 400, msg: '小题不属于这道组合题，请刷新后重试' },
  typeLocked: { errorCode: 'EXAM_QUESTION_TYPE_LOCKED', status: 409, msg: '组合题与普通题之间不能互相转换' },
  // AI practice
  bankEmpty: { errorCode: 'EXAM_BANK_EMPTY', status: 404, msg: '该年级学科暂无练习题' },
});
