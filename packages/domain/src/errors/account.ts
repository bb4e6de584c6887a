import { defineErrors } from './define';

/** Accounts: registering, the profile, the username and phone rules, WeChat binding, daily points. */
export const ACCOUNT_ERRORS = defineErrors({
  /** Spec texts (the register and profile forms show the same words). */
  passwordRule: { errorCode: 'ACCOUNT_PASSWORD_RULE', status: 400, msg: '新密码必须在6-20位，且必须包含数字和字母' },
  mobileInvalid: { errorCode: 'ACCOUNT_MOBILE_INVALID', status: 400, msg: '手机号不合法' },
  mobileExists: { errorCode: 'ACCOUNT_MOBILE_EXISTS', status: 409, msg: '手机号已存在' },
  linkInvalid: { errorCode: 'ACCOUNT_LINK_INVALID', status: 400, msg: '链接必须以 http:// 或本站地址开头' },
  usernameExists: { errorCode: 'ACCOUNT_USERNAME_EXISTS', status: 409, msg: '用户名已存在' },
  /** A username shaped like a mobile number would be mistaken for someone's phone at login. */
  usernameLooksLikeMobile: { errorCode: 'ACCOUNT_USERNAME_IS_MOBILE', status: 400, msg: '用户名不能是手机号' },
  /** Register: a grade that is not in the `grade` dictionary (the form's select offers only those). */
  gradeInvalid: { errorCode: 'ACCOUNT_GRADE_INVALID', status: 400, msg: '请选择年级' },
  oldPasswordWrong: { errorCode: 'ACCOUNT_OLD_PASSWORD_WRONG', status: 400, msg: '原密码错误' },
  userNotFound: { errorCode: 'ACCOUNT_USER_NOT_FOUND', status: 404, msg: '用户不存在' },
  /** The WeChat identity belongs to another account. */
  wechatAlreadyBound: { errorCode: 'ACCOUNT_WECHAT_TAKEN', status: 409, msg: '该微信已绑定其他账号' },
  /** This account has a WeChat identity already: rebinding is a separate action. */
  wechatSelfBound: {
    errorCode: 'ACCOUNT_WECHAT_ALREADY_BOUND',
    status: 409,
    msg: '当前账号已绑定微信，请使用更换绑定',
  },
  ruleCodeInvalid: { errorCode: 'ACCOUNT_POINTS_RULE_INVALID', status: 400, msg: '积分规则不存在' },
});
