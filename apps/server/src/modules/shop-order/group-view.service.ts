import { and, eq, ne } from 'drizzle-orm';
import { DEFAULT_AVATAR, GROUP_STATUS, ORDER_ERRORS, ORDER_STATUS, groupMissing, groupTipText } from '@salt/domain';
import { groupBuys, groupMembers, orders, skus, spus, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';

/** A name shown to strangers on a share page: its first character, the rest starred (at most two stars). */
const mask = (name: string) => (name.length <= 1 ? name : `${name[0]}${'*'.repeat(Math.min(name.length - 1, 2))}`);

/** The shared group page: what is being bought together, who is in (paid members, names masked), how many are missing. */
export async function groupView(ctx: AppContext, groupId: number) {
  const [row] = await ctx.db
    .select({ g: groupBuys, sku: skus, spu: spus })
    .from(groupBuys)
    .innerJoin(skus, eq(skus.id, groupBuys.skuId))
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .where(eq(groupBuys.id, groupId));
  if (!row) throw appError(ORDER_ERRORS.groupNotFound);
  const members = await ctx.db
    .select({ userId: users.id, realname: users.realname, username: users.username, avatar: users.avatar })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .innerJoin(orders, eq(orders.id, groupMembers.orderId))
    .where(
      and(eq(groupMembers.groupId, row.g.id), eq(groupMembers.paid, true), ne(orders.status, ORDER_STATUS.closed)),
    );
  const forming = row.g.status === GROUP_STATUS.forming;
  return {
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
  };
}
