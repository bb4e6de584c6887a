import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  API_PATHS,
  consoleOrderDetailSchema,
  consoleOrderExportQuerySchema,
  consoleOrderPageSchema,
  consoleOrderQuerySchema,
  idParamsSchema,
  rawBodySchema,
  shipOrderRequestSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok, okNullSchema } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { actorOf } from '../../platform/auth/actor';
import { recordAudit } from '../console';
import { consoleOrderCsv } from './console-order-export';
import { consoleOrderDetail, consoleOrderPage } from './console-order.service';
import { shipOrder } from './order-actions.service';
import { orderPolicy } from './order.policy';

/** Beijing date-time for the download's name: 订单-20261123-1830.csv. */
const fileStamp = (now: Date) =>
  new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace(/-|:/g, '').replace('T', '-');

/**
 * 订单 in the console (admins): thin routes over this module's services, passed to the console's scope by app.ts
 * (like the catalogue's 课程 pages), so the token check and the console gate run first; `order.manage` keeps
 * teachers out. The ship's audit record is written in the ship's own transaction.
 */
export async function consoleOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [orderPolicy.allow('order.manage')];

  r.get(API_PATHS.consoleOrderPage, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Orders (admins): by order number or its beginning, buyer mobile, goods name, display status and days placed; newest first',
      querystring: consoleOrderQuerySchema,
      response: { 200: envelopeOf(consoleOrderPageSchema) },
    },
    handler: async (request) => ok(await consoleOrderPage(ctx, request.query)),
  });

  r.get(API_PATHS.consoleOrderDetail, {
    onRequest,
    schema: {
      ...common,
      summary: 'One order (admins): buyer, items, payments, payment notifications, refunds and parcels',
      params: idParamsSchema,
      response: { 200: envelopeOf(consoleOrderDetailSchema) },
    },
    handler: async (request) => ok(await consoleOrderDetail(ctx, request.params.id)),
  });

  r.post(API_PATHS.consoleOrderShip, {
    onRequest,
    schema: {
      ...common,
      summary: 'Ship a paid order’s materials as one parcel (admins); the pupil then sees 待收货; audited',
      body: shipOrderRequestSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      const { orderId, ...parcel } = request.body;
      const actor = actorOf(request)!;
      await shipOrder(ctx, orderId, parcel, (tx, shipped) =>
        recordAudit(tx, actor, {
          action: 'order.ship',
          entity: 'order',
          entityId: orderId,
          before: shipped.before,
          after: {
            ...shipped.after,
            expressCompany: parcel.expressCompany,
            trackingNo: parcel.trackingNo,
            itemIds: shipped.itemIds,
          },
        }),
      );
      return ok(null);
    },
  });

  r.get(API_PATHS.consoleOrderExport, {
    onRequest,
    schema: {
      ...common,
      summary: 'The filtered order list as CSV (admins; UTF-8 with BOM, streamed from a cursor, any size)',
      querystring: consoleOrderExportQuerySchema,
      response: { 200: rawBodySchema('text/csv; charset=utf-8') },
    },
    handler: async (request, reply) => {
      const name = `订单-${fileStamp(ctx.clock.now())}.csv`;
      // The body is a stream, not the schema's string: Fastify sends streams as they come, unserialized.
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="orders.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(consoleOrderCsv(ctx, request.query));
    },
  });
}
