import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  passwordGrantSchema,
  registerRequestSchema,
  smsTokenRequestSchema,
  socialTokenRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  AUTH_ERRORS,
  GENERIC_ERRORS,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { basicSecurity, bearerSecurity, mergedParams, parseOr400, typed } from '../../platform/route-helpers';
import { okNullSchema, ok } from '../../platform/envelope';
import { findUserByPhone } from '../account';
import { registerPupil } from '../account';
import { authenticateClient } from './oauth-client.service';
import { checkPasswordLogin } from './password-login.service';
import { refreshSession, revokeFamily, startSession } from './session.service';
import { consumeSmsCode } from '../account';
import { findUserByWechatCode } from '../account';
import { authPolicy } from './auth.policy';

const looseParams = tokenRequestSchema.partial().loose().nullish();

export async function tokenRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const authRateLimit = { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' } };
  const start = authPolicy.allow('session.start');

  r.post(API_PATHS.oauthToken, {
    onRequest: start,
    config: authRateLimit,
    schema: {
      summary: 'Issue tokens: password grant or refresh_token grant (OAuth2, Basic client header)',
      tags: ['auth'],
      security: basicSecurity,
      querystring: looseParams,
      body: looseParams,
      response: { 200: tokenResponseSchema },
    },
    handler: async (request) => {
      const clientId = await authenticateClient(ctx, request.headers.authorization);
      const params = parseOr400(tokenRequestSchema, mergedParams(request.query, request.body));
      if (params.grant_type === 'password') {
        const { username, password } = parseOr400(passwordGrantSchema, params);
        const userId = await checkPasswordLogin(ctx, username, password, request.ip);
        return startSession(ctx, userId, clientId);
      }
      if (params.grant_type === 'refresh_token') {
        if (!params.refresh_token) throw appError(GENERIC_ERRORS.refreshInvalid);
        return refreshSession(ctx, params.refresh_token, clientId);
      }
      throw appError(AUTH_ERRORS.unsupportedGrant);
    },
  });

  const smsParams = smsTokenRequestSchema.partial().loose().nullish();
  r.post(API_PATHS.smsToken, {
    onRequest: start,
    config: authRateLimit,
    schema: {
      summary: 'Log in with a mobile number and an SMS code (grant_type=mobile)',
      tags: ['auth'],
      security: basicSecurity,
      querystring: smsParams,
      body: smsParams,
      response: { 200: tokenResponseSchema },
    },
    handler: async (request) => {
      const clientId = await authenticateClient(ctx, request.headers.authorization);
      const { mobile, code } = parseOr400(smsTokenRequestSchema, mergedParams(request.query, request.body));
      const user = await findUserByPhone(ctx.db, mobile);
      // An unknown number answers like a wrong code: no login code was ever sent to it (see sendSmsCode).
      if (!user) throw appError(AUTH_ERRORS.smsCodeInvalid);
      // No lockout check: the password lock must not keep the phone's owner out (account-lock.service.ts).
      await consumeSmsCode(ctx, mobile, ['login', 'common'], code);
      return startSession(ctx, user.id, clientId);
    },
  });

  const socialParams = socialTokenRequestSchema.partial().loose().nullish();
  r.post(API_PATHS.socialToken, {
    onRequest: start,
    config: authRateLimit,
    schema: {
      summary: 'Log in with a WeChat authorisation code (mobile=WX@<code>); 401 when the WeChat user is not bound',
      tags: ['auth'],
      security: basicSecurity,
      querystring: socialParams,
      body: socialParams,
      response: { 200: tokenResponseSchema },
    },
    handler: async (request) => {
      const clientId = await authenticateClient(ctx, request.headers.authorization);
      const p = parseOr400(socialTokenRequestSchema, mergedParams(request.query, request.body));
      const code = p.code ?? (p.mobile?.startsWith('WX@') ? p.mobile.slice(3) : undefined);
      if (!code) throw appError(AUTH_ERRORS.wechatCodeInvalid);
      const userId = await findUserByWechatCode(ctx, code);
      if (userId === null) throw appError(AUTH_ERRORS.wechatNotBound);
      return startSession(ctx, userId, clientId);
    },
  });

  r.post(API_PATHS.registerAndLogin, {
    onRequest: start,
    config: authRateLimit,
    schema: {
      summary: 'Register with mobile + SMS code and receive tokens at once',
      tags: ['auth'],
      security: basicSecurity,
      body: registerRequestSchema,
      response: { 200: tokenResponseSchema },
    },
    handler: async (request) => {
      const clientId = await authenticateClient(ctx, request.headers.authorization);
      return startSession(ctx, await registerPupil(ctx, request.body), clientId);
    },
  });

  r.delete(API_PATHS.logout, {
    preHandler: [requireAuth(ctx), authPolicy.allow('session.end')],
    schema: {
      summary: 'Log out: revoke this login session (its whole refresh-token family)',
      tags: ['auth'],
      security: bearerSecurity,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await revokeFamily(ctx, authOf(request).familyId, 'logout');
      return ok(null);
    },
  });
}
