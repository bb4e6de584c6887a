/** What other modules may use of auth: everything else in this folder is its own business. */
export { passwordRoutes } from './password.routes';
export { registerRoutes } from './register.routes';
export { revokeUserSessionsIn, startSession } from './session.service';
export { unlockAccount } from './account-lock.service';
export { tokenRoutes } from './token.routes';
export { wechatOAuthRoutes } from './wechat-oauth.routes';
export { checkPasswordLogin } from './password-login.service';
