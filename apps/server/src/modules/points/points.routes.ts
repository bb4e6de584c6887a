import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  pointsExchangePageSchema,
  pointsExchangeQuerySchema,
  pointsExchangeRequestSchema,
  pointsExchangeSchema,
  pointsGoodsPageSchema,
  pointsGoodsQuerySchema,
  pointsGoodsSchema,
  pointsIdParamsSchema,
  pointsLedgerPageSchema,
  pointsLedgerQuerySchema,
  pointsMallHomeSchema,
  pointsRuleListSchema,
  pointsSummarySchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { envelopeOf, ok } from '../../platform/envelope';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { cancelExchange, exchangeGoods, receiveExchange } from './exchange.command';
import { myExchange, myExchangePage } from './exchange-view.service';
import { goodsDetail, goodsPage, mallHome } from './mall.service';
import { enabledPointsRules, pointsLedgerPage, pointsSummary } from './points-view.service';
import { pointsPolicy } from './points.policy';

function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !/^[\x21-\x7e]{1,64}$/.test(key)) throw badRequest();
  return key;
}

/** The pupil's 盐值 (/yanzhi): balance, ledger, rules, the mall, exchanges (their own; another's is 404). */
export async function pointsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const auth = [requireAuth(ctx), pointsPolicy.allow('points.own')];
  const common = { tags: ['points'], security: bearerSecurity };
  const exchangeEnvelope = envelopeOf(pointsExchangeSchema);

  r.get(API_PATHS.pointsSummary, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My 盐值 balance, points earned in total and the next expiry',
      response: { 200: envelopeOf(pointsSummarySchema) },
    },
    handler: async (request) => ok(await pointsSummary(ctx, authOf(request).userId)),
  });

  r.get(API_PATHS.pointsLedger, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My points ledger, newest first; direction in (earned) or out (spent), and/or one rule',
      querystring: pointsLedgerQuerySchema,
      response: { 200: envelopeOf(pointsLedgerPageSchema) },
    },
    handler: async (request) => ok(await pointsLedgerPage(ctx, authOf(request).userId, request.query)),
  });

  r.get(API_PATHS.pointsRules, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Earning rules in force: points per event and daily cap',
      response: { 200: envelopeOf(pointsRuleListSchema) },
    },
    handler: async () => ok(await enabledPointsRules(ctx)),
  });

  r.get(API_PATHS.pointsMallHome, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Mall index: categories of the goods on the shelf, in display order',
      response: { 200: envelopeOf(pointsMallHomeSchema) },
    },
    handler: async () => ok(await mallHome(ctx)),
  });

  r.get(API_PATHS.pointsGoodsPage, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Mall goods on the shelf, by category; sort=hot by units exchanged',
      querystring: pointsGoodsQuerySchema,
      response: { 200: envelopeOf(pointsGoodsPageSchema) },
    },
    handler: async (request) => ok(await goodsPage(ctx, request.query)),
  });

  r.get(API_PATHS.pointsGoodsDetail, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'One mall item on the shelf (404 when unknown or off the shelf)',
      params: pointsIdParamsSchema,
      response: { 200: envelopeOf(pointsGoodsSchema) },
    },
    handler: async (request) => ok(await goodsDetail(ctx, request.params.id)),
  });

  r.post(API_PATHS.pointsExchange, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Exchange points for an item: stock, points and delivery in one transaction; honours Idempotency-Key',
      body: pointsExchangeRequestSchema,
      response: { 200: exchangeEnvelope },
    },
    handler: async (request) =>
      ok(
        await exchangeGoods(
          ctx,
          authOf(request).userId,
          request.body,
          idempotencyKeyOf(request.headers['idempotency-key']),
        ),
      ),
  });

  r.get(API_PATHS.pointsExchangePage, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My exchanges, newest first, by status',
      querystring: pointsExchangeQuerySchema,
      response: { 200: envelopeOf(pointsExchangePageSchema) },
    },
    handler: async (request) => ok(await myExchangePage(ctx, authOf(request).userId, request.query)),
  });

  r.get(API_PATHS.pointsExchangeDetail, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'One of my exchanges',
      params: pointsIdParamsSchema,
      response: { 200: exchangeEnvelope },
    },
    handler: async (request) => ok(await myExchange(ctx, authOf(request).userId, request.params.id)),
  });

  r.post(API_PATHS.pointsExchangeCancel, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Cancel my exchange before shipment: points and stock go back',
      params: pointsIdParamsSchema,
      response: { 200: exchangeEnvelope },
    },
    handler: async (request) => ok(await cancelExchange(ctx, authOf(request).userId, request.params.id)),
  });

  r.post(API_PATHS.pointsExchangeReceive, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Confirm receipt of my shipped exchange',
      params: pointsIdParamsSchema,
      response: { 200: exchangeEnvelope },
    },
    handler: async (request) => ok(await receiveExchange(ctx, authOf(request).userId, request.params.id)),
  });
}
