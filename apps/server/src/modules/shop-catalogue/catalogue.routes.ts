import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  layoutQuerySchema,
  layoutSchema,
  spuDetailSchema,
  spuPageQuerySchema,
  spuPageSchema,
  spuSkusQuerySchema,
  idParamsSchema,
  rawBodySchema,
  skuListSchema,
  skuIdParamsSchema,
  skuWithGoodsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { PublicCache } from '../../platform/public-cache';
import { envelopeOf, ok, sendJsonText, serializedOk } from '../../platform/envelope';
import { typed } from '../../platform/route-helpers';
import { pageSpus, shopLayout, skuWithGoods, skusOfSpu, spuCoverSvg, spuDetail } from './catalogue.service';
import { cataloguePolicy } from './catalogue.policy';

const pageEnvelope = envelopeOf(spuPageSchema);
const detailEnvelope = envelopeOf(spuDetailSchema);

/** Public course goods catalogue (no login needed). */
export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const tags = ['shop-catalogue'];
  // Public listing answers are shared for a few seconds (CATALOGUE_CACHE_MS); 0 turns it off.
  const shared = ctx.config.catalogueCacheMs > 0 ? new PublicCache(ctx.config.catalogueCacheMs) : null;
  if (shared) ctx.caches.register('catalogue', () => shared.clear());
  const cache = { get: <T>(key: string, load: () => Promise<T>) => (shared ? shared.get(key, load) : load()) };

  r.get(API_PATHS.spuPage, {
    onRequest: cataloguePolicy.allow('catalogue.browse'),
    schema: {
      summary:
        'Goods on sale, filtered by subject, grade, dept (region; all-region goods always match), term and title keyword; size -1 = all',
      tags,
      querystring: spuPageQuerySchema,
      response: { 200: pageEnvelope },
    },
    // The cache holds the answer's JSON text: a hit costs no schema check nor serialisation.
    handler: async (request, reply) =>
      sendJsonText(
        reply,
        await cache.get(`page:${JSON.stringify(request.query)}`, async () =>
          serializedOk(pageEnvelope, await pageSpus(ctx.db, request.query)),
        ),
      ),
  });

  r.get(API_PATHS.spuLayout, {
    onRequest: cataloguePolicy.allow('catalogue.browse'),
    schema: {
      summary: 'Home page sections: banners, one section per subject, recommended goods, teachers',
      tags,
      querystring: layoutQuerySchema,
      response: { 200: envelopeOf(layoutSchema) },
    },
    handler: async (request) =>
      ok(await cache.get(`layout:${JSON.stringify(request.query)}`, () => shopLayout(ctx.db, request.query))),
  });

  r.get(API_PATHS.spuDetail, {
    onRequest: cataloguePolicy.allow('catalogue.browse'),
    schema: {
      summary: 'Goods detail with sanitised rich text, teachers, tutors and class periods; 404 when off sale',
      tags,
      params: idParamsSchema,
      response: { 200: detailEnvelope },
    },
    handler: async (request, reply) =>
      sendJsonText(
        reply,
        await cache.get(`detail:${request.params.id}`, async () =>
          serializedOk(detailEnvelope, await spuDetail(ctx.db, request.params.id)),
        ),
      ),
  });

  r.get(API_PATHS.spuCover, {
    onRequest: cataloguePolicy.allow('catalogue.browse'),
    schema: {
      summary: 'Generated SVG cover (subject colour, title, grade and term) for goods without an uploaded cover',
      tags,
      params: idParamsSchema,
      response: { 200: rawBodySchema('image/svg+xml') },
    },
    handler: async (request, reply) => {
      const svg = await spuCoverSvg(ctx.db, request.params.id);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  });

  r.get(API_PATHS.spuSkus, {
    onRequest: cataloguePolicy.allow('catalogue.browse'),
    schema: {
      summary: 'Classes (skus) of goods: price in fen, seats left, level, class periods, materials, group buy',
      tags,
      querystring: spuSkusQuerySchema,
      response: { 200: envelopeOf(skuListSchema) },
    },
    handler: async (request) => ok(await skusOfSpu(ctx.db, request.query.spuId)),
  });

  r.get(API_PATHS.spuSkuById, {
    onRequest: cataloguePolicy.allow('catalogue.browse'),
    schema: {
      summary: 'One class (sku) with its goods card (for a checkout opened with a sku id)',
      tags,
      params: skuIdParamsSchema,
      response: { 200: envelopeOf(skuWithGoodsSchema) },
    },
    handler: async (request) => ok(await skuWithGoods(ctx.db, request.params.skuId)),
  });
}
