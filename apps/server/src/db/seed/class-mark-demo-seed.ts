import { and, desc, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { CLASS_MARK_WINDOW_DAYS, classMarkTagsForRating } from '@salt/domain';
import type { Database } from '../client';
import { chapters, classMarks, enrolments, users } from '../schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** How far back classmates' evaluations go: the console's averages need a few weeks of sessions. */
const CLASSMATES_DAYS = 28;

const TEACHER_STARS = [5, 5, 4, 5, 4, 5, 3, 5, 4, 2] as const;
const TUTOR_STARS = [5, 4, 5, 5, 4, 3, 5, 4, 5, 4] as const;
const COMMENTS = [
  '老师讲得很清楚，例题很有代表性',
  '课堂气氛很好，希望多一些互动练习',
  '这节课的难点讲得有点快，回放又看了一遍',
  '辅导老师答疑很耐心，作业批改也很及时',
  null,
  '板书工整，笔记很好整理',
  null,
  '节奏合适，听得懂',
] as const;

/**
 * 课堂评价 of the demo: the pupils of every class (the demo student's classmates) rate most sessions of the last four weeks
 * (mostly 4-5 stars, a few low ones, some comments, some anonymous), so the console's averages look real; the
 * demo student has one evaluation of his own (a session ended a week or two ago, else the earliest still open when
 * two or more are) and the rest of the week's sessions left to rate. Idempotent: one row per pupil and session
 * (the unique index), and the demo student is rated for only while he has no evaluation at all.
 */
export async function seedClassMarkDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  if (!student) return;
  // Every class with pupils: the demo student's, and the others the console lists.
  const classes = (
    await db
      .selectDistinct({ offeringId: enrolments.offeringId })
      .from(enrolments)
      .where(eq(enrolments.status, 'active'))
  ).map((r) => r.offeringId);
  if (classes.length === 0) return;
  const held = await db
    .select({ id: chapters.id, offeringId: chapters.offeringId, endAt: chapters.endAt })
    .from(chapters)
    .where(
      and(
        inArray(chapters.offeringId, classes),
        lte(chapters.endAt, now),
        gte(chapters.endAt, new Date(now.getTime() - CLASSMATES_DAYS * DAY)),
      ),
    )
    .orderBy(desc(chapters.endAt));
  const classmates = await db
    .select({ userId: enrolments.userId, offeringId: enrolments.offeringId })
    .from(enrolments)
    .where(
      and(inArray(enrolments.offeringId, classes), eq(enrolments.status, 'active'), ne(enrolments.userId, student.id)),
    );
  const rows: (typeof classMarks.$inferInsert)[] = [];
  for (const s of held) {
    for (const m of classmates.filter((c) => c.offeringId === s.offeringId)) {
      const h = m.userId * 7 + s.id * 13;
      if (h % 4 === 0) continue; // not everyone rates every session
      rows.push(markRow(m.userId, s, h, now));
    }
  }
  if (rows.length > 0) await db.insert(classMarks).values(rows).onConflictDoNothing();

  const [own] = await db.select({ id: classMarks.id }).from(classMarks).where(eq(classMarks.userId, student.id));
  if (own) return;
  const attended = new Set(
    (
      await db
        .select({ offeringId: enrolments.offeringId })
        .from(enrolments)
        .where(and(eq(enrolments.userId, student.id), eq(enrolments.status, 'active')))
    ).map((r) => r.offeringId),
  );
  const his = held.filter((s) => attended.has(s.offeringId));
  const since = now.getTime() - CLASS_MARK_WINDOW_DAYS * DAY;
  const open = his.filter((s) => s.endAt.getTime() >= since);
  const mine = his.find((s) => s.endAt.getTime() < since) ?? (open.length >= 2 ? open[open.length - 1] : undefined);
  if (!mine) return;
  await db
    .insert(classMarks)
    .values({
      ...markRow(student.id, mine, 1, now),
      teacherStars: 5,
      tutorStars: 5,
      tags: ['讲解清晰', '答疑耐心'],
      comment: '这节课的例题讲得特别清楚，课后作业也都会做了',
      anonymous: false,
    })
    .onConflictDoNothing();
}

function markRow(
  userId: number,
  s: { id: number; offeringId: number; endAt: Date },
  h: number,
  now: Date,
): typeof classMarks.$inferInsert {
  const teacherStars = TEACHER_STARS[h % TEACHER_STARS.length]!;
  const tutorStars = TUTOR_STARS[(h >> 1) % TUTOR_STARS.length]!;
  const offered = classMarkTagsForRating(teacherStars, tutorStars);
  const tags = [offered[h % offered.length]!, offered[(h >> 2) % offered.length]!].filter(
    (t, i, all) => all.indexOf(t) === i,
  );
  return {
    userId,
    chapterId: s.id,
    offeringId: s.offeringId,
    teacherStars,
    tutorStars,
    tags: teacherStars <= 2 ? ['语速太快', '没听懂'] : tags,
    comment: teacherStars <= 2 ? '这节课跟不上，希望老师讲慢一点' : COMMENTS[h % COMMENTS.length]!,
    anonymous: h % 5 === 0,
    // Within a day of the session's end, never in the future.
    createdAt: new Date(Math.min(s.endAt.getTime() + (1 + (h % 20)) * HOUR, now.getTime() - 60_000)),
  };
}
