import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  homeworkByChapterQuerySchema,
  homeworkReplyRequestSchema,
  homeworkSaveRequestSchema,
  homeworkSendQuerySchema,
  homeworkSendResultSchema,
  homeworkSubmissionsSchema,
  quizAnswerSchema,
  savedAnswersSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok, sendJsonText } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { replyToAnswer, saveAnswers, sendQuiz, submissions } from './homework.service';
import { homeworkOpenEnvelope, homeworkOpenTexts } from './homework-open-cache';
import { homeworkQuizSource } from './quiz-loader';
import { homeworkPolicy } from './homework.policy';

export async function homeworkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  // Token first, so anonymous calls get 401 before any input check.
  const onRequest = [requireAuth(ctx), homeworkPolicy.allow('homework.do')];
  const common = { tags: ['homework'], security: bearerSecurity };
  const quizOf = homeworkQuizSource(ctx.db, ctx.config.quizCacheMs, (clear) => ctx.caches.register('quiz', clear));
  const openText = homeworkOpenTexts(ctx, quizOf);

  r.get(API_PATHS.homeworkByChapter, {
    onRequest,
    schema: {
      ...common,
      summary:
        "Homework of a class session with the caller's answer record (created on a student's first fetch); 404 '当前课次没有绑定试卷' when none is bound",
      querystring: homeworkByChapterQuerySchema,
      response: { 200: homeworkOpenEnvelope },
    },
    // JSON text, cached per answer-record version (homework-open-cache.ts): a re-open skips the view, the response
    // check and the serialisation.
    handler: async (request, reply) =>
      sendJsonText(reply, await openText(authOf(request).userId, request.query.chapterId)),
  });

  r.post(API_PATHS.homeworkSave, {
    onRequest,
    schema: {
      ...common,
      summary: 'Save answers ({answer, questionId, quizAnswerId, quizId} list) to my own homework answer record',
      body: homeworkSaveRequestSchema,
      response: { 200: envelopeOf(savedAnswersSchema) },
    },
    handler: async (request) => ok(await saveAnswers(ctx, authOf(request).userId, request.body)),
  });

  r.post(API_PATHS.homeworkSend, {
    onRequest,
    schema: {
      ...common,
      summary: 'Submit my homework: marks objective answers and answers the score (msg with the score filled)',
      querystring: homeworkSendQuerySchema,
      response: { 200: envelopeOf(homeworkSendResultSchema) },
    },
    handler: async (request) => {
      const result = await sendQuiz(ctx, authOf(request).userId, request.query.quizAnswerId);
      return { code: 0 as const, msg: result.msg, data: result };
    },
  });

  r.get(API_PATHS.homeworkSubmissions, {
    onRequest,
    schema: {
      ...common,
      summary: "Every student's homework answers of a session (the class's teacher and tutor only)",
      querystring: homeworkByChapterQuerySchema,
      response: { 200: envelopeOf(homeworkSubmissionsSchema) },
    },
    handler: async (request) => ok(await submissions(ctx, authOf(request).userId, request.query.chapterId)),
  });

  r.post(API_PATHS.homeworkReply, {
    onRequest,
    schema: {
      ...common,
      summary: "Tutor feedback (text, photos) and score 0-100 on a student's submitted homework",
      body: homeworkReplyRequestSchema,
      response: { 200: envelopeOf(quizAnswerSchema) },
    },
    handler: async (request) => ok(await replyToAnswer(ctx, authOf(request).userId, request.body)),
  });
}
