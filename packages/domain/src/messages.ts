/**
 * Every user-facing message the spec quotes, verbatim. Server errors and web forms both read from here,
 * so a wording change happens in one place.
 */
export const MESSAGES = {
  required: '必填项',
  passwordRule: '新密码必须在6-20位，且必须包含数字和字母',
  mobileInvalid: '手机号不合法',
  mobileExists: '手机号已存在',
  accountLocked: '账号已被锁定',
  networkFailed: '网络连接失败',
  loginExpired: '登录已失效',
  notifyTitle: '错误提示',
  wechatNotBound: '盐课堂微信未绑定。',
  teacherListFailed: '获取讲师列表失败',
  tutorListFailed: '获取辅师列表失败',
  uploadOk: '上传成功',
  uploadFailed: '上传失败',
  uploadImageType: '上传图片格式错误',
  notAnImage: '这不是图片!!!',
  loading: '加载中...',
  leaveTestConfirm: '当前试卷尚未完成提交, 是否确认退出?',
  leaveTestOk: '确认退出',
  leaveTestCancel: '取消',
  notFoundPage: 'This page could not be found',
  error404: 'Oops 404! 页面找不到了',
  errorOther: 'Oops! 应用发生错误异常',
  underConstruction: '功能建设中',
  linkInvalid: '链接必须以 http:// 或本站地址开头',
} as const;

/**
 * Server-side error texts the spec does not quote; written in the same plain style.
 * They are shown to users as-is by the web client.
 */
export const SERVER_MESSAGES = {
  badRequest: '请求参数错误',
  unauthorized: '请先登录',
  tokenInvalid: '登录已失效，请重新登录',
  forbidden: '没有权限访问',
  notFound: '资源不存在',
  conflict: '数据已变更，请刷新后重试',
  tooManyRequests: '操作过于频繁，请稍后再试',
  internal: '服务器开小差了，请稍后再试',
  badClient: '客户端认证失败',
  badCredentials: '用户名或密码错误',
  refreshInvalid: '刷新令牌无效，请重新登录',
  unsupportedGrant: '不支持的授权类型',
  smsCodeInvalid: '验证码错误或已过期',
  smsTooFrequent: '验证码发送过于频繁，请60秒后再试',
  smsDailyLimit: '今日验证码发送次数已达上限',
  usernameExists: '用户名已存在',
  /** Register: a grade that is not in the `grade` dictionary (the form's select offers only those). */
  gradeInvalid: '请选择年级',
  /** A username shaped like a mobile number would be mistaken for someone's phone at login. */
  usernameLooksLikeMobile: '用户名不能是手机号',
  /** A 'common' code goes only to the logged-in user's own number. */
  smsNotOwnMobile: '只能向本账号绑定的手机号发送验证码',
  smsAddressDailyLimit: '当前网络今日获取验证码次数过多，请明天再试',
  smsBusy: '验证码发送繁忙，请稍后再试',
  oldPasswordWrong: '原密码错误',
  userNotFound: '用户不存在',
  wechatAlreadyBound: '该微信已绑定其他账号',
  wechatCodeInvalid: '微信授权失败，请重试',
  alreadyCounted: '今日已领取',
  ruleCodeInvalid: '积分规则不存在',
  textTooLong: '内容过长',
  invalidText: '包含非法字符',
  uploadMissing: '请选择要上传的图片',
  uploadTooLarge: '图片不能超过10MB',
} as const;
