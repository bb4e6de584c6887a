import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_AVATAR } from '@salt/domain';
import { enrolments, offerings, teacherProfiles, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';

/** The tutors of the classes a user is actively enrolled in, each with how to reach them and the classes they take. */
export async function myTutors(ctx: AppContext, userId: number) {
  const rows = await ctx.db
    .select({ offeringId: offerings.id, title: offerings.title, tutorId: offerings.tutorId })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .where(and(eq(enrolments.userId, userId), eq(enrolments.status, 'active')));
  const tutorIds = [...new Set(rows.map((r) => r.tutorId).filter((t): t is number => t !== null))];
  if (tutorIds.length === 0) return [];
  const tutors = await ctx.db
    .select({ u: users, intro: teacherProfiles.intro })
    .from(users)
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, users.id))
    .where(inArray(users.id, tutorIds));
  return tutors.map(({ u, intro }) => ({
    tutorId: u.id,
    name: u.realname ?? u.username,
    avatar: u.avatar || DEFAULT_AVATAR,
    phone: u.phone,
    intro,
    classes: rows.filter((r) => r.tutorId === u.id).map((r) => ({ offeringId: r.offeringId, title: r.title })),
  }));
}
