import type { FastifyInstance } from 'fastify';
import { API_PATHS, consoleAuditPageSchema, consoleAuditQuerySchema } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { requireAuth } from '../../platform/auth/guard';
import { consolePolicy } from './console.policy';
import { auditPage } from './audit.service';

/**
 * The console's API. Every route registered in `consoleScope` passes the token check (401) and the console gate
 * (403 unless role 6 or admin) before its input is read; page rules (admin only...) come on top. Later console
 * pages add their routes here, so the gate cannot be forgotten (console-gate.test.ts walks them all).
 */
export type ConsolePages = (scope: FastifyInstance, ctx: AppContext) => Promise<void>;

/**
 * `pages` are the areas' console routes (catalogue, orders, users...): each area owns its data and writes its
 * audit records through this module, so the app passes them in rather than the console importing the areas.
 */
export async function consoleRoutes(app: FastifyInstance, ctx: AppContext, pages: ConsolePages[] = []) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireAuth(ctx));
    scope.addHook('onRequest', consolePolicy.allow('console.enter'));
    await auditRoutes(scope, ctx);
    for (const register of pages) await register(scope, ctx);
  });
}

async function auditRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  r.get(API_PATHS.consoleAuditPage, {
    onRequest: [consolePolicy.allow('audit.read')],
    schema: {
      ...common,
      summary:
        'The audit log of staff writes (admins): who, when, what, before and after, newest first; filter by actor, action, entity and days',
      querystring: consoleAuditQuerySchema,
      response: { 200: envelopeOf(consoleAuditPageSchema) },
    },
    handler: async (request) => ok(await auditPage(ctx, request.query)),
  });
}
