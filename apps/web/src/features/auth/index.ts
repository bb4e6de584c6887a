/**
 * What other features may use of auth: the logged-in identity's endpoints (user info, profile, SMS codes, password
 * reset). Only api modules, so importing this never pulls in the login dialog, and no feature imports auth's
 * internals.
 */
export { userInfoQuery } from './api/user-info';
export { useUpdateUser } from './api/update-user';
export { sendSmsCode } from './api/send-sms-code';
export { useResetPassword } from './api/reset-password';
export { smsLogin } from './api/sms-login';
export { applyTokenResponse, logout } from './session';
// 微信登录: the button and the unbound note are small and load the OAuth code only when tapped.
export { WechatLoginButton, WechatUnboundNote } from './components/wechat-login';
export { useWechatReturn } from './use-wechat-return';
export { rememberPending, takeWechatReturn, useWechatOAuthStore } from './wechat-oauth-state';

export async function startWechatBinding(purpose: 'bind' | 'change'): Promise<void> {
  const { startWechatAuthorize } = await import('./wechat-oauth');
  await startWechatAuthorize(purpose);
}
