import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleLiveSettingsSchema,
  consoleLiveSettingsUpdateSchema,
  consoleSkuParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { liveSettings, updateLiveSettings } from './console-live-settings.service';

/**
 * 直播间设置 of a class in the console (inside the console scope: 401 anonymous, 403 without role 6 / admin):
 * admins any class, a teacher the classes they teach (`class.liveSettings`, decided in the service that knows
 * the class).
 */
export async function consoleLiveSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };

  r.get(API_PATHS.consoleClassLiveSettings, {
    schema: {
      ...common,
      summary: "A class's live room settings: room, entry lead minutes, pupils' playback, interaction, version",
      params: consoleSkuParamsSchema,
      response: { 200: envelopeOf(consoleLiveSettingsSchema) },
    },
    handler: async (request) => ok(await liveSettings(ctx, actorOf(request)!, request.params.skuId)),
  });

  r.put(API_PATHS.consoleClassLiveSettings, {
    schema: {
      ...common,
      summary: "Save a class's live room settings at the version read (409 when stale); audited",
      params: consoleSkuParamsSchema,
      body: consoleLiveSettingsUpdateSchema,
      response: { 200: envelopeOf(consoleLiveSettingsSchema) },
    },
    handler: async (request) =>
      ok(await updateLiveSettings(ctx, actorOf(request)!, request.params.skuId, request.body)),
  });
}
