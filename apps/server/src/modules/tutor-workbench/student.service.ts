import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { type FollowUpNote, type FollowUpNoteRequest, type TimelineItem, type TutorStudent } from '@salt/domain';
import {
  chapters,
  classChangeRequests,
  examAttempts,
  exams,
  learningReports,
  liveAttendance,
  offerings,
  orderItems,
  orders,
  playbackProgress,
  quizAnswers,
  skus,
  tutorFollowUpNotes,
  users,
} from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import { latestNotes, nameOf, pupilColumns, pupilRef, requirePupilInScope, type Ctx } from './scope';

const TIMELINE_MAX = 200;
const iso = (d: Date) => d.toISOString();
const CHANGE_STATUS: Record<string, string> = {
  pending: '申请中',
  approved: '已同意',
  rejected: '已驳回',
  cancelled: '已撤销',
};

async function notesOf(ctx: Ctx, pupilId: number): Promise<FollowUpNote[]> {
  const rows = await ctx.db
    .select({
      id: tutorFollowUpNotes.id,
      text: tutorFollowUpNotes.text,
      nextContactOn: tutorFollowUpNotes.nextContactOn,
      createdAt: tutorFollowUpNotes.createdAt,
      realname: users.realname,
      nickname: users.nickname,
      username: users.username,
    })
    .from(tutorFollowUpNotes)
    .innerJoin(users, eq(users.id, tutorFollowUpNotes.authorId))
    .where(eq(tutorFollowUpNotes.pupilId, pupilId))
    .orderBy(desc(tutorFollowUpNotes.createdAt), desc(tutorFollowUpNotes.id));
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    nextContactOn: r.nextContactOn,
    authorName: nameOf(r),
    createdAt: iso(r.createdAt),
  }));
}

/**
 * 学生详情: the pupil's timeline in the caller's classes (sessions attended, homework, class exams, reports) and
 * their own orders, exams and class changes, newest first, with the follow-up notes. Only for the caller's pupils.
 */
