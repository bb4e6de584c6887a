import type { FastifyInstance } from 'fastify';
import { API_PATHS, jobPageQuerySchema, jobPageSchema } from '@salt/domain';
import type { AppContext } from '../context';
import { envelopeOf, ok } from '../envelope';
import { bearerSecurity, typed } from '../route-helpers';
import { requireAuth } from '../auth/guard';
import { jobPolicy } from './job.policy';

/** Staff: the background jobs and their states (what a console page lists). */
export async function jobRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  r.get(API_PATHS.jobPage, {
    preHandler: [requireAuth(ctx), jobPolicy.allow('jobs.read')],
    schema: {
      tags: ['console'],
      security: bearerSecurity,
      summary: 'Staff: background jobs (order sweeps, payment reconciliation, ...), newest first, with their states',
      querystring: jobPageQuerySchema,
      response: { 200: envelopeOf(jobPageSchema) },
    },
    handler: async (request) => ok(await ctx.jobs.recent(request.query)),
  });
}
