import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleBannerFormSchema,
  consoleBannerListQuerySchema,
  consoleBannerListSchema,
  consoleBannerSchema,
  consoleBannerUpdateSchema,
  contentVersionQuerySchema,
  idParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok, okNullSchema } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { cataloguePolicy } from './catalogue.policy';
import { consoleBanners, createBanner, deleteBanner, updateBanner } from './console-banner.service';

/** The console's 首页轮播 (admins): the home page's banners, each opening goods, with a window and an order. */
export async function consoleBannerRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [cataloguePolicy.allow('catalogue.manage')];
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;

  r.get(API_PATHS.consoleBanners, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Banners (of one placement: shop home or points mall) in the order shown, each with where it stands now (展示中, 未开始, ...)',
      querystring: consoleBannerListQuerySchema,
      response: { 200: envelopeOf(consoleBannerListSchema) },
    },
    handler: async (request) => ok(await consoleBanners(ctx, request.query)),
  });

  r.post(API_PATHS.consoleBanners, {
    onRequest,
    schema: {
      ...common,
      summary: 'Add a banner opening goods; shown on the home page at once when enabled and in its window; audited',
      body: consoleBannerFormSchema,
      response: { 200: envelopeOf(consoleBannerSchema) },
    },
    handler: async (request) => ok(await createBanner(ctx, actor(request), request.body)),
  });

  r.put(API_PATHS.consoleBanner, {
    onRequest,
    schema: {
      ...common,
      summary: 'Save a banner over the version read (409 when someone saved in between); audited',
      params: idParamsSchema,
      body: consoleBannerUpdateSchema,
      response: { 200: envelopeOf(consoleBannerSchema) },
    },
    handler: async (request) => ok(await updateBanner(ctx, actor(request), request.params.id, request.body)),
  });

  r.delete(API_PATHS.consoleBanner, {
    onRequest,
    schema: {
      ...common,
      summary: 'Delete a banner as read (?version=; 409 when edited in between); audited',
      params: idParamsSchema,
      querystring: contentVersionQuerySchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await deleteBanner(ctx, actor(request), request.params.id, request.query.version);
      return ok(null);
    },
  });
}
