import { defineErrors } from './define';

/** The learning centre: classes, sessions, parents reading for a child. */
export const LEARNING_ERRORS = defineErrors({
  offeringNotFound: { errorCode: 'LEARNING_COURSE_NOT_FOUND', status: 404, msg: '课程不存在' },
  notEnrolled: { errorCode: 'LEARNING_NOT_ENROLLED', status: 403, msg: '您未报名该课程' },
  /** A parent-acting-for-child read by anyone but the child's bound parent. */
  notYourChild: { errorCode: 'LEARNING_NOT_YOUR_CHILD', status: 403, msg: '仅绑定的家长可以查看该学生的课程' },
  /** 上传录像 (console): who may, and what is accepted. */
  recordingNotYourClass: {
    errorCode: 'LEARNING_RECORDING_NOT_YOUR_CLASS',
    status: 403,
    msg: '只能为自己任教的班级上传录像',
  },
  /** 直播间设置 (console): admins any class, a teacher the classes they teach. */
  liveSettingsNotYourClass: {
    errorCode: 'LEARNING_LIVE_SETTINGS_NOT_YOUR_CLASS',
    status: 403,
    msg: '只能修改自己任教班级的直播间设置',
  },
  recordingMissing: { errorCode: 'LEARNING_RECORDING_MISSING', status: 400, msg: '请选择要上传的录像文件' },
  recordingNotVideo: {
    errorCode: 'LEARNING_RECORDING_NOT_VIDEO',
    status: 400,
    msg: '请上传视频文件（mp4、mov、webm、mkv 等）',
  },
  recordingBeforeEnd: { errorCode: 'LEARNING_RECORDING_BEFORE_END', status: 409, msg: '课次结束后才能上传录像' },
  recordingTooLarge: { errorCode: 'LEARNING_RECORDING_TOO_LARGE', status: 413, msg: '录像文件不能超过2GB' },
  recordingBusy: { errorCode: 'LEARNING_RECORDING_BUSY', status: 409, msg: '该课次的录像正在转码，请等待完成后再上传' },
  recordingUploadFailed: { errorCode: 'LEARNING_RECORDING_UPLOAD_FAILED', status: 400, msg: '录像上传失败，请重试' },
});
