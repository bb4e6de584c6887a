import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  POINTS_ERRORS,
  POINTS_EXCHANGE_STATUS_LABELS,
  exchangeCancellable,
  type Page,
  type PointsExchange,
  type PointsExchangeQuery,
  type PointsExchangeStatus,
  type PointsGoodsKind,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { pointsExchanges } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';

/** 兑换记录 / 兑换详情: the pupil's own exchanges only (another's is 兑换记录不存在, 404). */

export type ExchangeRow = typeof pointsExchanges.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function exchangeView(r: ExchangeRow): PointsExchange {
  const status = r.status as PointsExchangeStatus;
  const a = r.address;
  return {
    id: r.id,
    exchangeNo: r.exchangeNo,
    goodsId: r.goodsId,
    kind: r.kind as PointsGoodsKind,
    title: r.title,
    coverUrl: r.coverUrl,
    quantity: r.quantity,
    pointsCost: r.pointsCost,
    pointsTotal: r.pointsTotal,
    status,
    statusText: POINTS_EXCHANGE_STATUS_LABELS[status],
    address: a
      ? {
          receiverName: a.receiverName,
          mobile: a.mobile,
          region: `${a.province}${a.city}${a.district}`,
          detail: a.detail,
        }
      : null,
    logistics: r.logisticsCompany && r.trackingNo ? { company: r.logisticsCompany, trackingNo: r.trackingNo } : null,
    couponUserId: r.couponUserId,
    remark: r.remark,
    createdAt: r.createdAt.toISOString(),
    shippedAt: iso(r.shippedAt),
    completedAt: iso(r.completedAt),
    cancelledAt: iso(r.cancelledAt),
    canCancel: exchangeCancellable(status),
  };
}

/** The caller's exchange; `lock` takes its row for a change of status. */
export async function ownExchangeRow(
  db: Database | Transaction,
  userId: number,
  id: number,
  lock = false,
): Promise<ExchangeRow> {
  const q = db
    .select()
    .from(pointsExchanges)
    .where(and(eq(pointsExchanges.id, id), eq(pointsExchanges.userId, userId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw appError(POINTS_ERRORS.exchangeNotFound);
  return row;
}

export async function myExchange(ctx: AppContext, userId: number, id: number): Promise<PointsExchange> {
  return exchangeView(await ownExchangeRow(ctx.db, userId, id));
}

/** 兑换记录: newest first, by status. */
export async function myExchangePage(
  ctx: AppContext,
  userId: number,
  q: PointsExchangeQuery,
): Promise<Page<PointsExchange>> {
  const conds: SQL[] = [eq(pointsExchanges.userId, userId)];
  if (q.status) conds.push(eq(pointsExchanges.status, q.status));
  const where = and(...conds);
  const total = await ctx.db.$count(pointsExchanges, where);
  const base = ctx.db
    .select()
    .from(pointsExchanges)
    .where(where)
    .orderBy(desc(pointsExchanges.createdAt), desc(pointsExchanges.id));
  const rows = q.size === -1 ? await base : await base.limit(q.size).offset((q.current - 1) * q.size);
  return { records: rows.map(exchangeView), total, current: q.current, size: q.size };
}
