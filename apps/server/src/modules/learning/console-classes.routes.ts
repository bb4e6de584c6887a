import type { FastifyInstance } from 'fastify';
import { API_PATHS, consoleClassPageSchema, consoleClassQuerySchema } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { consoleClassPage } from './console-classes.service';

/**
 * The console's 班级 list. Registered inside the console scope (401 anonymous, 403 without role 6 / admin); the
 * service narrows a teacher to the classes they teach (the SQL reads only those).
 */
export async function consoleClassRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  r.get(API_PATHS.consoleClassPage, {
    schema: {
      tags: ['console'],
      security: bearerSecurity,
      summary: 'Classes with their sessions held and to come and their pupils (admins all, a teacher theirs)',
      querystring: consoleClassQuerySchema,
      response: { 200: envelopeOf(consoleClassPageSchema) },
    },
    handler: async (request) => ok(await consoleClassPage(ctx, actorOf(request)!, request.query)),
  });
}
