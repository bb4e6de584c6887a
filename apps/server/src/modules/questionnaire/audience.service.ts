import { and, eq, sql, type SQL } from 'drizzle-orm';
import { inAudience, type AudienceKind, type AudienceMember } from '@salt/domain';
import { enrolments, questionnaires, users } from '../../db/schema';
import type { Database } from '../../db/client';

/** A pupil as the audience rule sees them: their grade and the classes they are in now. */
export async function audienceMemberOf(db: Database, userId: number): Promise<AudienceMember> {
  const [me] = await db.select({ grade: users.grade }).from(users).where(eq(users.id, userId));
  const rows = await db
    .select({ offeringId: enrolments.offeringId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.status, 'active')));
  return { grade: me?.grade ?? null, offeringIds: rows.map((r) => r.offeringId) };
}

/** The audience rule in SQL (the list filters with it; single reads use `isMember`). */
export function audienceFilter(m: AudienceMember): SQL {
  const q = questionnaires;
  const classes =
    m.offeringIds.length > 0
      ? sql`(${q.audienceKind} = 'class' and ${q.offeringId} in (${sql.join(
          m.offeringIds.map((id) => sql`${id}`),
          sql`, `,
        )}))`
      : sql`false`;
  const grade = m.grade === null ? sql`false` : sql`(${q.audienceKind} = 'grade' and ${q.grade} = ${m.grade})`;
  return sql`(${q.audienceKind} = 'all' or ${classes} or ${grade})`;
}

export const isMember = (
  row: { audienceKind: string; offeringId: number | null; grade: string | null },
  m: AudienceMember,
): boolean => inAudience({ kind: row.audienceKind as AudienceKind, offeringId: row.offeringId, grade: row.grade }, m);
