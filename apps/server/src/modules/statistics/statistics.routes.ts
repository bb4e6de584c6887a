import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOOKUP_API_PATHS, SERVER_MESSAGES, safeString } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { ok, okNullSchema } from '../../platform/envelope';
import { typed } from '../../platform/route-helpers';
import { recordStatistics } from './statistics.service';
import { statisticsPolicy } from './statistics.policy';

const eventSchema = z.object({
  type: z.enum(['pv', 'uv'], { error: SERVER_MESSAGES.badRequest }),
  path: safeString().max(300, { error: SERVER_MESSAGES.textTooLong }),
  visitorId: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: SERVER_MESSAGES.badRequest }),
  time: z.number().int().nonnegative(),
});

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
      body: z.array(eventSchema).max(100, { error: SERVER_MESSAGES.badRequest }),
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await recordStatistics(ctx, request.body);
      return ok(null);
    },
  });
}
