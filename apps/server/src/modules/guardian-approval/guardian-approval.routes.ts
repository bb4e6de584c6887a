import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  guardianChildQuerySchema,
  guardianDecisionSchema,
  guardianDeclineRequestSchema,
  guardianOrderListSchema,
  guardianOrderStateSchema,
  guardianPurchaseRequestSchema,
  guardianRequestListSchema,
  idParamsSchema,
  payOrderRequestSchema,
  payOrderResponseSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { actorOf, type Actor } from '../../platform/auth/actor';
import { requireAuth } from '../../platform/auth/guard';
import { publicOriginOf } from '../../platform/http/public-origin';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { guardianPolicy } from './guardian-approval.policy';
import {
  askParentToPay,
  childUnpaidOrders,
  decideRequest,
  orderState,
  parentRequests,
  payForChild,
} from './guardian-approval.service';

const actorIn = (request: FastifyRequest): Actor => actorOf(request)!;

/** 家长审批 (/guardian): the pupil's 请家长付款; the parent's requests, decisions, children's unpaid orders, paying. */
export async function guardianApprovalRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const auth = [requireAuth(ctx), guardianPolicy.allow('guardian.use')];
  const common = { tags: ['guardian'], security: bearerSecurity };

  r.post(API_PATHS.guardianPurchase, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Ask the bound parents (请家长付款) to pay my unpaid order; asking again answers the open request',
      body: guardianPurchaseRequestSchema,
      response: { 200: envelopeOf(guardianDecisionSchema) },
    },
    handler: async (request) => ok({ request: await askParentToPay(ctx, actorIn(request), request.body.orderId) }),
  });

  r.get(API_PATHS.guardianOrderState, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My order: whether a parent can be asked to pay, and the latest request about it',
      params: idParamsSchema,
      response: { 200: envelopeOf(guardianOrderStateSchema) },
    },
    handler: async (request) => ok(await orderState(ctx, actorIn(request), request.params.id)),
  });

  r.get(API_PATHS.guardianRequests, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'A parent: what waits for my decision (one bound child or all), and the decided ones',
      querystring: guardianChildQuerySchema,
      response: { 200: envelopeOf(guardianRequestListSchema) },
    },
    handler: async (request) => ok(await parentRequests(ctx, actorIn(request), request.query.studentId)),
  });

  r.post(API_PATHS.guardianApprove, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'A bound parent agrees to a pending request',
      params: idParamsSchema,
      response: { 200: envelopeOf(guardianDecisionSchema) },
    },
    handler: async (request) =>
      ok({ request: await decideRequest(ctx, actorIn(request), request.params.id, { approve: true }) }),
  });

  r.post(API_PATHS.guardianDecline, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'A bound parent declines a pending request, with a reason the child sees',
      params: idParamsSchema,
      body: guardianDeclineRequestSchema,
      response: { 200: envelopeOf(guardianDecisionSchema) },
    },
    handler: async (request) =>
      ok({
        request: await decideRequest(ctx, actorIn(request), request.params.id, {
          approve: false,
          reason: request.body.reason,
        }),
      }),
  });

  r.get(API_PATHS.guardianOrders, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'A parent: the bound children’s unpaid orders (one child or all)',
      querystring: guardianChildQuerySchema,
      response: { 200: envelopeOf(guardianOrderListSchema) },
    },
    handler: async (request) => ok(await childUnpaidOrders(ctx, actorIn(request), request.query.studentId)),
  });

  r.post(API_PATHS.guardianPay, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'A bound parent pays (家长代付) a child’s unpaid order (same providers; the parent is the payer)',
      body: payOrderRequestSchema,
      response: { 200: envelopeOf(payOrderResponseSchema) },
    },
    handler: async (request) => {
      const client = { ip: request.ip, origin: publicOriginOf(request, ctx.config) };
      return ok(await payForChild(ctx, actorIn(request), request.body, client));
    },
  });
}
