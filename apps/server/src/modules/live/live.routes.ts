import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  API_PATHS,
  LIVE_SOCKET_PATH,
  chapterIdQuerySchema,
  type LiveRole,
  liveInfoSchema,
  liveQuestionsSchema,
  liveRanksSchema,
  playbackProgressRequestSchema,
  playbackRecordsSchema,
  LIVE_ERRORS,
  playbackProgressResponseSchema,
  playbackFileParamsSchema,
  hlsTokenQuerySchema,
  rawBodySchema,
  liveSocketQuerySchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { appError } from '../../platform/errors';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { requireChapterAccess } from '../learning';
import { livePolicy } from './live.policy';
import { questionsOf, ranksFor, rawRanks } from './interaction.service';
import type { LiveHub, LiveSocket } from './live-hub';
import { liveInfo, playbackFile, playbackRecords, savePlaybackProgress, type HlsFile } from './live.service';

export function sendHls(reply: FastifyReply, file: HlsFile) {
  // Playlists carry the viewer's token; segments are per-session private files.
  const cache = file.contentType.includes('mpegurl') ? 'private, no-store' : 'private, max-age=3600';
  return reply.header('content-type', file.contentType).header('cache-control', cache).send(file.body);
}

export async function liveRoutes(app: FastifyInstance, ctx: AppContext, hub: LiveHub) {
  const r = typed(app);
  const auth = [requireAuth(ctx), livePolicy.allow('live.enter')];
  const media = livePolicy.allow('live.media');
  const tags = ['learning-live'];
  const common = { tags, security: bearerSecurity };

  r.get(API_PATHS.liveInfo, {
    preHandler: auth,
    schema: {
      ...common,
      summary:
        'Live info of a session: class times, state, a join token, the live HLS URL, recording (enrolled or staff)',
      querystring: chapterIdQuerySchema,
      response: { 200: envelopeOf(liveInfoSchema) },
    },
    handler: async (request) => ok(await liveInfo(ctx, authOf(request).userId, request.query.chapterId)),
  });

  r.get(API_PATHS.playbackRecords, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Playback records of a session (token-carrying HLS URLs) and where the student stopped watching',
      querystring: chapterIdQuerySchema,
      response: { 200: envelopeOf(playbackRecordsSchema) },
    },
    handler: async (request) => ok(await playbackRecords(ctx, authOf(request).userId, request.query.chapterId)),
  });

  r.put(API_PATHS.playbackProgress, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Save the playback position of a session (students; 0..recording length)',
      body: playbackProgressRequestSchema,
      response: { 200: envelopeOf(playbackProgressResponseSchema) },
    },
    handler: async (request) => {
      const { chapterId, positionSec } = request.body;
      return ok(await savePlaybackProgress(ctx, authOf(request).userId, chapterId, positionSec));
    },
  });

  r.get(API_PATHS.liveQuestions, {
    preHandler: auth,
    schema: {
      ...common,
      summary: "A session's live questions: students get their answers (results once closed), staff the aggregates",
      querystring: chapterIdQuerySchema,
      response: { 200: envelopeOf(liveQuestionsSchema) },
    },
    handler: async (request) => {
      const { userId } = authOf(request);
      const { role } = await requireChapterAccess(ctx, { userId }, request.query.chapterId);
      return ok({ questions: await questionsOf(ctx, request.query.chapterId, { userId, role }) });
    },
  });

  r.get(API_PATHS.liveRanks, {
    preHandler: auth,
    schema: {
      ...common,
      summary: "A session's ranks: right live answers, then speed (other students' names masked for students)",
      querystring: chapterIdQuerySchema,
      response: { 200: envelopeOf(liveRanksSchema) },
    },
    handler: async (request) => {
      const { userId } = authOf(request);
      const { chapter, role } = await requireChapterAccess(ctx, { userId }, request.query.chapterId);
      return ok({ ranks: ranksFor(await rawRanks(ctx, chapter), { userId, role }) });
    },
  });

  r.get(API_PATHS.playbackFile, {
    onRequest: media,
    schema: {
      tags,
      summary: 'A recording file (HLS playlist or segment) of a session; needs the join token of that session',
      params: playbackFileParamsSchema,
      querystring: hlsTokenQuerySchema,
      response: { 200: rawBodySchema('application/vnd.apple.mpegurl or video/mp2t') },
    },
    handler: async (request, reply) =>
      sendHls(reply, await playbackFile(ctx, request.params.chapterId, request.params['*'], request.query.token)),
  });

  r.get(
    LIVE_SOCKET_PATH,
    {
      websocket: true,
      onRequest: media,
      schema: {
        tags,
        summary: 'In-class interaction WebSocket (roll call, questions, ranks); see docs/live-protocol.md',
        querystring: liveSocketQuerySchema,
      },
      // Browsers cannot set headers on a WebSocket: the join token in the query authenticates, before the upgrade.
      preHandler: async (request) => {
        const { chapterId, token } = request.query;
        const claims = await ctx.live.tokens.verify(token);
        if (!claims || claims.chapterId !== chapterId) throw appError(LIVE_ERRORS.tokenInvalid);
        const { role } = await requireChapterAccess(ctx, { userId: claims.userId }, chapterId);
        joins.set(request.raw, { userId: claims.userId, role, expiresAt: claims.expiresAt });
      },
    },
    (socket: LiveSocket, request) => {
      const j = joins.get(request.raw);
      joins.delete(request.raw);
      if (!j) return socket.close(1008, 'unauthorised');
      hub.attach({
        socket,
        userId: j.userId,
        role: j.role,
        chapterId: request.query.chapterId,
        tokenExpiresAt: j.expiresAt,
      });
    },
  );
}

const joins = new WeakMap<object, { userId: number; role: LiveRole; expiresAt: Date }>();
