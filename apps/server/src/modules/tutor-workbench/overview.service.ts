import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { addDays, chinaDateOf, type TutorOverview, type TutorSession } from '@salt/domain';
import { chapters, classChangeRequests, offerings } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { homeworkToMarkCount } from '../homework';
import { examAttemptsToMarkCount } from '../exam';
import { figuresOfClasses } from './class-figures.service';
import { classesInScope, latestNotes, pupilRef, pupilsByIds } from './scope';

/** Overdue homework older than this is history, not a to-do. */
const OVERDUE_WINDOW_DAYS = 30;
const LIST_MAX = 50;

/** 工作台首页: today's sessions (China day), marking waiting, absences, overdue homework, requests, follow-ups. */
export async function tutorOverview(ctx: AppContext, actor: Actor): Promise<TutorOverview> {
  const now = ctx.clock.now();
  const today = chinaDateOf(now);
  const ids = await classesInScope(ctx, actor);
  const dayStart = new Date(`${today}T00:00:00+08:00`);
  const dayEnd = new Date(`${addDays(today, 1)}T00:00:00+08:00`);
  const sessionRow = {
    chapterId: chapters.id,
    offeringId: chapters.offeringId,
    classTitle: offerings.title,
    seq: chapters.seq,
    title: chapters.title,
    startAt: chapters.startAt,
    endAt: chapters.endAt,
  };
  const asSession = (s: { startAt: Date; endAt: Date } & Omit<TutorSession, 'startAt' | 'endAt'>): TutorSession => ({
    ...s,
    startAt: s.startAt.toISOString(),
    endAt: s.endAt.toISOString(),
  });
  const todays =
    ids.length === 0
      ? []
      : await ctx.db
          .select(sessionRow)
          .from(chapters)
          .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
          .where(and(inArray(chapters.offeringId, ids), gte(chapters.startAt, dayStart), lt(chapters.startAt, dayEnd)))
          .orderBy(asc(chapters.startAt));

  const classes = await figuresOfClasses(ctx, ids);
  const titles = new Map(classes.map((c) => [c.cls.offeringId, c.cls.title]));
  const pupilIds = [...new Set(classes.flatMap((c) => [...c.perPupil.keys()]))];
  const [people, notes] = await Promise.all([pupilsByIds(ctx, pupilIds), latestNotes(ctx, pupilIds)]);
  const ref = (id: number) => pupilRef(actor, people.get(id)!);

  const absentLast: TutorOverview['absentLast'] = [];
  const overdueHomework: TutorOverview['overdueHomework'] = [];
  const since = new Date(now.getTime() - OVERDUE_WINDOW_DAYS * 86_400_000).toISOString();
  for (const c of classes) {
    const absent: number[] = [];
    let last: (typeof absentLast)[number]['session'] | null = null;
    for (const [userId, { figures }] of c.perPupil) {
      const s = figures.sessions.at(-1);
      if (s) {
        if (s.attendance === 'absent') absent.push(userId);
        last ??= {
          chapterId: s.chapterId,
          offeringId: c.cls.offeringId,
          classTitle: c.cls.title,
          seq: s.seq,
          title: s.title,
          startAt: s.startAt,
          endAt: s.startAt,
        };
      }
      for (const h of figures.sessions)
        if (h.homework === 'missing' && h.startAt >= since && overdueHomework.length < LIST_MAX)
          overdueHomework.push({
            pupil: ref(userId),
            session: {
              chapterId: h.chapterId,
              offeringId: c.cls.offeringId,
              classTitle: titles.get(c.cls.offeringId)!,
              seq: h.seq,
              title: h.title,
              startAt: h.startAt,
              endAt: h.startAt,
            },
          });
    }
    if (last && absent.length > 0) absentLast.push({ session: last, pupils: absent.map(ref) });
  }

  const skus =
    ids.length === 0
      ? []
      : (await ctx.db.select({ skuId: offerings.skuId }).from(offerings).where(inArray(offerings.id, ids))).map(
          (r) => r.skuId,
        );
  const pending =
    skus.length === 0
      ? []
      : await ctx.db
          .select({ id: classChangeRequests.id })
          .from(classChangeRequests)
          .where(
            and(
              eq(classChangeRequests.status, 'pending'),
              or(inArray(classChangeRequests.fromSkuId, skus), inArray(classChangeRequests.toSkuId, skus)),
            ),
          );

  const followUpsDue = pupilIds
    .filter((id) => notes.get(id)?.due)
    .map((id) => ({ pupil: ref(id), followUp: notes.get(id)! }))
    .sort((a, b) => (a.followUp.nextContactOn ?? '').localeCompare(b.followUp.nextContactOn ?? ''));

  return {
    today,
    classes: ids.length,
    sessionsToday: todays.map(asSession),
    homeworkToMark: await homeworkToMarkCount(ctx, ids),
    examsToMark: await examAttemptsToMarkCount(ctx, actor),
    absentLast,
    overdueHomework,
    changeRequests: pending.length,
    followUpsDue,
  };
}
