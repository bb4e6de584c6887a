import { defineErrors } from './define';

/** Uploads. */
export const FILE_ERRORS = defineErrors({
  uploadMissing: { errorCode: 'FILE_MISSING', status: 400, msg: '请选择要上传的图片' },
  uploadTooLarge: { errorCode: 'FILE_TOO_LARGE', status: 413, msg: '图片不能超过10MB' },
  /** Spec texts. */
  uploadImageType: { errorCode: 'FILE_IMAGE_TYPE', status: 400, msg: '上传图片格式错误' },
  uploadFailed: { errorCode: 'FILE_UPLOAD_FAILED', status: 400, msg: '上传失败' },
  /** A private file (a pupil's answer photo or recording) asked for without a valid, unexpired link. */
  privateLinkInvalid: { errorCode: 'FILE_LINK_INVALID', status: 403, msg: '文件链接无效或已过期，请刷新页面后重试' },
  privateNotFound: { errorCode: 'FILE_NOT_FOUND', status: 404, msg: '文件不存在' },
});