export async function tutorStudent(ctx: Ctx, actor: Actor, pupilId: number): Promise<TutorStudent> {
  const classIds = await requirePupilInScope(ctx, actor, pupilId);
  const [pupil] = await ctx.db
    .select({ ...pupilColumns, grade: users.grade })
    .from(users)
    .where(eq(users.id, pupilId));
  const inMine = classIds.length > 0 ? classIds : [-1];
  const [classes, paid, live, watched, homework, attempts, reports, changes, notes] = await Promise.all([
    ctx.db
      .select({ offeringId: offerings.id, title: offerings.title })
      .from(offerings)
      .where(inArray(offerings.id, inMine)),
    ctx.db
      .select({ orderNo: orders.orderNo, paidAt: orders.paidAt, payFen: orders.payFen, title: orderItems.title })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.userId, pupilId), isNotNull(orders.paidAt))),
    ctx.db
      .select({ at: liveAttendance.firstJoinedAt, seq: chapters.seq, title: chapters.title, cls: offerings.title })
      .from(liveAttendance)
      .innerJoin(chapters, eq(chapters.id, liveAttendance.chapterId))
      .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
      .where(and(eq(liveAttendance.userId, pupilId), inArray(chapters.offeringId, inMine))),
    ctx.db
      .select({ at: playbackProgress.updatedAt, seq: chapters.seq, title: chapters.title, cls: offerings.title })
      .from(playbackProgress)
      .innerJoin(chapters, eq(chapters.id, playbackProgress.chapterId))
      .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
      .where(and(eq(playbackProgress.userId, pupilId), inArray(chapters.offeringId, inMine))),
    ctx.db
      .select({
        at: quizAnswers.overTime,
        score: quizAnswers.quizAnswerScore,
        auto: quizAnswers.quizAnswerAutoScore,
        marked: quizAnswers.replyOverTime,
        seq: chapters.seq,
        title: chapters.title,
        cls: offerings.title,
      })
      .from(quizAnswers)
      .innerJoin(chapters, eq(chapters.id, quizAnswers.chapterId))
      .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
      .where(
        and(
          eq(quizAnswers.userId, pupilId),
          eq(quizAnswers.kind, 'homework'),
          eq(quizAnswers.quizAnswerType, '2'),
          inArray(chapters.offeringId, inMine),
        ),
      ),
    ctx.db
      .select({
        at: examAttempts.committedAt,
        title: exams.title,
        earned: examAttempts.earnedTenths,
        possible: examAttempts.possibleTenths,
      })
      .from(examAttempts)
      .innerJoin(exams, eq(exams.id, examAttempts.examId))
      .where(and(eq(examAttempts.userId, pupilId), eq(examAttempts.status, 'committed'))),
    ctx.db
      .select({
        at: learningReports.generatedAt,
        kind: learningReports.kind,
        period: learningReports.period,
        cls: offerings.title,
      })
      .from(learningReports)
      .innerJoin(offerings, eq(offerings.id, learningReports.offeringId))
      .where(and(eq(learningReports.userId, pupilId), inArray(learningReports.offeringId, inMine))),
    ctx.db
      .select({
        at: classChangeRequests.createdAt,
        kind: classChangeRequests.kind,
        status: classChangeRequests.status,
        to: skus.name,
        reason: classChangeRequests.reason,
      })
      .from(classChangeRequests)
      .innerJoin(skus, eq(skus.id, classChangeRequests.toSkuId))
      .where(eq(classChangeRequests.userId, pupilId)),
    notesOf(ctx, pupilId),
  ]);
  const session = (seq: number, title: string) => `第${seq}讲 ${title.replace(/^第\d+讲\s*/, '')}`.trim();
  const items: TimelineItem[] = [
    ...paid.map((o) => ({
      kind: 'order' as const,
      at: iso(o.paidAt!),
      title: `购买 ${o.title}`,
      detail: `订单 ${o.orderNo} · 实付 ¥${(o.payFen / 100).toFixed(2)}`,
    })),
    ...live.map((l) => ({
      kind: 'session' as const,
      at: iso(l.at),
      title: `直播听课 ${session(l.seq, l.title)}`,
      detail: l.cls,
    })),
    ...watched.map((l) => ({
      kind: 'session' as const,
      at: iso(l.at),
      title: `观看回放 ${session(l.seq, l.title)}`,
      detail: l.cls,
    })),
    ...homework
      .filter((h) => h.at)
      .map((h) => {
        const score = h.score ?? h.auto;
        return {
          kind: 'homework' as const,
          at: iso(h.at!),
          title: `提交作业 ${session(h.seq, h.title)}`,
          detail: `${h.cls} · ${h.marked ? `已批改${score !== null ? ` ${score} 分` : ''}` : '待批改'}`,
        };
      }),
    ...attempts
      .filter((a) => a.at)
      .map((a) => ({
        kind: 'exam' as const,
        at: iso(a.at!),
        title: `完成考试 ${a.title}`,
        detail: a.possible ? `得分 ${Math.round(((a.earned ?? 0) / a.possible) * 100)}%` : '',
      })),
    ...reports.map((r) => ({
      kind: 'report' as const,
      at: iso(r.at),
      title: r.kind === 'final' ? '结课报告' : `${r.period} 月度报告`,
      detail: r.cls,
    })),
    ...changes.map((c) => ({
      kind: 'classChange' as const,
      at: iso(c.at),
      title: `${c.kind === 'renewal' ? '续报' : '调班'}申请 → ${c.to}`,
      detail: `${CHANGE_STATUS[c.status] ?? c.status} · ${c.reason}`,
    })),
    ...notes.map((n) => ({
      kind: 'note' as const,
      at: n.createdAt,
      title: `跟进记录（${n.authorName}）`,
      detail: n.nextContactOn ? `${n.text} · 下次联系 ${n.nextContactOn}` : n.text,
    })),
  ];
  items.sort((a, b) => b.at.localeCompare(a.at));
  const state = (await latestNotes(ctx, [pupilId])).get(pupilId) ?? null;
  return {
    ...pupilRef(actor, pupil!),
    grade: pupil!.grade,
    classes,
    timeline: items.slice(0, TIMELINE_MAX),
    notes,
    followUp: state,
  };
}

/** Writes a follow-up note on one of the caller's pupils; answers it as the list shows it. */
export async function addFollowUpNote(
  ctx: Ctx,
  actor: Actor,
  pupilId: number,
  body: FollowUpNoteRequest,
): Promise<FollowUpNote> {
  await requirePupilInScope(ctx, actor, pupilId);
  const [row] = await ctx.db
    .insert(tutorFollowUpNotes)
    .values({
      pupilId,
      authorId: actor.userId,
      text: body.text,
      nextContactOn: body.nextContactOn ?? null,
      createdAt: ctx.clock.now(),
    })
    .returning();
  const [author] = await ctx.db.select(pupilColumns).from(users).where(eq(users.id, actor.userId));
  return {
    id: row!.id,
    text: row!.text,
    nextContactOn: row!.nextContactOn,
    authorName: author ? nameOf(author) : '',
    createdAt: iso(row!.createdAt),
  };
}
