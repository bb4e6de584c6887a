import { ACCOUNT_ERRORS, AUTH_ERRORS, FIELD_ERRORS, FILE_ERRORS, GENERIC_ERRORS, messagesOf } from './errors';

/**
 * Every user-facing message the spec quotes, verbatim, for the web's pages and forms. The error texts among them
 * are the error catalogues' (`./errors`), so a wording change happens in one place.
 */
export const MESSAGES = {
  required: FIELD_ERRORS.required.msg,
  passwordRule: ACCOUNT_ERRORS.passwordRule.msg,
  mobileInvalid: ACCOUNT_ERRORS.mobileInvalid.msg,
  mobileExists: ACCOUNT_ERRORS.mobileExists.msg,
  accountLocked: AUTH_ERRORS.accountLocked.msg,
  networkFailed: '网络连接失败',
  loginExpired: '登录已失效',
  notifyTitle: '错误提示',
  wechatNotBound: AUTH_ERRORS.wechatNotBound.msg,
  teacherListFailed: '获取讲师列表失败',
  tutorListFailed: '获取辅师列表失败',
  uploadOk: '上传成功',
  uploadFailed: FILE_ERRORS.uploadFailed.msg,
  uploadImageType: FILE_ERRORS.uploadImageType.msg,
  notAnImage: '这不是图片!!!',
  loading: '加载中...',
  leaveTestConfirm: '当前试卷尚未完成提交, 是否确认退出?',
  leaveTestOk: '确认退出',
  leaveTestCancel: '取消',
  notFoundPage: 'This page could not be found',
  error404: 'Oops 404! 页面找不到了',
  errorOther: 'Oops! 应用发生错误异常',
  underConstruction: '功能建设中',
  linkInvalid: ACCOUNT_ERRORS.linkInvalid.msg,
} as const;

/**
 * The error catalogues' texts by key (`packages/domain/src/errors`), for zod schema messages, forms and tests that
 * show the same words. Texts are written only in the catalogues; throw sites use the catalogue entries.
 */
export const SERVER_MESSAGES = {
  ...messagesOf(GENERIC_ERRORS),
  ...messagesOf(FIELD_ERRORS),
  ...messagesOf(AUTH_ERRORS),
  ...messagesOf(ACCOUNT_ERRORS),
  ...messagesOf(FILE_ERRORS),
} as const;
