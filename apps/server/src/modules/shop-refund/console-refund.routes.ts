import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleRefundApproveSchema,
  consoleRefundPageSchema,
  consoleRefundQuerySchema,
  consoleRefundRejectSchema,
  idParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok, okNullSchema } from '../../platform/envelope';
import { publicOriginOf } from '../../platform/http/public-origin';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { approveRefund, consoleRefundPage, rejectRefund, retryRefund } from './console-refund.service';
import { refundPolicy } from './refund.policy';

/** 退费 in the console (admins): the requests by status, approve (with an override), reject, retry a failed one. */
export async function consoleRefundRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [refundPolicy.allow('refund.manage')];
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;
  const notifyUrl = (request: Parameters<typeof publicOriginOf>[0]) =>
    `${publicOriginOf(request, ctx.config)}/api/shop/pay/refund-notify/`;

  r.get(API_PATHS.consoleRefundPage, {
    onRequest,
    schema: {
      ...common,
      summary: 'Refund requests (admins) by status, newest first, with the rule computation then and now',
      querystring: consoleRefundQuerySchema,
      response: { 200: envelopeOf(consoleRefundPageSchema) },
    },
    handler: async (request) => ok(await consoleRefundPage(ctx, request.query)),
  });

  r.post(API_PATHS.consoleRefundApprove, {
    onRequest,
    schema: {
      ...common,
      summary: 'Approve a pending refund request (optional override in fen, at most the paid share); audited',
      params: idParamsSchema,
      body: consoleRefundApproveSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await approveRefund(ctx, actor(request), request.params.id, request.body, notifyUrl(request));
      return ok(null);
    },
  });

  r.post(API_PATHS.consoleRefundReject, {
    onRequest,
    schema: {
      ...common,
      summary: 'Reject a pending refund request with a reason; audited',
      params: idParamsSchema,
      body: consoleRefundRejectSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await rejectRefund(ctx, actor(request), request.params.id, request.body.reason);
      return ok(null);
    },
  });

  r.post(API_PATHS.consoleRefundRetry, {
    onRequest,
    schema: {
      ...common,
      summary: 'Send a failed refund again under a new refund number; audited',
      params: idParamsSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await retryRefund(ctx, actor(request), request.params.id, notifyUrl(request));
      return ok(null);
    },
  });
}
