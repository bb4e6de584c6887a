import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  createOrderRequestSchema,
  myOrdersQuerySchema,
  orderIdQuerySchema,
  orderViewSchema,
  ownedSkusQuerySchema,
  payOrderRequestSchema,
  payOrderResponseSchema,
  reconciliationPageSchema,
  reconciliationQuerySchema,
  ownedSkuListSchema,
  myOrdersPageSchema,
  orderStatusSchema,
  expressListSchema,
  idParamsSchema,
  shipOrderRequestSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { envelopeOf, ok, okNullSchema } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { actorOf } from '../../platform/auth/actor';
import { createOrder } from './create-order.command';
import { cancelOrder, confirmReceipt, shipOrder } from './order-actions.service';
import { expressListOf, getOwnOrder, myOrdersPage } from './order-view.service';
import { payOrder } from './pay-order.service';
import { ownedSkus } from './owned-skus.service';
import { publicOriginOf } from '../../platform/http/public-origin';
import { reconciliationPage } from './payment-reconciliation.service';
import { orderPolicy } from './order.policy';
import { shipScopeOf } from './ship-scope';

const orderEnvelope = envelopeOf(orderViewSchema);

function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !/^[\x21-\x7e]{1,64}$/.test(key)) throw badRequest();
  return key;
}

export async function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const signedIn = requireAuth(ctx);
  // The buyer's own orders: the services read them by the buyer's id, so another's order is an unknown 404.
  const auth = [signedIn, orderPolicy.allow('order.buy')];
  const tags = ['shop-order'];
  const common = { tags, security: bearerSecurity };

  r.post(API_PATHS.orderCreate, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Create an order (server-side prices, seats reserved, coupon locked; honours Idempotency-Key)',
      body: createOrderRequestSchema,
      response: { 200: orderEnvelope },
    },
    handler: async (request) => {
      const { userId } = authOf(request);
      const id = await createOrder(ctx, userId, request.body, idempotencyKeyOf(request.headers['idempotency-key']));
      return ok(await getOwnOrder(ctx, userId, id));
    },
  });

  // Its own small call, not a field of the sku list: the catalogue's answers are cached for everyone alike.
  r.get(API_PATHS.orderOwned, {
    preHandler: auth,
    schema: {
      ...common,
      summary: "Which of a goods' classes (spuId) or of the given classes (skuIds) the caller already has a seat in",
      querystring: ownedSkusQuerySchema,
      response: { 200: envelopeOf(ownedSkuListSchema) },
    },
    handler: async (request) => ok(await ownedSkus(ctx, authOf(request).userId, request.query)),
  });

  r.post(API_PATHS.orderPay, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Start paying an unpaid order through a channel (dev, WeChat Pay, Alipay)',
      body: payOrderRequestSchema,
      response: { 200: envelopeOf(payOrderResponseSchema) },
    },
    handler: async (request) => {
      const { orderId, channel, openId } = request.body;
      const client = { ip: request.ip, origin: publicOriginOf(request, ctx.config) };
      return ok(await payOrder(ctx, authOf(request).userId, orderId, channel, client, openId));
    },
  });

  r.post(API_PATHS.orderCancel, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Cancel an unpaid order',
      querystring: orderIdQuerySchema,
      response: { 200: orderEnvelope },
    },
    handler: async (request) => {
      const { userId } = authOf(request);
      await cancelOrder(ctx, userId, request.query.orderId);
      return ok(await getOwnOrder(ctx, userId, request.query.orderId));
    },
  });

  r.put(API_PATHS.orderConfirmReceipt, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Confirm the materials were received',
      querystring: orderIdQuerySchema,
      response: { 200: orderEnvelope },
    },
    handler: async (request) => {
      const { userId } = authOf(request);
      await confirmReceipt(ctx, userId, request.query.orderId);
      return ok(await getOwnOrder(ctx, userId, request.query.orderId));
    },
  });

  r.get(API_PATHS.orderMyPage, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My orders, newest first, filtered by display-status tab',
      querystring: myOrdersQuerySchema,
      response: { 200: envelopeOf(myOrdersPageSchema) },
    },
    handler: async (request) => {
      const q = request.query;
      return ok(await myOrdersPage(ctx, authOf(request).userId, q.tab, q.current, q.size));
    },
  });

  r.get(API_PATHS.orderStatus, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Status of one order (polled after payment)',
      querystring: orderIdQuerySchema,
      response: { 200: envelopeOf(orderStatusSchema) },
    },
    handler: async (request) => {
      const v = await getOwnOrder(ctx, authOf(request).userId, request.query.orderId);
      return ok({ id: v.id, status: v.status, payType: v.payType, closeReason: v.closeReason, display: v.display });
    },
  });

  r.get(API_PATHS.orderExpressList, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Parcels of an order with tracking events',
      querystring: orderIdQuerySchema,
      response: { 200: envelopeOf(expressListSchema) },
    },
    handler: async (request) => ok(await expressListOf(ctx, authOf(request).userId, request.query.orderId)),
  });

  r.get(API_PATHS.orderById, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'One of my orders',
      params: idParamsSchema,
      response: { 200: orderEnvelope },
    },
    handler: async (request) => ok(await getOwnOrder(ctx, authOf(request).userId, request.params.id)),
  });

  r.post(API_PATHS.orderShip, {
    preHandler: [signedIn, orderPolicy.allow('order.shipAny')],
    schema: {
      ...common,
      tags: ['console'],
      summary: 'Staff: ship materials of a paid order as one parcel (all pending items unless itemIds given)',
      body: shipOrderRequestSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      const { orderId, ...parcel } = request.body;
      await orderPolicy.authorize(actorOf(request), 'order.ship', await shipScopeOf(ctx, orderId));
      await shipOrder(ctx, orderId, parcel);
      return ok(null);
    },
  });

  r.get(API_PATHS.paymentReconciliation, {
    preHandler: [signedIn, orderPolicy.allow('reconciliation.read')],
    schema: {
      ...common,
      tags: ['console'],
      summary: 'Staff: what payment reconciliation and the order sweeps found and did (applied, refunded, flagged)',
      querystring: reconciliationQuerySchema,
      response: { 200: envelopeOf(reconciliationPageSchema) },
    },
    handler: async (request) => ok(await reconciliationPage(ctx, request.query.current, request.query.size)),
  });
}
