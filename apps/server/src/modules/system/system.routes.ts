import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  serviceTimeSchema,
  toServiceTime,
  dictMapSchema,
  dictTypeParamsSchema,
  dictItemListSchema,
  healthOkSchema,
  healthDegradedSchema,
  pongSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { typed } from '../../platform/route-helpers';
import { clearDictionaryCache, loadDictionaries } from './dictionary.service';
import { databaseReachable } from './health.service';
import { systemPolicy } from './system.policy';

export async function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  // A console edit on any instance empties every instance's copy (the 30 s cache would show the old list).
  ctx.caches.register('dictionary', clearDictionaryCache);
  const r = typed(app);
  const tags = ['system'];

  r.get(API_PATHS.serverTime, {
    onRequest: systemPolicy.allow('system.read'),
    schema: {
      summary: 'Server time in UTC+8: timestamp, year, month (1-12), day, date',
      tags,
      response: { 200: envelopeOf(serviceTimeSchema) },
    },
    handler: async () => ok(toServiceTime(ctx.clock.now().getTime())),
  });

  r.get(API_PATHS.dictAll, {
    onRequest: systemPolicy.allow('system.read'),
    schema: {
      summary: 'All dictionaries (subject, dept, grade, level_txt, grey_switch) by type',
      tags,
      response: { 200: envelopeOf(dictMapSchema) },
    },
    handler: async () => ok(await loadDictionaries(ctx)),
  });

  r.get(API_PATHS.dictByType, {
    onRequest: systemPolicy.allow('system.read'),
    schema: {
      summary: 'One dictionary by type',
      tags,
      params: dictTypeParamsSchema,
      response: { 200: envelopeOf(dictItemListSchema) },
    },
    handler: async (request) => ok((await loadDictionaries(ctx))[request.params.type]),
  });

  r.get(API_PATHS.levelTxt, {
    onRequest: systemPolicy.allow('system.read'),
    schema: { summary: 'Level text dictionary', tags, response: { 200: envelopeOf(dictItemListSchema) } },
    handler: async () => ok((await loadDictionaries(ctx)).level_txt),
  });

  r.get(API_PATHS.health, {
    onRequest: systemPolicy.allow('system.read'),
    schema: {
      summary: 'Liveness and database reachability',
      tags,
      response: {
        200: healthOkSchema,
        503: healthDegradedSchema,
      },
    },
    handler: async (_request, reply) => {
      const db = await databaseReachable(ctx);
      return db ? { status: 'ok' as const, db } : reply.status(503).send({ status: 'degraded' as const, db });
    },
  });

  r.get(API_PATHS.ping, {
    onRequest: systemPolicy.allow('system.read'),
    schema: {
      summary: 'Bare JSON route (no database), the baseline for benchmarks',
      tags,
      response: { 200: envelopeOf(pongSchema) },
    },
    handler: async () => ok('pong' as const),
  });
}
