import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleReferralReviewParamsSchema,
  consoleReferralReviewRequestSchema,
  consoleReferralWithdrawalPageSchema,
  consoleReferralWithdrawalQuerySchema,
  referralWithdrawalSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { referralPolicy } from './referral.policy';
import { consoleWithdrawalPage, reviewWithdrawal } from './withdrawal.service';

/** 推荐提现 in the console (admins): the withdrawal requests and their review (paid out or rejected), audited. */
export async function consoleReferralRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [referralPolicy.allow('referral.review')];

  r.get(API_PATHS.consoleReferralWithdrawals, {
    onRequest,
    schema: {
      ...common,
      summary: 'Referral cash withdrawals by status (default waiting, oldest first)',
      querystring: consoleReferralWithdrawalQuerySchema,
      response: { 200: envelopeOf(consoleReferralWithdrawalPageSchema) },
    },
    handler: async (request) => ok(await consoleWithdrawalPage(ctx, request.query)),
  });

  r.post(API_PATHS.consoleReferralReview, {
    onRequest,
    schema: {
      ...common,
      summary: 'Review a waiting withdrawal: paid out, or rejected with a reason; audited',
      params: consoleReferralReviewParamsSchema,
      body: consoleReferralReviewRequestSchema,
      response: { 200: envelopeOf(referralWithdrawalSchema) },
    },
    handler: async (request) => ok(await reviewWithdrawal(ctx, actorOf(request)!, request.params.id, request.body)),
  });
}
