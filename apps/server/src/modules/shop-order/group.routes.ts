import type { FastifyInstance } from 'fastify';
import { API_PATHS, groupViewSchema, idParamsSchema } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { requireAuth } from '../../platform/auth/guard';
import { groupView } from './group-view.service';
import { orderPolicy } from './order.policy';

/** The shared group page: what is being bought together, who is in (names masked), how many are missing. */
export async function groupRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get(API_PATHS.groupDetail, {
    preHandler: [requireAuth(ctx), orderPolicy.allow('group.read')],
    schema: {
      tags: ['shop-order'],
      security: bearerSecurity,
      summary: 'A group buy as shown on its share page',
      params: idParamsSchema,
      response: { 200: envelopeOf(groupViewSchema) },
    },
    handler: async (request) => ok(await groupView(ctx, request.params.id)),
  });
}
