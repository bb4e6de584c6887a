import { defineErrors } from './define';

/** Logging in, tokens and SMS codes. */
export const AUTH_ERRORS = defineErrors({
  tokenInvalid: { errorCode: 'AUTH_TOKEN_INVALID', status: 401, msg: '登录已失效，请重新登录' },
  badClient: { errorCode: 'AUTH_CLIENT_INVALID', status: 401, msg: '客户端认证失败' },
  badCredentials: { errorCode: 'AUTH_BAD_CREDENTIALS', status: 400, msg: '用户名或密码错误' },
  unsupportedGrant: { errorCode: 'AUTH_UNSUPPORTED_GRANT', status: 400, msg: '不支持的授权类型' },
  /** Spec: the lock answers 500 with this text, which the web turns into its own dialog. */
  accountLocked: { errorCode: 'AUTH_ACCOUNT_LOCKED', status: 500, msg: '账号已被锁定' },
  /** Spec: a WeChat login whose identity has no account; the web turns it into the bind flow. */
  wechatNotBound: { errorCode: 'AUTH_WECHAT_NOT_BOUND', status: 401, msg: '盐课堂微信未绑定。' },
  wechatCodeInvalid: { errorCode: 'AUTH_WECHAT_CODE_INVALID', status: 400, msg: '微信授权失败，请重试' },
  smsCodeInvalid: { errorCode: 'SMS_CODE_INVALID', status: 400, msg: '验证码错误或已过期' },
  smsTooFrequent: { errorCode: 'SMS_TOO_FREQUENT', status: 429, msg: '验证码发送过于频繁，请60秒后再试' },
  smsDailyLimit: { errorCode: 'SMS_DAILY_LIMIT', status: 429, msg: '今日验证码发送次数已达上限' },
  /** A 'common' code goes only to the logged-in user's own number. */
  smsNotOwnMobile: { errorCode: 'SMS_NOT_OWN_MOBILE', status: 403, msg: '只能向本账号绑定的手机号发送验证码' },
  smsAddressDailyLimit: {
    errorCode: 'SMS_ADDRESS_DAILY_LIMIT',
    status: 429,
    msg: '当前网络今日获取验证码次数过多，请明天再试',
  },
  smsBusy: { errorCode: 'SMS_BUSY', status: 429, msg: '验证码发送繁忙，请稍后再试' },
  smsSendFailed: { errorCode: 'SMS_SEND_FAILED', status: 503, msg: '短信发送失败，请稍后再试' },
});
