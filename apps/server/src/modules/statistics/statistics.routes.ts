import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOOKUP_API_PATHS, SERVER_MESSAGES, chinaDay } from '@salt/domain';
import { statPageDaily, statVisitorDaily } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { ok, okNullSchema } from '../../platform/envelope';
import { typed } from '../../platform/route-helpers';

const eventSchema = z.object({
  type: z.enum(['pv', 'uv'], { error: SERVER_MESSAGES.badRequest }),
  path: z.string().max(300, { error: SERVER_MESSAGES.textTooLong }),
  visitorId: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: SERVER_MESSAGES.badRequest }),
  time: z.number().int().nonnegative(),
});

/**
 * pv/uv batches from the web client (also sent as beacons when a page hides). Counted per China day in two small
 * tables with upserts, so a burst of visitors is a few statements, not a row per page view. The day is the
 * server's, not the client's clock.
 */
export async function statisticsRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).post(LOOKUP_API_PATHS.statisticsBatch, {
    schema: {
      summary: 'Record a batch of page-view (pv) and unique-visitor (uv) events',
      tags: ['system'],
      body: z.array(eventSchema).max(100, { error: SERVER_MESSAGES.badRequest }),
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      const day = chinaDay(ctx.clock.now().getTime());
      const pv = new Map<string, number>();
      const visitors = new Set<string>();
      for (const e of request.body) {
        const path = e.path.split('?')[0]!.slice(0, 300) || '/';
        if (e.type === 'pv') pv.set(path, (pv.get(path) ?? 0) + 1);
        visitors.add(e.visitorId);
      }
      if (pv.size > 0) {
        await ctx.db
          .insert(statPageDaily)
          .values([...pv].map(([path, n]) => ({ day, path, pv: n })))
          .onConflictDoUpdate({
            target: [statPageDaily.day, statPageDaily.path],
            set: { pv: sql`${statPageDaily.pv} + excluded.pv` },
          });
      }
      if (visitors.size > 0) {
        await ctx.db
          .insert(statVisitorDaily)
          .values([...visitors].map((visitorId) => ({ day, visitorId })))
          .onConflictDoNothing();
      }
      return ok(null);
    },
  });
}
