import { defineErrors } from './define';

/** The live classroom and playback (answered in the envelope, or in the socket's error message). */
export const LIVE_ERRORS = defineErrors({
  chapterNotFound: { errorCode: 'LIVE_CHAPTER_NOT_FOUND', status: 404, msg: '课次不存在' },
  notEnrolled: { errorCode: 'LIVE_NOT_ENROLLED', status: 403, msg: '您未报名该课程' },
  staffOnly: { errorCode: 'LIVE_STAFF_ONLY', status: 403, msg: '仅授课老师或辅导老师可以操作' },
  studentsOnly: { errorCode: 'LIVE_STUDENTS_ONLY', status: 403, msg: '仅学员可以操作' },
  /** The socket's join token. */
  tokenInvalid: { errorCode: 'LIVE_TOKEN_INVALID', status: 401, msg: '直播凭证无效或已过期，请重新进入教室' },
  /** The token an HLS or playback file URL carries. */
  fileTokenInvalid: {
    errorCode: 'LIVE_FILE_TOKEN_INVALID',
    status: 403,
    msg: '直播凭证无效或已过期，请重新进入教室',
  },
  noPlayback: { errorCode: 'LIVE_NO_PLAYBACK', status: 404, msg: '该课次暂无回放' },
  positionOutOfRange: { errorCode: 'LIVE_POSITION_OUT_OF_RANGE', status: 400, msg: '播放位置超出回放时长' },
  badMessage: { errorCode: 'LIVE_BAD_MESSAGE', status: 400, msg: '消息格式不正确' },
  rollCallNotFound: { errorCode: 'LIVE_ROLL_CALL_NOT_FOUND', status: 404, msg: '点名不存在' },
  rollCallClosed: { errorCode: 'LIVE_ROLL_CALL_CLOSED', status: 409, msg: '点名已结束' },
  rollCallDuplicate: { errorCode: 'LIVE_ROLL_CALL_DUPLICATE', status: 409, msg: '您已签到' },
  questionNotFound: { errorCode: 'LIVE_QUESTION_NOT_FOUND', status: 404, msg: '题目不存在' },
  questionClosed: { errorCode: 'LIVE_QUESTION_CLOSED', status: 409, msg: '答题已结束' },
  questionDuplicate: { errorCode: 'LIVE_QUESTION_DUPLICATE', status: 409, msg: '您已作答，不能重复提交' },
  answerInvalid: { errorCode: 'LIVE_ANSWER_INVALID', status: 400, msg: '答案选项无效' },
  classFinished: { errorCode: 'LIVE_CLASS_FINISHED', status: 409, msg: '课程已结束' },
  /** 直播间设置: the class keeps its recordings from pupils (the live page and 回放 say so). */
  playbackClosed: { errorCode: 'LIVE_PLAYBACK_CLOSED', status: 403, msg: '本班回放未开放' },
  /** 直播间设置: the class's interaction is off, so no roll call or question can be started. */
  interactionClosed: {
    errorCode: 'LIVE_INTERACTION_CLOSED',
    status: 409,
    msg: '本班已关闭课堂互动，不能点名或发题',
  },
  /** The socket's answer to a failure that is not the caller's (the envelope answers INTERNAL). */
  serverBusy: { errorCode: 'LIVE_SERVER_BUSY', status: 500, msg: '服务器繁忙，请稍后再试' },
});
