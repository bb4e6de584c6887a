import type { FastifyInstance } from 'fastify';
import { API_PATHS, updatePasswordRequestSchema } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { ok, okNullSchema } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { changeOwnPassword } from '../account';
import { revokeUserSessions } from './session.service';
import { authPolicy } from './auth.policy';

/** Changing one's own password: the account checks and stores it, then every other session of the user ends. */
export async function passwordRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);

  r.put(API_PATHS.userUpdatePassword, {
    preHandler: [requireAuth(ctx), authPolicy.allow('password.change')],
    schema: {
      summary: 'Change own password (old password + new one); other sessions are logged out',
      tags: ['account'],
      security: bearerSecurity,
      body: updatePasswordRequestSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      const { userId, familyId } = authOf(request);
      await changeOwnPassword(ctx, userId, request.body.password, request.body.newpassword1);
      await revokeUserSessions(ctx, userId, 'password-change', familyId);
      return ok(null);
    },
  });
}
