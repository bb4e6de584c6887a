import { sql } from 'drizzle-orm';
import { orders, refunds } from '../../db/schema';
import { isoDay, shanghaiDayOf, shanghaiDays } from '../../db/shanghai-days';
import type { AppContext } from '../../platform/context';

export interface DailySales {
  /** 'YYYY-MM-DD', Asia/Shanghai. */
  day: string;
  /** Orders paid that day. */
  orders: number;
  /** Fen paid that day, less refunds of paid orders made that day (a late payment to a closed order came and went
   * without ever counting, so its refund is not taken off either). */
  revenueFen: number;
}

/**
 * The school's sales per Shanghai day for the last `days` days (today last; days without sales are 0). Two range
 * scans: orders on `paid_at` (shop_order_paid_idx), refunds on `created_at` (shop_refund_created_idx).
 */
export async function dailySales(ctx: AppContext, now: Date, days: number): Promise<DailySales[]> {
  const w = shanghaiDays(now, days);
  const { rows } = await ctx.db.execute<{ day: string; orders: number; paid: number; refunded: number }>(sql`
    select ${isoDay(sql`d.day`)} as day,
      coalesce(p.n, 0)::int as orders, coalesce(p.fen, 0)::bigint as paid, coalesce(r.fen, 0)::bigint as refunded
    from ${w.series} d
    left join (
      select ${shanghaiDayOf(orders.paidAt)} as day, count(*) as n, sum(${orders.payFen}) as fen
      from ${orders} where ${orders.paidAt} >= ${w.from} and ${orders.paidAt} < ${w.to} group by 1
    ) p on p.day = d.day
    left join (
      select ${shanghaiDayOf(sql`rf.created_at`)} as day, sum(rf.amount_fen) as fen
      from ${refunds} rf join ${orders} o on o.id = rf.order_id
      where rf.status = 'success' and o.paid_at is not null and rf.created_at >= ${w.from} and rf.created_at < ${w.to}
      group by 1
    ) r on r.day = d.day
    order by d.day`);
  return rows.map((r) => ({ day: r.day, orders: Number(r.orders), revenueFen: Number(r.paid) - Number(r.refunded) }));
}
