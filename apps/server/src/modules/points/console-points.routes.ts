import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consolePointsExchangePageSchema,
  consolePointsExchangeQuerySchema,
  consolePointsExchangeSchema,
  consolePointsGoodsFormSchema,
  consolePointsGoodsPageSchema,
  consolePointsGoodsSchema,
  consolePointsGoodsUpdateSchema,
  consolePointsShipSchema,
  pointsGoodsQuerySchema,
  pointsIdParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { consoleExchangePage, consoleGoodsPage, createGoods, shipExchange, updateGoods } from './console-mall.service';
import { pointsPolicy } from './points.policy';

/** 盐值商城 in the console (admins): goods, exchange orders, shipping. Writes are audited. */
export async function consolePointsMallRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [pointsPolicy.allow('points.manage')];
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;
  const goodsEnvelope = envelopeOf(consolePointsGoodsSchema);

  r.get(API_PATHS.consolePointsGoodsPage, {
    onRequest,
    schema: {
      ...common,
      summary: 'Mall goods (admins), on and off the shelf, by category',
      querystring: pointsGoodsQuerySchema,
      response: { 200: envelopeOf(consolePointsGoodsPageSchema) },
    },
    handler: async (request) => ok(await consoleGoodsPage(ctx, request.query)),
  });

  r.post(API_PATHS.consolePointsGoods, {
    onRequest,
    schema: {
      ...common,
      summary: 'New mall item (a coupon item names its coupon template); audited',
      body: consolePointsGoodsFormSchema,
      response: { 200: goodsEnvelope },
    },
    handler: async (request) => ok(await createGoods(ctx, actor(request), request.body)),
  });

  r.put(API_PATHS.consolePointsGoodsOne, {
    onRequest,
    schema: {
      ...common,
      summary: 'Edit a mall item or put it on or off the shelf, at the version read; audited',
      params: pointsIdParamsSchema,
      body: consolePointsGoodsUpdateSchema,
      response: { 200: goodsEnvelope },
    },
    handler: async (request) => ok(await updateGoods(ctx, actor(request), request.params.id, request.body)),
  });

  r.get(API_PATHS.consolePointsExchangePage, {
    onRequest,
    schema: {
      ...common,
      summary: 'Exchange orders (admins), newest first; by status, found by exchange number or mobile',
      querystring: consolePointsExchangeQuerySchema,
      response: { 200: envelopeOf(consolePointsExchangePageSchema) },
    },
    handler: async (request) => ok(await consoleExchangePage(ctx, request.query)),
  });

  r.post(API_PATHS.consolePointsExchangeShip, {
    onRequest,
    schema: {
      ...common,
      summary: 'Ship a posted exchange waiting for shipment (company and tracking number); audited',
      params: pointsIdParamsSchema,
      body: consolePointsShipSchema,
      response: { 200: envelopeOf(consolePointsExchangeSchema) },
    },
    handler: async (request) => ok(await shipExchange(ctx, actor(request), request.params.id, request.body)),
  });
}
