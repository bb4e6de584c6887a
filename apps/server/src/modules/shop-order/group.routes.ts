import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_PATHS, idParam } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { requireAuth } from '../../platform/auth/guard';
import { groupView } from './group-view.service';
import { orderPolicy } from './order.policy';

const groupViewSchema = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  spuId: z.number().int(),
  title: z.string(),
  groupPriceFen: z.number().int(),
  priceFen: z.number().int(),
  status: z.string(),
  number: z.number().int(),
  memberNum: z.number().int(),
  groupTip: z.string().nullable(),
  expiresAt: z.string(),
  members: z.array(z.object({ name: z.string(), avatar: z.string(), leader: z.boolean() })),
});

/** The shared group page: what is being bought together, who is in (names masked), how many are missing. */
export async function groupRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get(API_PATHS.groupDetail, {
    preHandler: [requireAuth(ctx), orderPolicy.allow('group.read')],
    schema: {
      tags: ['shop-order'],
      security: bearerSecurity,
      summary: 'A group buy as shown on its share page',
      params: z.object({ id: idParam }),
      response: { 200: envelopeOf(groupViewSchema) },
    },
    handler: async (request) => ok(await groupView(ctx, request.params.id)),
  });
}
