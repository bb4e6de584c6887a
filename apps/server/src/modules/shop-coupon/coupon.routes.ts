import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  myCouponsQuerySchema,
  promotionRequestSchema,
  promotionResultSchema,
  receiveCouponRequestSchema,
  redeemCouponRequestSchema,
  couponTemplateListSchema,
  myCouponListSchema,
  myCouponSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { cartSkuIds, myCoupons, promotionFor, receivableCoupons, receiveCoupon, redeemCoupon } from './coupon.service';
import { couponPolicy } from './coupon.policy';

export async function couponRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const preHandler = [requireAuth(ctx), couponPolicy.allow('coupon.own')];
  const common = { tags: ['shop-coupon'], security: bearerSecurity };

  r.get(API_PATHS.couponReceiveList, {
    preHandler,
    schema: {
      ...common,
      summary: 'Coupons open for claiming now, with how many the caller holds',
      response: { 200: envelopeOf(couponTemplateListSchema) },
    },
    handler: async (request) => ok(await receivableCoupons(ctx, authOf(request).userId)),
  });

  r.post(API_PATHS.couponReceive, {
    preHandler,
    schema: {
      ...common,
      summary: 'Claim a coupon (total quantity and per-user limit hold under races)',
      body: receiveCouponRequestSchema,
      response: { 200: envelopeOf(myCouponSchema) },
    },
    handler: async (request) => ok(await receiveCoupon(ctx, authOf(request).userId, request.body.templateId)),
  });

  r.post(API_PATHS.couponRedeem, {
    preHandler,
    schema: {
      ...common,
      summary: 'Redeem a coupon code',
      body: redeemCouponRequestSchema,
      response: { 200: envelopeOf(myCouponSchema) },
    },
    handler: async (request) => ok(await redeemCoupon(ctx, authOf(request).userId, request.body.code)),
  });

  r.get(API_PATHS.couponMine, {
    preHandler,
    schema: {
      ...common,
      summary: 'My coupons by status (unused, used, expired, all)',
      querystring: myCouponsQuerySchema,
      response: { 200: envelopeOf(myCouponListSchema) },
    },
    handler: async (request) => ok(await myCoupons(ctx, authOf(request).userId, request.query.status)),
  });

  const promo = { 200: envelopeOf(promotionResultSchema) };
  r.post(API_PATHS.promotionOrder, {
    preHandler,
    schema: {
      ...common,
      summary: 'Coupons usable for an order of these skus, with the best one suggested',
      body: promotionRequestSchema,
      response: promo,
    },
    handler: async (request) =>
      ok(
        await promotionFor(
          ctx,
          authOf(request).userId,
          request.body.items.map((i) => i.skuId),
          'normal',
        ),
      ),
  });

  r.post(API_PATHS.promotionJoint, {
    preHandler,
    schema: {
      ...common,
      summary: 'Coupons usable for a group (joint) purchase at the group price',
      body: promotionRequestSchema,
      response: promo,
    },
    handler: async (request) =>
      ok(
        await promotionFor(
          ctx,
          authOf(request).userId,
          request.body.items.map((i) => i.skuId),
          'group',
        ),
      ),
  });

  r.get(API_PATHS.promotionShopCart, {
    preHandler,
    schema: { ...common, summary: 'Coupons usable for everything in my cart', response: promo },
    handler: async (request) => {
      const { userId } = authOf(request);
      const ids = await cartSkuIds(ctx, userId);
      if (ids.length === 0)
        return ok({
          totalFen: 0,
          coupons: [],
          bestCouponUserId: null,
          couponFen: 0,
          payFen: 0,
          claimable: [],
          bestClaimTemplateId: null,
        });
      return ok(await promotionFor(ctx, userId, ids, 'normal'));
    },
  });
}
