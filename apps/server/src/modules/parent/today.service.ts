import { and, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { addDays, chinaDateOf, chinaInstant, chinaTimeOf, homeworkDueAt, type ParentToday } from '@salt/domain';
import { chapterQuizzes, chapters, enrolments, learningReports, notices, offerings } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { HOMEWORK_MARKED_NOTICE_TITLE } from '../learning';
import { childOf, homeworkMarksOf } from './child-read.service';

type Item = ParentToday['items'][number];
const REPORT_KIND: Record<string, string> = { monthly: '月度报告', final: '结课报告' };

/**
 * 今日新增: what is new today (China time) for the child, from the records themselves: homework set on today's
 * sessions, homework marked today (with the score), reports made or commented today, notices to the child today
 * (the 作业已批改 notices are the marks already listed).
 */
export async function childToday(ctx: AppContext, parentId: number, childId: number): Promise<ParentToday> {
  await childOf(ctx, parentId, childId);
  const now = ctx.clock.now();
  const date = chinaDateOf(now);
  const from = chinaInstant(date, '00:00');
  const to = chinaInstant(addDays(date, 1), '00:00');
  const items: Item[] = [];
  const db = ctx.db;

  const set = await db
    .select({
      offeringId: offerings.id,
      classTitle: offerings.title,
      seq: chapters.seq,
      title: chapters.title,
      startAt: chapters.startAt,
      endAt: chapters.endAt,
    })
    .from(chapters)
    .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
    .innerJoin(chapterQuizzes, and(eq(chapterQuizzes.chapterId, chapters.id), eq(chapterQuizzes.kind, 'homework')))
    .innerJoin(
      enrolments,
      and(eq(enrolments.offeringId, offerings.id), eq(enrolments.userId, childId), eq(enrolments.status, 'active')),
    )
    .where(and(gte(chapters.startAt, from), lt(chapters.startAt, to)));
  for (const s of set) {
    const due = homeworkDueAt(s.endAt);
    items.push({
      kind: 'homeworkSet',
      at: s.startAt.toISOString(),
      title: `${s.classTitle} 第${s.seq}讲`,
      detail: `${s.title}：课后作业请在 ${chinaDateOf(due).slice(5)} ${chinaTimeOf(due)} 前完成`,
      score: null,
      offeringId: s.offeringId,
    });
  }

  for (const m of await homeworkMarksOf(db, childId, 50)) {
    if (!m.markedAt || m.markedAt < from.toISOString() || m.markedAt >= to.toISOString()) continue;
    items.push({
      kind: 'homeworkMarked',
      at: m.markedAt,
      title: `${m.classTitle} 第${m.seq}讲作业已批改`,
      detail: m.comment ?? m.sessionTitle,
      score: m.score,
      offeringId: m.offeringId,
    });
  }

  const reports = await db
    .select({
      offeringId: offerings.id,
      classTitle: offerings.title,
      kind: learningReports.kind,
      period: learningReports.period,
      generatedAt: learningReports.generatedAt,
      commentedAt: learningReports.commentedAt,
      comment: learningReports.tutorComment,
    })
    .from(learningReports)
    .innerJoin(offerings, eq(offerings.id, learningReports.offeringId))
    .where(
      and(
        eq(learningReports.userId, childId),
        or(
          and(gte(learningReports.generatedAt, from), lt(learningReports.generatedAt, to)),
          and(gte(learningReports.commentedAt, from), lt(learningReports.commentedAt, to)),
        ),
      ),
    );
  for (const r of reports) {
    const at = r.commentedAt && r.commentedAt >= from ? r.commentedAt : r.generatedAt;
    items.push({
      kind: 'report',
      at: at.toISOString(),
      title: `${r.classTitle} ${REPORT_KIND[r.kind] ?? '学习报告'}${r.kind === 'monthly' ? `（${r.period}）` : ''}`,
      detail: r.comment ?? '学习报告已生成，可查看出勤、作业和测验情况',
      score: null,
      offeringId: r.offeringId,
    });
  }

  const classIds = sql`(select ${enrolments.offeringId} from ${enrolments} where ${enrolments.userId} = ${childId} and ${enrolments.status} = 'active')`;
  const news = await db
    .select({ title: notices.title, content: notices.content, createdAt: notices.createdAt })
    .from(notices)
    .where(
      and(
        isNull(notices.withdrawnAt),
        ne(notices.title, HOMEWORK_MARKED_NOTICE_TITLE),
        gte(notices.createdAt, from),
        lt(notices.createdAt, to),
        or(
          and(isNull(notices.userId), isNull(notices.offeringId)),
          eq(notices.userId, childId),
          inArray(notices.offeringId, classIds),
        ),
      ),
    );
  for (const n of news) {
    items.push({
      kind: 'notice',
      at: n.createdAt.toISOString(),
      title: n.title,
      detail: n.content,
      score: null,
      offeringId: null,
    });
  }
  items.sort((a, b) => b.at.localeCompare(a.at));
  return { date, items };
}
