import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';

/** Whether the database answers a trivial query; never throws (the health route reports, it does not fail). */
export async function databaseReachable(ctx: AppContext): Promise<boolean> {
  return ctx.db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
}
