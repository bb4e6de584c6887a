import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { SMS_CODE_TYPES } from '../constants';
import {
  loginPasswordField,
  mobileField,
  optionalText,
  passwordField,
  requiredText,
  safeString,
  smsCodeField,
  usernameField,
} from './fields';
import { shareCodeField } from './referral';

/** The public view of a user, as the token endpoint and user info return it. */
export const sysUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  realname: z.string().nullable(),
  nickname: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string(),
  gender: z.number().int().nullable(),
  grade: z.string().nullable(),
  deptValue: z.string().nullable(),
  school: z.string().nullable(),
  wxBound: z.boolean(),
  clientVersion: z.string().nullable(),
  createTime: z.string(),
});
export type SysUser = z.infer<typeof sysUserSchema>;

export const userInfoSchema = z.object({
  sysUser: sysUserSchema,
  roles: z.array(z.number().int()),
  permissions: z.array(z.string()),
  realname: z.string().nullable(),
  avatar: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** OAuth2-style token answer, plus the user so clients need no second call. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  user: userInfoSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

const grantType = z.enum(['password', 'refresh_token', 'mobile'], { error: SERVER_MESSAGES.unsupportedGrant });

/** Body or query of POST /auth/oauth/token; the grant decides which other fields are needed. */
export const tokenRequestSchema = z.object({
  grant_type: grantType,
  username: optionalText(64).optional(),
  password: safeString().max(64, { error: SERVER_MESSAGES.badCredentials }).optional(),
  refresh_token: safeString().max(200, { error: SERVER_MESSAGES.refreshInvalid }).optional(),
  scope: safeString().max(64).optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const passwordGrantSchema = z.object({ username: requiredText(64), password: loginPasswordField });
/** What the web's password login form sends (as a form body, with grant_type=password). */
export type PasswordGrantRequest = z.input<typeof passwordGrantSchema>;

export const smsTokenRequestSchema = z.object({
  mobile: mobileField,
  code: smsCodeField,
  grant_type: z.literal('mobile', { error: SERVER_MESSAGES.unsupportedGrant }).optional(),
  scope: safeString().max(64).optional(),
});
export type SmsTokenRequest = z.input<typeof smsTokenRequestSchema>;

/** WeChat social login: `mobile=WX@<code>` in the original clients, or `code` directly. */
export const socialTokenRequestSchema = z.object({
  mobile: safeString().max(200).optional(),
  code: safeString().max(200).optional(),
  grant_type: z.literal('mobile', { error: SERVER_MESSAGES.unsupportedGrant }).optional(),
});

/**
 * GET /auth/wechat/authorize: the page to come back to (a path on this site, never another host: WeChat hands the
 * code to whatever URL this names) and the caller's random `state`, which it checks on return (OAuth CSRF guard).
 */
export const wechatAuthorizeQuerySchema = z.object({
  redirectPath: safeString()
    .max(512)
    .regex(/^\/(?![/\\])\S*$/, { error: SERVER_MESSAGES.badRequest }),
  state: safeString().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: SERVER_MESSAGES.badRequest }),
});
export type WechatAuthorizeQuery = z.input<typeof wechatAuthorizeQuerySchema>;
export const wechatAuthorizeResultSchema = z.object({ url: z.string() });
export type WechatAuthorizeResult = z.infer<typeof wechatAuthorizeResultSchema>;

/** The local stand-in for WeChat's consent page: without `user` it asks who you are in WeChat; with it, it redirects. */
export const wechatLocalConsentQuerySchema = z.object({
  redirect_uri: safeString().max(1024).url({ error: SERVER_MESSAGES.badRequest }),
  state: safeString().regex(/^[A-Za-z0-9_-]{8,64}$/, { error: SERVER_MESSAGES.badRequest }),
  user: z.preprocess(
    (v) => (v === '' ? undefined : v),
    safeString()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: '微信用户名只能包含字母、数字、下划线和短横线' })
      .optional(),
  ),
});

export const smsSendParamsSchema = z.object({ mobile: mobileField });
export const smsSendQuerySchema = z.object({
  type: z.enum(SMS_CODE_TYPES, { error: SERVER_MESSAGES.badRequest }).default('common'),
});
/** An SMS code request: the phone goes in the path, the purpose in the query. */
export type SmsSendRequest = z.input<typeof smsSendParamsSchema> & z.input<typeof smsSendQuerySchema>;

export const registerRequestSchema = z.object({
  mobile: mobileField,
  code: smsCodeField,
  password: passwordField,
  username: usernameField.optional(),
  realname: optionalText(32).optional(),
  /** The pupil's grade, a `grade` dictionary value; the web's register form asks for it. */
  grade: optionalText(16).optional(),
  /** 推荐有礼: the share code the pupil registers with (from the share link or typed), and when the link was opened. */
  shareCode: z.preprocess((v) => (v === '' || v === null ? undefined : v), shareCodeField.optional()),
  sharedAt: z.iso.datetime({ offset: true, error: SERVER_MESSAGES.badRequest }).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  mobile: mobileField,
  code: smsCodeField,
  password: passwordField,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const phoneExistQuerySchema = z.object({ phone: mobileField });
export const usernameExistQuerySchema = z.object({ username: requiredText(64) });

export const updateUserRequestSchema = z.object({
  realname: optionalText(32).optional(),
  nickname: optionalText(32).optional(),
  avatar: optionalText(500).optional(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: SERVER_MESSAGES.badRequest }).optional(),
  grade: optionalText(16).optional(),
  deptValue: optionalText(16).optional(),
  school: optionalText(64).optional(),
  phone: mobileField.optional(),
  code: smsCodeField.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const updatePasswordRequestSchema = z.object({
  password: loginPasswordField,
  newpassword1: passwordField,
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

export const publicUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  realname: z.string().nullable(),
  avatar: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Another user as a viewer may see them (GET /admin/user/{id}): name and avatar, never the login name. */
export const userCardSchema = z.object({
  userId: z.number().int(),
  realname: z.string().nullable(),
  avatar: z.string(),
});
export type UserCard = z.infer<typeof userCardSchema>;

export const userClientInfoRequestSchema = z.object({
  app: optionalText(64).optional(),
  brand: optionalText(64).optional(),
  brandInfo: optionalText(200).optional(),
  brandVersion: optionalText(64).optional(),
  systemVersion: optionalText(64).optional(),
  clientCode: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(1).max(99).optional(),
  client: optionalText(32).optional(),
  clientVersion: optionalText(32).optional(),
});
export type UserClientInfoRequest = z.input<typeof userClientInfoRequestSchema>;

export const clientVersionRequestSchema = z.object({
  clientVersion: requiredText(32),
  client: optionalText(32).optional(),
});

export const activeIntegralRequestSchema = z.object({
  ruleCode: z.enum(['viewWechatPub', 'viewOfficialWebsites'], { error: SERVER_MESSAGES.ruleCodeInvalid }),
  remark: optionalText(200).optional(),
});

/** Whether today's activity points were added now, how many, and the user's points after. */
export const activeIntegralResultSchema = z.object({
  added: z.boolean(),
  amount: z.number().int(),
  points: z.number().int(),
});

export const wechatBindRequestSchema = z.object({ code: requiredText(200) });
