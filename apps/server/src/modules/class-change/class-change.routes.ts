import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  classChangeApplySchema,
  classChangeIdParamsSchema,
  classChangeLineParamsSchema,
  classChangeLinesSchema,
  classChangeListSchema,
  classChangeOptionsQuerySchema,
  classChangeOptionsSchema,
  classChangeRejectSchema,
  classChangeRequestSchema,
  classChangeReviewPageSchema,
  classChangeReviewQuerySchema,
  classChangeStatsSchema,
  classChangeSupplementSchema,
  CLASS_CHANGE_ERRORS,
  renewalHoldSchema,
  renewalOfferSchema,
  renewalOffersSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { requireAuth } from '../../platform/auth/guard';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { classChangePolicy } from './class-change.policy';
import { applyChange, cancelChange, changeOptions, myChangeLines, myChanges } from './class-change.service';
import {
  approveChange,
  changeStats,
  rejectChange,
  reviewPage,
  type ClassChangeDeps,
} from './class-change-review.service';
import { renewalOffers } from './renewal.service';
import { holdRenewal } from './renewal-hold.service';
import { supplementToPay } from './supplement.service';
import { appError } from '../../platform/errors';

/**
 * 调班 (spec "Order sku change": apply, cancel; tutors' change statistics) and 老生续报. The pupil's routes act on
 * their own order lines; the review routes are the class's tutor's and admins' (the console page calls them too).
 */
export async function classChangeRoutes(app: FastifyInstance, ctx: AppContext, deps: ClassChangeDeps = {}) {
  const r = typed(app);
  const common = { tags: ['class-change'], security: bearerSecurity };
  const own = [requireAuth(ctx), classChangePolicy.allow('change.own')];
  const reviewers = [requireAuth(ctx), classChangePolicy.allow('change.reviewList')];
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;

  r.get(API_PATHS.classChangeOptions, {
    onRequest: own,
    schema: {
      ...common,
      summary: 'One of my order lines: my class, the classes of the course I may move to, my requests',
      params: classChangeLineParamsSchema,
      querystring: classChangeOptionsQuerySchema,
      response: { 200: envelopeOf(classChangeOptionsSchema) },
    },
    handler: async (request) =>
      ok(await changeOptions(ctx, actor(request), request.params.orderItemId, request.query.level)),
  });

  r.post(API_PATHS.classChangeApply, {
    onRequest: own,
    schema: {
      ...common,
      summary: 'Apply to move an order line to another class of the same course, with a reason',
      body: classChangeApplySchema,
      response: { 200: envelopeOf(classChangeRequestSchema) },
    },
    handler: async (request) => ok(await applyChange(ctx, actor(request), request.body)),
  });

  r.get(API_PATHS.classChangeMy, {
    onRequest: own,
    schema: {
      ...common,
      summary: 'My class change requests, newest first',
      response: { 200: envelopeOf(classChangeListSchema) },
    },
    handler: async (request) => ok(await myChanges(ctx, actor(request))),
  });

  r.get(API_PATHS.classChangeLines, {
    onRequest: own,
    schema: {
      ...common,
      summary: 'My paid order lines with the class each puts me in now',
      response: { 200: envelopeOf(classChangeLinesSchema) },
    },
    handler: async (request) => ok(await myChangeLines(ctx, actor(request))),
  });

  r.post(API_PATHS.classChangeCancel, {
    onRequest: own,
    schema: {
      ...common,
      summary: 'Cancel my class change request while it is pending',
      params: classChangeIdParamsSchema,
      response: { 200: envelopeOf(classChangeRequestSchema) },
    },
    handler: async (request) => ok(await cancelChange(ctx, actor(request), request.params.id)),
  });

  r.post(API_PATHS.classChangeSupplement, {
    onRequest: own,
    schema: {
      ...common,
      summary: "Pay my approved change's supplement: the open supplement order, or a new one if the last closed",
      params: classChangeIdParamsSchema,
      response: { 200: envelopeOf(classChangeSupplementSchema) },
    },
    handler: async (request) => {
      if (!deps.supplementOrders) throw appError(CLASS_CHANGE_ERRORS.noSupplement);
      return ok(await supplementToPay(ctx, actor(request), request.params.id, deps.supplementOrders));
    },
  });

  r.get(API_PATHS.classChangeReviewPage, {
    onRequest: reviewers,
    schema: {
      ...common,
      summary: 'Class change requests of the classes I tutor or teach (admins: all), paged',
      querystring: classChangeReviewQuerySchema,
      response: { 200: envelopeOf(classChangeReviewPageSchema) },
    },
    handler: async (request) => ok(await reviewPage(ctx, actor(request), request.query)),
  });

  r.post(API_PATHS.classChangeApprove, {
    onRequest: reviewers,
    schema: {
      ...common,
      summary: "Approve a request (the class's tutor or an admin): the pupil moves in one transaction",
      params: classChangeIdParamsSchema,
      response: { 200: envelopeOf(classChangeRequestSchema) },
    },
    handler: async (request) => ok(await approveChange(ctx, actor(request), request.params.id, deps)),
  });

  r.post(API_PATHS.classChangeReject, {
    onRequest: reviewers,
    schema: {
      ...common,
      summary: "Reject a request with a reason (the class's tutor or an admin)",
      params: classChangeIdParamsSchema,
      body: classChangeRejectSchema,
      response: { 200: envelopeOf(classChangeRequestSchema) },
    },
    handler: async (request) => ok(await rejectChange(ctx, actor(request), request.params.id, request.body)),
  });

  r.get(API_PATHS.classChangeStats, {
    onRequest: reviewers,
    schema: {
      ...common,
      summary: 'Per class: approved changes in and out, pending requests, renewals (my classes; admins all)',
      response: { 200: envelopeOf(classChangeStatsSchema) },
    },
    handler: async (request) => ok(await changeStats(ctx, actor(request))),
  });

  r.get(API_PATHS.renewalOffers, {
    onRequest: own,
    schema: {
      ...common,
      summary: "Renewal: my current classes with the next term's class, a held seat and the renewal price",
      response: { 200: envelopeOf(renewalOffersSchema) },
    },
    handler: async (request) => ok(await renewalOffers(ctx, actor(request))),
  });

  r.post(API_PATHS.renewalHold, {
    onRequest: own,
    schema: {
      ...common,
      summary: "Renewal: hold a seat of my class's next-term class at the renewal price for a few days",
      body: renewalHoldSchema,
      response: { 200: envelopeOf(renewalOfferSchema) },
    },
    handler: async (request) => ok(await holdRenewal(ctx, actor(request), request.body.orderItemId)),
  });
}
