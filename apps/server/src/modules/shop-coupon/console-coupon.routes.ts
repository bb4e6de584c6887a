import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  API_PATHS,
  consoleCouponDetailSchema,
  consoleCouponFormSchema,
  consoleCouponIssueResultSchema,
  consoleCouponIssueSchema,
  consoleCouponPageSchema,
  consoleCouponQuerySchema,
  consoleCouponUpdateSchema,
  consoleCreatedSchema,
  consoleRedeemBatchCreateSchema,
  consoleRedeemBatchListSchema,
  consoleRedeemBatchSchema,
  idParamsSchema,
  rawBodySchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { couponPolicy } from './coupon.policy';
import { redeemBatchCsv } from './console-coupon-export';
import {
  assertBatch,
  consoleCouponDetail,
  consoleCouponPage,
  createBatch,
  createCoupon,
  issueCoupon,
  listBatches,
  updateCoupon,
} from './console-coupon.service';

/**
 * 营销 in the console (admins): coupon templates, 发放 and redeem-code batches. Registered inside the console scope
 * (token and console gate first); `coupon.manage` keeps teachers out. Every write is audited in its own transaction.
 */
export async function consoleCouponRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [couponPolicy.allow('coupon.manage')];
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;

  r.get(API_PATHS.consoleCouponPage, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Coupon templates (admins) by name, state (from the valid window) and claimable, with counts; newest first',
      querystring: consoleCouponQuerySchema,
      response: { 200: envelopeOf(consoleCouponPageSchema) },
    },
    handler: async (request) => ok(await consoleCouponPage(ctx, request.query)),
  });

  r.get(API_PATHS.consoleCouponDetail, {
    onRequest,
    schema: {
      ...common,
      summary: 'One coupon template with its version, counts and outstanding redeem codes',
      params: idParamsSchema,
      response: { 200: envelopeOf(consoleCouponDetailSchema) },
    },
    handler: async (request) => ok(await consoleCouponDetail(ctx, request.params.id)),
  });

  r.post(API_PATHS.consoleCouponCreate, {
    onRequest,
    schema: {
      ...common,
      summary: 'Create a coupon template (amounts in fen; sku scope only existing skus); audited',
      body: consoleCouponFormSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await createCoupon(ctx, actor(request), request.body)),
  });

  r.put(API_PATHS.consoleCouponUpdate, {
    onRequest,
    schema: {
      ...common,
      summary: 'Save a coupon template at the version read (409 when stale); the total never below what is given out',
      params: idParamsSchema,
      body: consoleCouponUpdateSchema,
      response: { 200: envelopeOf(consoleCouponDetailSchema) },
    },
    handler: async (request) => {
      await updateCoupon(ctx, actor(request), request.params.id, request.body);
      return ok(await consoleCouponDetail(ctx, request.params.id));
    },
  });

  r.post(API_PATHS.consoleCouponIssue, {
    onRequest,
    schema: {
      ...common,
      summary: 'Issue a coupon to up to 500 users by mobile or id in one transaction; says who was skipped; audited',
      params: idParamsSchema,
      body: consoleCouponIssueSchema,
      response: { 200: envelopeOf(consoleCouponIssueResultSchema) },
    },
    handler: async (request) => ok(await issueCoupon(ctx, actor(request), request.params.id, request.body)),
  });

  r.get(API_PATHS.consoleCouponBatches, {
    onRequest,
    schema: {
      ...common,
      summary: 'The redeem-code batches of a coupon template, newest first, with redeemed counts',
      params: idParamsSchema,
      response: { 200: envelopeOf(consoleRedeemBatchListSchema) },
    },
    handler: async (request) => ok(await listBatches(ctx, request.params.id)),
  });

  r.post(API_PATHS.consoleCouponBatchCreate, {
    onRequest,
    schema: {
      ...common,
      summary: 'Generate 1..10000 single-use redeem codes (refused past the template total); audited',
      params: idParamsSchema,
      body: consoleRedeemBatchCreateSchema,
      response: { 200: envelopeOf(consoleRedeemBatchSchema) },
    },
    handler: async (request) => ok(await createBatch(ctx, actor(request), request.params.id, request.body)),
  });

  r.get(API_PATHS.consoleCouponBatchExport, {
    onRequest,
    schema: {
      ...common,
      summary: 'A batch of redeem codes as CSV (UTF-8 with BOM): 兑换码, 状态, 兑换人手机号, 兑换时间',
      params: idParamsSchema,
      response: { 200: rawBodySchema('text/csv; charset=utf-8') },
    },
    handler: async (request, reply) => {
      await assertBatch(ctx, request.params.id);
      const name = `兑换码-批次${request.params.id}.csv`;
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="redeem-codes-${request.params.id}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(redeemBatchCsv(ctx, request.params.id));
    },
  });
}
