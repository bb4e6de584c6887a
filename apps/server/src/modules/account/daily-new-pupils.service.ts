import { sql } from 'drizzle-orm';
import { STUDENT_ROLE_ID } from '@salt/domain';
import { userRoles, users } from '../../db/schema';
import { isoDay, shanghaiDayOf, shanghaiDays } from '../../db/shanghai-days';
import type { AppContext } from '../../platform/context';

/**
 * Pupil accounts (role 2) registered per Shanghai day for the last `days` days, today last, 0 for a quiet day.
 * One range scan on `sys_user.created_at` (sys_user_created_idx), the role checked per row by its primary key.
 */
export async function dailyNewPupils(
  ctx: AppContext,
  now: Date,
  days: number,
): Promise<{ day: string; newPupils: number }[]> {
  const w = shanghaiDays(now, days);
  const { rows } = await ctx.db.execute<{ day: string; n: number }>(sql`
    select ${isoDay(sql`d.day`)} as day, coalesce(u.n, 0)::int as n
    from ${w.series} d
    left join (
      select ${shanghaiDayOf(users.createdAt)} as day, count(*) as n
      from ${users}
      where ${users.createdAt} >= ${w.from} and ${users.createdAt} < ${w.to}
        and exists (select 1 from ${userRoles} r where r.user_id = ${users.id} and r.role_id = ${STUDENT_ROLE_ID})
      group by 1
    ) u on u.day = d.day
    order by d.day`);
  return rows.map((r) => ({ day: r.day, newPupils: Number(r.n) }));
}
