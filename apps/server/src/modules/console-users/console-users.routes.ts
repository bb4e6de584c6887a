import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  consoleParentBindSchema,
  consoleUserDetailSchema,
  consoleUserIdParamsSchema,
  consoleUserPageSchema,
  consoleUserQuerySchema,
  consoleUserResetPasswordResultSchema,
  consoleUserRolesSchema,
  consoleUserTargetSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok, okNullSchema } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { actorOf, type Actor } from '../../platform/auth/actor';
import { searchUsers } from '../account';
import { consoleUsersPolicy } from './console-users.policy';
import {
  bindParentToPupil,
  changeUserRoles,
  forcePasswordReset,
  lockUser,
  unbindParentFromPupil,
  unlockUser,
  userDetail,
} from './console-users.service';

const actorIn = (request: FastifyRequest): Actor => actorOf(request)!;

/**
 * The console's 用户 page (admins only). The app hands this to `consoleRoutes` (modules/console), which registers
 * it inside the console scope, behind its gate.
 */
export async function consoleUserRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [consoleUsersPolicy.allow('user.manage')];

  r.get(API_PATHS.consoleUserPage, {
    onRequest,
    schema: {
      ...common,
      summary: 'Accounts newest first: keyword (username, name, phone), kind of user (role) and lock state; paged',
      querystring: consoleUserQuerySchema,
      response: { 200: envelopeOf(consoleUserPageSchema) },
    },
    handler: async (request) => ok(await searchUsers(ctx.db, request.query)),
  });

  r.get(API_PATHS.consoleUserDetail, {
    onRequest,
    schema: {
      ...common,
      summary: 'One account: profile, roles, lock, parents or children, latest orders, classes, coming sessions',
      params: consoleUserIdParamsSchema,
      response: { 200: envelopeOf(consoleUserDetailSchema) },
    },
    handler: async (request) => ok(await userDetail(ctx, request.params.id)),
  });

  r.put(API_PATHS.consoleUserRoles, {
    onRequest,
    schema: {
      ...common,
      summary: "Set an account's roles (audited); an admin keeps their own admin role",
      body: consoleUserRolesSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await changeUserRoles(ctx, actorIn(request), request.body.userId, request.body.roleIds);
      return ok(null);
    },
  });

  r.post(API_PATHS.consoleUserLock, {
    onRequest,
    schema: {
      ...common,
      summary: 'Lock an account: every session ends and every login is refused (账号已被锁定) until unlocked',
      body: consoleUserTargetSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await lockUser(ctx, actorIn(request), request.body.userId);
      return ok(null);
    },
  });

  r.post(API_PATHS.consoleUserUnlock, {
    onRequest,
    schema: {
      ...common,
      summary: 'Unlock an account (the wrong-password locks go too)',
      body: consoleUserTargetSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await unlockUser(ctx, actorIn(request), request.body.userId);
      return ok(null);
    },
  });

  r.post(API_PATHS.consoleUserResetPassword, {
    onRequest,
    schema: {
      ...common,
      summary: 'Force a password reset: a temporary password, answered once; every session ends',
      body: consoleUserTargetSchema,
      response: { 200: envelopeOf(consoleUserResetPasswordResultSchema) },
    },
    handler: async (request) => ok(await forcePasswordReset(ctx, actorIn(request), request.body.userId)),
  });

  r.post(API_PATHS.consoleParentBind, {
    onRequest,
    schema: {
      ...common,
      summary: 'Bind a parent account (role 3) to a pupil (role 2)',
      body: consoleParentBindSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await bindParentToPupil(ctx, actorIn(request), request.body.parentId, request.body.studentId);
      return ok(null);
    },
  });

  r.post(API_PATHS.consoleParentUnbind, {
    onRequest,
    schema: {
      ...common,
      summary: 'Unbind a parent from a pupil',
      body: consoleParentBindSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await unbindParentFromPupil(ctx, actorIn(request), request.body.parentId, request.body.studentId);
      return ok(null);
    },
  });
}
