import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  ORDER_ERRORS,
  idParamsSchema,
  paymentProviderParamsSchema,
  refundApplySchema,
  refundLineListSchema,
  refundLinesQuerySchema,
  refundRequestListSchema,
  refundRequestViewSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { errorBody } from '../../platform/error-handler';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { handleRefundNotification } from '../shop-order';
import { onRefundSettled } from './refund-execution.service';
import { myRefundLines } from './refund-quote.service';
import { applyForRefund, cancelRefund, myRefundRequests } from './refund-request.service';
import { refundPolicy } from './refund.policy';

/** The pupil's 退费 pages (their own lines and requests, read by their id) and the providers' refund callbacks. */
export async function refundRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const auth = [requireAuth(ctx), refundPolicy.allow('refund.own')];
  const common = { tags: ['shop-refund'], security: bearerSecurity };

  r.get(API_PATHS.refundLines, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My paid class lines with the refund each would give now, how it is computed, and whether I may apply',
      querystring: refundLinesQuerySchema,
      response: { 200: envelopeOf(refundLineListSchema) },
    },
    handler: async (request) => ok(await myRefundLines(ctx, authOf(request).userId, request.query)),
  });

  r.post(API_PATHS.refundApply, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Apply for the refund of one of my order lines (reason code from the list, text up to 200)',
      body: refundApplySchema,
      response: { 200: envelopeOf(refundRequestViewSchema) },
    },
    handler: async (request) => ok(await applyForRefund(ctx, authOf(request).userId, request.body)),
  });

  r.get(API_PATHS.refundMy, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My refund requests, newest first, each with its timeline',
      response: { 200: envelopeOf(refundRequestListSchema) },
    },
    handler: async (request) => ok(await myRefundRequests(ctx, authOf(request).userId)),
  });

  r.post(API_PATHS.refundCancel, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Cancel my refund request while it waits for review',
      params: idParamsSchema,
      response: { 200: envelopeOf(refundRequestViewSchema) },
    },
    handler: async (request) => ok(await cancelRefund(ctx, authOf(request).userId, request.params.id)),
  });

  // Refund results from a vendor (WeChat Pay v3): verified over the exact bytes, so this scope keeps bodies raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    typed(scope).post(API_PATHS.refundNotify, {
      onRequest: refundPolicy.allow('refund.callback'),
      config: { rateLimit: false },
      schema: {
        summary: 'Refund notification from a vendor (raw body, verified signature, idempotent)',
        tags: ['payment'],
        params: paymentProviderParamsSchema,
      },
      handler: async (request, reply) => {
        const { ack, settled } = await handleRefundNotification(
          ctx,
          request.params.provider,
          { headers: request.headers, rawBody: typeof request.body === 'string' ? request.body : '' },
          request.ip,
        );
        if (!ack) return reply.status(404).send(errorBody(ORDER_ERRORS.providerNotEnabled));
        if (settled) await onRefundSettled(ctx, settled);
        return reply.status(ack.statusCode).type(ack.contentType).send(ack.body);
      },
    });
  });
}
