import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consolePointsAdjustResultSchema,
  consolePointsAdjustSchema,
  consolePointsRuleUpdateSchema,
  pointsRuleListSchema,
  pointsRuleParamsSchema,
  pointsRuleSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { adjustPoints, updatePointsRule } from './points-admin.service';
import { allPointsRules } from './points-view.service';
import { pointsPolicy } from './points.policy';

/** 盐值 in the console (admins, behind the console gate): the earning rules' edit and manual adjustments. */
export async function pointsAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const consoleCommon = { tags: ['console'], security: bearerSecurity };
  const admins = [pointsPolicy.allow('points.manage')];
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;

  r.get(API_PATHS.consolePointsRules, {
    onRequest: admins,
    schema: {
      ...consoleCommon,
      summary: 'Every earning rule with its amount, daily cap and whether it is on (admins)',
      response: { 200: envelopeOf(pointsRuleListSchema) },
    },
    handler: async () => ok(await allPointsRules(ctx)),
  });

  r.put(API_PATHS.consolePointsRule, {
    onRequest: admins,
    schema: {
      ...consoleCommon,
      summary: "Change an earning rule's amount, daily cap or on/off (admins); audited",
      params: pointsRuleParamsSchema,
      body: consolePointsRuleUpdateSchema,
      response: { 200: envelopeOf(pointsRuleSchema) },
    },
    handler: async (request) => ok(await updatePointsRule(ctx, actor(request), request.params.code, request.body)),
  });

  r.post(API_PATHS.consolePointsAdjust, {
    onRequest: admins,
    schema: {
      ...consoleCommon,
      summary: "Add or take a user's points with a reason (admins); never below zero; audited",
      body: consolePointsAdjustSchema,
      response: { 200: envelopeOf(consolePointsAdjustResultSchema) },
    },
    handler: async (request) => ok(await adjustPoints(ctx, actor(request), request.body)),
  });
}
