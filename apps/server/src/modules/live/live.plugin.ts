import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { hlsTokenQuerySchema, liveHlsParamsSchema, rawBodySchema } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { typed } from '../../platform/route-helpers';
import { LiveHub } from './live-hub';
import { livePolicy } from './live.policy';
import { liveFile } from './live.service';
import { liveRoutes, sendHls } from './live.routes';

/**
 * The live classroom: the WebSocket plugin, the /api routes, the local media server's HLS under /live (token
 * checked). Recordings live in the private storage, which no static route serves; the playback route reads them.
 */
export async function registerLive(app: FastifyInstance, ctx: AppContext) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const hub = new LiveHub(ctx);
  app.addHook('onClose', async () => {
    await hub.close();
    await ctx.live.fanout.close();
  });

  await app.register(async (api) => liveRoutes(api, ctx, hub), { prefix: '/api' });

  typed(app).get('/live/:room/:file', {
    onRequest: livePolicy.allow('live.media'),
    schema: {
      tags: ['learning-live'],
      summary: 'Live HLS of a room from DATA_DIR/live/<room>/ (local media server); needs a join token for the room',
      params: liveHlsParamsSchema,
      querystring: hlsTokenQuerySchema,
      response: { 200: rawBodySchema('application/vnd.apple.mpegurl or video/mp2t') },
    },
    handler: async (request, reply) =>
      sendHls(reply, await liveFile(ctx, request.params.room, request.params.file, request.query.token)),
  });
}
