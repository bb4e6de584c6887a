import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  API_PATHS,
  SERVER_MESSAGES,
  phoneExistQuerySchema,
  publicUserSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  smsSendParamsSchema,
  smsSendQuerySchema,
  usernameExistQuerySchema,
} from '@salt/domain';
import { users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { envelopeOf, ok, okBooleanSchema, okNullSchema } from '../../platform/envelope';
import { typed } from '../../platform/route-helpers';
import { hashPassword } from '../../platform/auth/password';
import { consumeSmsCode, sendSmsCode } from '../auth/sms-code.service';
import { revokeUserSessions } from '../auth/session.service';
import {
  assertRegistrable,
  createUser,
  findUserByPhone,
  getPublicUser,
  phoneExists,
  usernameExists,
} from './user.service';

export async function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const strict = { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: '1 minute' } };

  r.post(API_PATHS.sendSms, {
    config: strict,
    schema: {
      summary: 'Send an SMS verification code (type login | register | reset | common)',
      tags: ['account'],
      params: smsSendParamsSchema,
      querystring: smsSendQuerySchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await sendSmsCode(ctx, request.params.mobile, request.query.type);
      return ok(null);
    },
  });

  r.post(API_PATHS.register, {
    config: strict,
    schema: {
      summary: 'Register a student account with mobile + SMS code',
      tags: ['account'],
      body: registerRequestSchema,
      response: { 200: envelopeOf(publicUserSchema) },
    },
    handler: async (request) => {
      const body = request.body;
      await assertRegistrable(ctx.db, body.mobile, body.username);
      await consumeSmsCode(ctx, body.mobile, ['register'], body.code);
      const user = await createUser(ctx.db, {
        phone: body.mobile,
        password: body.password,
        username: body.username,
        realname: body.realname,
      });
      return ok(await getPublicUser(ctx.db, user.id));
    },
  });

  r.put(API_PATHS.resetPassword, {
    config: strict,
    schema: {
      summary: 'Reset the password by phone: mobile + SMS code (type reset) + new password',
      tags: ['account'],
      body: resetPasswordRequestSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      const { mobile, code, password } = request.body;
      const user = await findUserByPhone(ctx.db, mobile);
      if (!user) throw badRequest(SERVER_MESSAGES.mobileNotRegistered);
      await consumeSmsCode(ctx, mobile, ['reset', 'common'], code);
      // Proving phone ownership also lifts a lockout and ends every old session.
      await ctx.db
        .update(users)
        .set({
          passwordHash: await hashPassword(password),
          failedLogins: 0,
          failedWindowStart: null,
          lockedUntil: null,
          updatedAt: ctx.clock.now(),
        })
        .where(eq(users.id, user.id));
      await revokeUserSessions(ctx, user.id, 'password-reset');
      return ok(null);
    },
  });

  r.get(API_PATHS.phoneExist, {
    config: strict,
    schema: {
      summary: 'Whether a mobile number is already registered',
      tags: ['account'],
      querystring: phoneExistQuerySchema,
      response: { 200: okBooleanSchema },
    },
    handler: async (request) => ok(await phoneExists(ctx.db, request.query.phone)),
  });

  r.get(API_PATHS.usernameExist, {
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
