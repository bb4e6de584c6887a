import type { FastifyInstance } from 'fastify';
import { LOOKUP_API_PATHS, statisticsBatchRequestSchema } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { ok, okNullSchema } from '../../platform/envelope';
import { typed } from '../../platform/route-helpers';
import { recordStatistics } from './statistics.service';
import { statisticsPolicy } from './statistics.policy';

/**
 * pv/uv batches from the web client (also sent as beacons when a page hides), anonymous. Counted per China day
 * (the server's clock) as aggregates whose size no caller controls (statistics.service.ts); a page sends a batch
 * every few seconds at most.
 */
export async function statisticsRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).post(LOOKUP_API_PATHS.statisticsBatch, {
    onRequest: statisticsPolicy.allow('statistics.record'),
    // A tenth of the general limit (60 a minute by default).
    config: { rateLimit: { max: Math.max(60, Math.floor(ctx.config.rateLimitMax / 10)), timeWindow: '1 minute' } },
    schema: {
      summary: 'Record a batch of page-view (pv) and unique-visitor (uv) events',
      tags: ['system'],
      body: statisticsBatchRequestSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await recordStatistics(ctx, request.body);
      return ok(null);
    },
  });
}
