import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { API_PATHS, groupMissing, groupTipText, idParam, DEFAULT_AVATAR, ORDER_ERRORS } from '@salt/domain';
import { groupBuys, groupMembers, orders, skus, spus, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { requireAuth } from '../../platform/auth/guard';

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
    preHandler: requireAuth(ctx),
    schema: {
      tags: ['shop-order'],
      security: bearerSecurity,
      summary: 'A group buy as shown on its share page',
      params: z.object({ id: idParam }),
      response: { 200: envelopeOf(groupViewSchema) },
    },
    handler: async (request) => {
      const [row] = await ctx.db
        .select({ g: groupBuys, sku: skus, spu: spus })
        .from(groupBuys)
        .innerJoin(skus, eq(skus.id, groupBuys.skuId))
        .innerJoin(spus, eq(spus.id, skus.spuId))
        .where(eq(groupBuys.id, request.params.id));
      if (!row) throw appError(ORDER_ERRORS.groupNotFound);
      const members = await ctx.db
        .select({ userId: users.id, realname: users.realname, username: users.username, avatar: users.avatar })
        .from(groupMembers)
        .innerJoin(users, eq(users.id, groupMembers.userId))
        .innerJoin(orders, eq(orders.id, groupMembers.orderId))
        .where(and(eq(groupMembers.groupId, row.g.id), eq(groupMembers.paid, true), sql`${orders.status} <> '5'`));
      const mask = (name: string) =>
        name.length <= 1 ? name : `${name[0]}${'*'.repeat(Math.min(name.length - 1, 2))}`;
      const forming = row.g.status === '0';
      return ok({
        id: row.g.id,
        skuId: row.sku.id,
        spuId: row.spu.id,
        title: row.spu.title,
        groupPriceFen: row.sku.groupPriceFen ?? row.sku.priceFen,
        priceFen: row.sku.priceFen,
        status: row.g.status,
        number: row.g.joinedCount,
        memberNum: row.g.memberNum,
        groupTip: forming
          ? groupTipText(groupMissing({ status: row.g.status, number: row.g.joinedCount, memberNum: row.g.memberNum }))
          : null,
        expiresAt: row.g.expiresAt.toISOString(),
        members: members.map((m) => ({
          name: mask(m.realname ?? m.username),
          avatar: m.avatar || DEFAULT_AVATAR,
          leader: m.userId === row.g.leaderUserId,
        })),
      });
    },
  });
}
