import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_PATHS,
  childSchema,
  feedbackRequestSchema,
  helpArticleSchema,
  idParam,
  myClassSchema,
  myClassesQuerySchema,
  myTutorSchema,
  noticeReadRequestSchema,
  noticeSchema,
  offeringDetailSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok, okNullSchema } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { actorOf } from '../../platform/auth/actor';
import { myClasses, offeringDetail } from './learning.service';
import { markRead, noticePage, unreadCount } from './notice.service';
import { HELP_ARTICLES } from './help-articles';
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
      response: { 200: envelopeOf(z.array(myClassSchema)) },
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
      response: { 200: envelopeOf(z.array(childSchema)) },
    },
    handler: async (request) => ok(await childrenOf(ctx, authOf(request).userId)),
  });

  r.get(API_PATHS.learnOffering, {
    preHandler,
    schema: {
      ...common,
      summary: 'A class with its sessions (enrolled students, its teacher and tutor only)',
      params: z.object({ id: idParam }),
      response: { 200: envelopeOf(offeringDetailSchema) },
    },
    handler: async (request) => ok(await offeringDetail(ctx, authOf(request).userId, request.params.id)),
  });

  r.get(API_PATHS.learnNoticePage, {
    preHandler,
    schema: {
      ...common,
      summary: 'My notices, newest first, with read state',
      querystring: z.object({
        current: z.coerce.number().int().min(1).max(10_000).default(1),
        size: z.coerce.number().int().min(1).max(50).default(10),
      }),
      response: {
        200: envelopeOf(
          z.object({
            records: z.array(noticeSchema),
            total: z.number().int(),
            current: z.number().int(),
            size: z.number().int(),
          }),
        ),
      },
    },
    handler: async (request) =>
      ok(await noticePage(ctx, authOf(request).userId, request.query.current, request.query.size)),
  });

  r.get(API_PATHS.learnNoticeUnread, {
    preHandler,
    schema: {
      ...common,
      summary: 'How many of my notices are unread',
      response: { 200: envelopeOf(z.number().int()) },
    },
    handler: async (request) => ok(await unreadCount(ctx, authOf(request).userId)),
  });

  r.put(API_PATHS.learnNoticeRead, {
    preHandler,
    schema: {
      ...common,
      summary: 'Mark notices read',
      body: noticeReadRequestSchema,
      response: { 200: envelopeOf(z.number().int()) },
    },
    handler: async (request) => ok(await markRead(ctx, authOf(request).userId, request.body.ids)),
  });

  r.get(API_PATHS.learnMyTutor, {
    preHandler,
    schema: {
      ...common,
      summary: 'The tutors of my classes and how to reach them',
      response: { 200: envelopeOf(z.array(myTutorSchema)) },
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

  r.get(API_PATHS.learnHelp, {
    onRequest: learningPolicy.allow('help.read'),
    schema: {
      tags: ['learning'],
      summary: 'Help-centre articles (drop course, class change, live, playback, homework)',
      response: { 200: envelopeOf(z.array(helpArticleSchema)) },
    },
    handler: async () => ok(HELP_ARTICLES),
  });
}
