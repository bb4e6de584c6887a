import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { typed } from '../../platform/route-helpers';
import { LiveHub } from './live-hub';
import { liveFile } from './live.service';
import { liveRoutes, sendHls } from './live.routes';

/**
 * The live classroom: the WebSocket plugin, the /api routes, the local media server's HLS under /live (token
 * checked) and a guard that keeps recordings out of the public /uploads files.
 */
export async function registerLive(app: FastifyInstance, ctx: AppContext) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const hub = new LiveHub(ctx);
  app.addHook('onClose', async () => {
    await hub.close();
    await ctx.live.fanout.close();
  });

  // Recordings are stored under uploads/playback/, which /uploads would otherwise serve to anyone.
  app.addHook('onRequest', async (request) => {
    if (/^\/uploads\/+playback(\/|%2f)/i.test(request.url)) throw notFound();
  });

  await app.register(async (api) => liveRoutes(api, ctx, hub), { prefix: '/api' });

  typed(app).get('/live/:room/:file', {
    schema: {
      tags: ['learning-live'],
      summary: 'Live HLS of a room from DATA_DIR/live/<room>/ (local media server); needs a join token for the room',
      params: z.object({ room: z.string().max(64), file: z.string().max(128) }),
      querystring: z.object({ token: z.string().max(2048).optional() }),
    },
    handler: async (request, reply) =>
      sendHls(reply, await liveFile(ctx, request.params.room, request.params.file, request.query.token)),
  });
}
