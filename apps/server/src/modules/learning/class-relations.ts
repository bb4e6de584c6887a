import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chapters, enrolments, offerings } from '../../db/schema';

/**
 * Whether two people meet in a class: one is the teacher or tutor (of the class or of one of its sessions) of a
 * class the other is actively enrolled in. Staff may see their pupils' names; pupils their teachers'.
 */
export async function shareAClass(db: Database, a: number, b: number): Promise<boolean> {
  const staffOf = (staff: number, pupil: number) => sql`exists (
    select 1 from ${enrolments} e join ${offerings} o on o.id = e.offering_id
    where e.user_id = ${pupil} and e.status = 'active'
      and (o.teacher_id = ${staff} or o.tutor_id = ${staff}
        or exists (select 1 from ${chapters} c where c.offering_id = o.id
                   and (c.teacher_id = ${staff} or c.tutor_id = ${staff}))))`;
  const { rows } = await db.execute<{ shared: boolean }>(sql`select (${staffOf(a, b)} or ${staffOf(b, a)}) as shared`);
  return Boolean(rows[0]?.shared);
}
