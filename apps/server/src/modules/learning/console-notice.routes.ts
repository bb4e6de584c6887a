import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleCreatedSchema,
  consoleNoticeAudienceQuerySchema,
  consoleNoticeAudiencesSchema,
  consoleNoticeEditSchema,
  consoleNoticeFormSchema,
  consoleNoticeWithdrawSchema,
  idParamsSchema,
  consoleNoticePageSchema,
  consoleNoticeQuerySchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { learningPolicy } from './learning.policy';
import { consoleNoticePage, createNotice, editNotice, noticeAudiences, withdrawNotice } from './console-notice.service';

/**
 * The console's 通知 page. Registered inside the console scope (401 anonymous, 403 without role 6 / admin);
 * who may post where is `notice.post`, decided per audience in the service.
 */
export async function consoleNoticeRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [learningPolicy.allow('notice.list')];
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;

  r.get(API_PATHS.consoleNoticePage, {
    onRequest,
    schema: {
      ...common,
      summary: 'Notices, newest first (admins all; teachers those of their classes); filter by audience kind',
      querystring: consoleNoticeQuerySchema,
      response: { 200: envelopeOf(consoleNoticePageSchema) },
    },
    handler: async (request) => ok(await consoleNoticePage(ctx, actor(request), request.query)),
  });

  r.get(API_PATHS.consoleNoticeAudiences, {
    onRequest,
    schema: {
      ...common,
      summary: 'The classes the caller may post to, and (admins) users matching the keyword',
      querystring: consoleNoticeAudienceQuerySchema,
      response: { 200: envelopeOf(consoleNoticeAudiencesSchema) },
    },
    handler: async (request) => ok(await noticeAudiences(ctx, actor(request), request.query.keyword)),
  });

  r.post(API_PATHS.consoleNoticeCreate, {
    onRequest,
    schema: {
      ...common,
      summary: 'Post a notice to everyone, a class or a user (teachers: their classes only); audited',
      body: consoleNoticeFormSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await createNotice(ctx, actor(request), request.body)),
  });

  r.put(API_PATHS.consoleNoticeUpdate, {
    onRequest,
    schema: {
      ...common,
      summary: "Correct a notice's title or text at a version (teachers: their classes' notices); audited",
      params: idParamsSchema,
      body: consoleNoticeEditSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await editNotice(ctx, actor(request), request.params.id, request.body)),
  });

  r.post(API_PATHS.consoleNoticeWithdraw, {
    onRequest,
    schema: {
      ...common,
      summary: 'Withdraw a notice from every bell and notice list at a version (kept in the console); audited',
      params: idParamsSchema,
      body: consoleNoticeWithdrawSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await withdrawNotice(ctx, actor(request), request.params.id, request.body.version)),
  });
}
