import { defineErrors } from './define';

/**
 * One entry per HTTP status, for failures with no more specific entry: what the no-argument helpers
 * (`badRequest()`, `forbidden()`...) and framework-level errors (bad JSON, unknown route, rate limit, crash) answer.
 */
export const GENERIC_ERRORS = defineErrors({
  badRequest: { errorCode: 'VALIDATION_FAILED', status: 400, msg: '请求参数错误' },
  unauthorized: { errorCode: 'AUTH_REQUIRED', status: 401, msg: '请先登录' },
  forbidden: { errorCode: 'FORBIDDEN', status: 403, msg: '没有权限访问' },
  notFound: { errorCode: 'NOT_FOUND', status: 404, msg: '资源不存在' },
  conflict: { errorCode: 'CONFLICT', status: 409, msg: '数据已变更，请刷新后重试' },
  payloadTooLarge: { errorCode: 'PAYLOAD_TOO_LARGE', status: 413, msg: '请求内容过大' },
  uriTooLong: { errorCode: 'URI_TOO_LONG', status: 414, msg: '请求地址过长' },
  unsupportedMediaType: { errorCode: 'UNSUPPORTED_MEDIA_TYPE', status: 415, msg: '不支持的请求格式' },
  /** 426 tells clients the refresh token is unusable and they must log in again. */
  refreshInvalid: { errorCode: 'REFRESH_REJECTED', status: 426, msg: '刷新令牌无效，请重新登录' },
  tooManyRequests: { errorCode: 'RATE_LIMITED', status: 429, msg: '操作过于频繁，请稍后再试' },
  internal: { errorCode: 'INTERNAL', status: 500, msg: '服务器开小差了，请稍后再试' },
});
