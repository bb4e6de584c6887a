import type { FastifyInstance } from 'fastify';
import { API_PATHS, consoleDashboardSchema } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { actorOf } from '../../platform/auth/actor';
import { consolePolicy } from '../console';
import { consoleDashboard } from './dashboard.service';

/**
 * The dashboard, registered inside the console scope (app.ts hands it to `consoleRoutes`, so its gate runs first);
 * what it shows depends on who asks.
 */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  r.get(API_PATHS.consoleDashboard, {
    onRequest: [consolePolicy.allow('dashboard.read')],
    schema: {
      tags: ['console'],
      security: bearerSecurity,
      summary:
        "Today's orders, revenue (fen), new pupils, sessions and live ones, homework and exams to mark, approvals; the last 30 days per day (Asia/Shanghai). Admins: the school; teachers: their classes, no sales",
      response: { 200: envelopeOf(consoleDashboardSchema) },
    },
    handler: async (request) => ok(await consoleDashboard(ctx, actorOf(request)!)),
  });
}
