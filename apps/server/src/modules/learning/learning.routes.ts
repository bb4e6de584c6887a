import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  feedbackRequestSchema,
  myClassesQuerySchema,
  noticeReadRequestSchema,
  offeringDetailSchema,
  idParamsSchema,
  myClassListSchema,
  childListSchema,
  noticePageQuerySchema,
  noticePageSchema,
  countSchema,
  myTutorListSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok, okNullSchema } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { actorOf } from '../../platform/auth/actor';
import { myClasses, offeringDetail } from './learning.service';
import { markRead, noticePage, unreadCount } from './notice.service';
import { submitFeedback } from './feedback.service';
import { childrenOf } from './family.service';
import { myTutors } from './my-tutors.service';
import { learningPolicy } from './learning.policy';

export async function learningRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const preHandler = [requireAuth(ctx), learningPolicy.allow('learning.own')];
  const common = { tags: ['learning'], security: bearerSecurity };

  r.get(API_PATHS.learnMyClasses, {
    preHandler,
    schema: {
      ...common,
      summary:
        'My classes (as student, teacher or tutor) with progress and the next session; with studentId, a bound ' +
        "child's classes (their bound parent only)",
      querystring: myClassesQuerySchema,
      response: { 200: envelopeOf(myClassListSchema) },
    },
    handler: async (request) => {
      const { userId } = authOf(request);
      const { studentId } = request.query;
      if (studentId === undefined || studentId === userId) return ok(await myClasses(ctx, userId));
      // Actor and subject apart: the parent acts, the child's classes are read.
      await learningPolicy.authorize(actorOf(request), 'pupil.actFor', { pupilId: studentId });
      return ok(await myClasses(ctx, studentId, true));
    },
  });

  r.get(API_PATHS.learnChildren, {
    preHandler,
    schema: {
      ...common,
      summary: 'The pupils bound to my (parent) account',
      response: { 200: envelopeOf(childListSchema) },
    },
    handler: async (request) => ok(await childrenOf(ctx, authOf(request).userId)),
  });

  r.get(API_PATHS.learnOffering, {
    preHandler,
    schema: {
      ...common,
      summary: 'A class with its sessions (enrolled students, its teacher and tutor only)',
      params: idParamsSchema,
      response: { 200: envelopeOf(offeringDetailSchema) },
    },
    handler: async (request) => ok(await offeringDetail(ctx, authOf(request).userId, request.params.id)),
  });

  r.get(API_PATHS.learnNoticePage, {
    preHandler,
    schema: {
      ...common,
      summary: 'My notices, newest first, with read state',
      querystring: noticePageQuerySchema,
      response: { 200: envelopeOf(noticePageSchema) },
    },
    handler: async (request) =>
      ok(await noticePage(ctx, authOf(request).userId, request.query.current, request.query.size)),
  });

  r.get(API_PATHS.learnNoticeUnread, {
    preHandler,
    schema: {
      ...common,
      summary: 'How many of my notices are unread',
      response: { 200: envelopeOf(countSchema) },
    },
    handler: async (request) => ok(await unreadCount(ctx, authOf(request).userId)),
  });

  r.put(API_PATHS.learnNoticeRead, {
    preHandler,
    schema: {
      ...common,
      summary: 'Mark notices read',
      body: noticeReadRequestSchema,
      response: { 200: envelopeOf(countSchema) },
    },
    handler: async (request) => ok(await markRead(ctx, authOf(request).userId, request.body.ids)),
  });

  r.get(API_PATHS.learnMyTutor, {
    preHandler,
    schema: {
      ...common,
      summary: 'The tutors of my classes and how to reach them',
      response: { 200: envelopeOf(myTutorListSchema) },
    },
    handler: async (request) => ok(await myTutors(ctx, authOf(request).userId)),
  });

  r.post(API_PATHS.learnFeedback, {
    preHandler,
    schema: {
      ...common,
      summary: 'Send feedback to staff (category, text, contact, uploaded images)',
      body: feedbackRequestSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await submitFeedback(ctx, authOf(request).userId, request.body);
      return ok(null);
    },
  });
}
