import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  PHONE_EXIST_PER_DAY,
  PHONE_EXIST_PER_MINUTE,
  phoneExistQuerySchema,
  publicUserSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  smsSendParamsSchema,
  smsSendQuerySchema,
  usernameExistQuerySchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok, okBooleanSchema, okNullSchema } from '../../platform/envelope';
import { typed } from '../../platform/route-helpers';
import { sendSmsCode } from '../account';
import { requireAuth } from '../../platform/auth/guard';
import { phoneExistsLimited } from '../account';
import { registerPupil } from '../account';
import { getPublicUser, usernameExists } from '../account';
import { resetPasswordBySms } from './password-reset.service';
import { authPolicy } from './auth.policy';

export async function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const strict = { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' } };
  const auth = requireAuth(ctx);
  const open = authPolicy.allow('account.register');

  r.post(API_PATHS.sendSms, {
    onRequest: open,
    config: strict,
    schema: {
      summary:
        'Send an SMS verification code. register: numbers without an account; login, reset: numbers with one ' +
        '(others get the same answer but no text); common: the logged-in user’s own number (Bearer token)',
      tags: ['account'],
      params: smsSendParamsSchema,
      querystring: smsSendQuerySchema,
      response: { 200: okNullSchema },
    },
    handler: async (request, reply) => {
      if (request.query.type === 'common') await auth(request, reply);
      await sendSmsCode(ctx, request.params.mobile, request.query.type, {
        address: request.ip,
        userId: request.auth?.userId ?? null,
      });
      return ok(null);
    },
  });

  r.post(API_PATHS.register, {
    onRequest: open,
    config: strict,
    schema: {
      summary: 'Register a student account with mobile + SMS code',
      tags: ['account'],
      body: registerRequestSchema,
      response: { 200: envelopeOf(publicUserSchema) },
    },
    handler: async (request) => {
      return ok(await getPublicUser(ctx.db, await registerPupil(ctx, request.body)));
    },
  });

  r.put(API_PATHS.resetPassword, {
    onRequest: open,
    config: strict,
    schema: {
      summary: 'Reset the password by phone: mobile + SMS code (type reset) + new password',
      tags: ['account'],
      body: resetPasswordRequestSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      const { mobile, code, password } = request.body;
      await resetPasswordBySms(ctx, mobile, code, password);
      return ok(null);
    },
  });

  r.get(API_PATHS.phoneExist, {
    onRequest: open,
    config: strict,
    schema: {
      summary: `Whether a mobile number is already registered (at most ${PHONE_EXIST_PER_MINUTE} a minute and ${PHONE_EXIST_PER_DAY} a day per address)`,
      tags: ['account'],
      querystring: phoneExistQuerySchema,
      response: { 200: okBooleanSchema },
    },
    handler: async (request) => ok(await phoneExistsLimited(ctx, request.query.phone, request.ip)),
  });

  r.get(API_PATHS.usernameExist, {
    onRequest: open,
    config: strict,
    schema: {
      summary: 'Whether a username cannot be chosen: taken, or shaped like a mobile number (always true then)',
      tags: ['account'],
      querystring: usernameExistQuerySchema,
      response: { 200: okBooleanSchema },
    },
    handler: async (request) => ok(await usernameExists(ctx.db, request.query.username)),
  });
}
