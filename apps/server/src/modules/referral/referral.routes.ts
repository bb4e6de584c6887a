import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  referralCodeInfoSchema,
  referralCodeParamsSchema,
  referralFriendPageSchema,
  referralPageQuerySchema,
  referralReceiveParamsSchema,
  referralReceiveRequestSchema,
  referralReceiveResultSchema,
  referralRewardPageSchema,
  referralShareSchema,
  referralWithdrawalPageSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { referralPolicy } from './referral.policy';
import { friendPage, referralShare } from './referral-view.service';
import { receiveReward, rewardPage } from './reward.service';
import { shareCodeInfo } from './share-code.service';
import { withdrawalPage } from './withdrawal.service';

/** 推荐有礼 (/recommend): my code, friends, rewards, withdrawals (my own); a code's owner for the register form. */
export async function referralRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const auth = [requireAuth(ctx), referralPolicy.allow('referral.own')];
  const common = { tags: ['referral'], security: bearerSecurity };

  r.get(API_PATHS.referralCode, {
    schema: {
      tags: ['referral'],
      summary: 'Who a share code belongs to (masked), for the register form; 邀请码无效 otherwise',
      params: referralCodeParamsSchema,
      response: { 200: envelopeOf(referralCodeInfoSchema) },
    },
    handler: async (request) => ok(await shareCodeInfo(ctx.db, request.params.code)),
  });

  r.get(API_PATHS.referralShare, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My share code, what it has brought so far and the rules',
      response: { 200: envelopeOf(referralShareSchema) },
    },
    handler: async (request) => ok(await referralShare(ctx, authOf(request).userId)),
  });

  r.get(API_PATHS.referralFriends, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Friends I referred, newest first, masked, with where each stands',
      querystring: referralPageQuerySchema,
      response: { 200: envelopeOf(referralFriendPageSchema) },
    },
    handler: async (request) => ok(await friendPage(ctx, authOf(request).userId, request.query)),
  });

  r.get(API_PATHS.referralRewards, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My referral rewards, newest first, with the cash choice withdrawal',
      querystring: referralPageQuerySchema,
      response: { 200: envelopeOf(referralRewardPageSchema) },
    },
    handler: async (request) => ok(await rewardPage(ctx, authOf(request).userId, request.query)),
  });

  r.post(API_PATHS.referralReceive, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Receive a reward: points at once, or cash as a withdrawal request (payee needed)',
      params: referralReceiveParamsSchema,
      body: referralReceiveRequestSchema,
      response: { 200: envelopeOf(referralReceiveResultSchema) },
    },
    handler: async (request) => ok(await receiveReward(ctx, authOf(request).userId, request.params.id, request.body)),
  });

  r.get(API_PATHS.referralWithdrawals, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My cash withdrawals, newest first',
      querystring: referralPageQuerySchema,
      response: { 200: envelopeOf(referralWithdrawalPageSchema) },
    },
    handler: async (request) => ok(await withdrawalPage(ctx, authOf(request).userId, request.query)),
  });
}
