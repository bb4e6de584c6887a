import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  isAdmin,
  TEACHER_ROLE_ID,
  type ExamMarkingOptions,
  type MarkingAnswerType,
  type Page,
  type QuestionMark,
} from '@salt/domain';
import { examAnswers, examAttempts, exams, offerings, users } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { attemptLeaveCount } from './attempt-store';

interface MarkingItem {
  sessionId: number;
  examId: number;
  title: string;
  pupilId: number;
  pupilName: string;
  className: string | null;
  committedAt: string;
  pendingCount: number;
  leaveCount: number;
}

export interface MarkingQuery {
  status: 'pending' | 'marked';
  examId?: number;
  offeringId?: number;
  answerType?: MarkingAnswerType;
  current: number;
  size: number;
}

/** Exams a member of staff marks: staff all; others their classes' exams, and teachers the exams without a class. */
async function markableExams(actor: Actor): Promise<SQL | undefined | null> {
  if (isAdmin(actor.roles)) return undefined;
  const classes = [...(await actor.classesTaught()), ...(await actor.classesTutored())];
  const conds: SQL[] = [];
  if (classes.length > 0) conds.push(inArray(exams.offeringId, classes));
  if (actor.roles.includes(TEACHER_ROLE_ID)) conds.push(isNull(exams.offeringId));
  return conds.length === 0 ? null : or(...conds);
}

const pendingCountOf = (marks: unknown): number =>
  ((marks ?? []) as QuestionMark[])
    .flatMap((m) => (m.children && m.children.length > 0 ? m.children : [m]))
    .filter((m) => m.verdict === 'pending').length;

/**
 * An oral question's answer is a list of the pupil's private uploads; which folder they are in tells a recording
 * from a photo (the only answers stored under these paths, so a fill-in blank's text never matches a prefix).
 */
const FILE_PREFIX: Record<MarkingAnswerType, string> = {
  oral: '^/api/file/private/audio/',
  photo: '^/api/file/private/images/',
};

const markedAnswer = sql`exists (select 1 from ${examAnswers} an
  where an.attempt_id = ${examAttempts.id} and an.marked_at is not null)`;

/** Attempts with an answer of that kind still waiting for a teacher (`pending`) or marked by one (`marked`). */
function answerTypeIs(type: MarkingAnswerType, status: MarkingQuery['status']): SQL {
  const path = `$[*] ? (@ like_regex "${FILE_PREFIX[type]}")`;
  const marked = status === 'pending' ? sql`an.marked_at is null` : sql`an.marked_at is not null`;
  return sql`exists (select 1 from ${examAnswers} an where an.attempt_id = ${examAttempts.id}
    and ${marked} and jsonb_path_exists(an.answer, ${path}::jsonpath))`;
}

/**
 * GET /em/marking/page: handed-in attempts with oral or photo answers waiting for a teacher (`pending`, oldest
 * first) or already marked (`marked`, newest first), of the exams the caller marks, narrowed by exam, class and
 * kind of answer, with how often the pupil left the exam page (a signal, never a verdict). A filter naming an exam
 * or class the caller does not mark answers an empty page, never someone else's attempts.
 */
export async function markingPage(ctx: AppContext, actor: Actor, q: MarkingQuery): Promise<Page<MarkingItem>> {
  const scope = await markableExams(actor);
  if (scope === null) return { records: [], total: 0, current: q.current, size: q.size };
  const state =
    q.status === 'pending' ? gt(examAttempts.pendingTenths, 0) : and(eq(examAttempts.pendingTenths, 0), markedAnswer);
  const where = and(
    eq(examAttempts.status, 'committed'),
    state,
    scope,
    q.examId === undefined ? undefined : eq(exams.id, q.examId),
    q.offeringId === undefined ? undefined : eq(exams.offeringId, q.offeringId),
    q.answerType === undefined ? undefined : answerTypeIs(q.answerType, q.status),
  );
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(where);
  const size = q.size === -1 ? 1000 : q.size;
  const rows = await ctx.db
    .select({
      id: examAttempts.id,
      examId: exams.id,
      title: exams.title,
      pupilId: examAttempts.userId,
      realname: users.realname,
      username: users.username,
      className: offerings.title,
      committedAt: examAttempts.committedAt,
      marks: examAttempts.marks,
      leaveCount: attemptLeaveCount,
    })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .leftJoin(offerings, eq(offerings.id, exams.offeringId))
    .where(where)
    .orderBy(
      q.status === 'pending' ? asc(examAttempts.committedAt) : desc(examAttempts.committedAt),
      asc(examAttempts.id),
    )
    .limit(size)
    .offset(q.size === -1 ? 0 : (q.current - 1) * q.size);
  return {
    records: rows.map((r) => ({
      sessionId: r.id,
      examId: r.examId,
      title: r.title,
      pupilId: r.pupilId,
      pupilName: r.realname ?? r.username,
      className: r.className ?? null,
      committedAt: r.committedAt!.toISOString(),
      pendingCount: pendingCountOf(r.marks),
      leaveCount: Number(r.leaveCount),
    })),
    total,
    current: q.current,
    size: q.size,
  };
}

/**
 * GET /em/marking/options: the 阅卷 filters' choices, the exams and classes with handed-in attempts in the list
 * (waiting for a teacher or marked) that the caller marks, so a teacher is never offered another class's exam.
 */
export async function markingOptions(ctx: AppContext, actor: Actor): Promise<ExamMarkingOptions> {
  const scope = await markableExams(actor);
  if (scope === null) return { exams: [], classes: [] };
  const rows = await ctx.db
    .selectDistinct({ examId: exams.id, title: exams.title, offeringId: offerings.id, className: offerings.title })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .leftJoin(offerings, eq(offerings.id, exams.offeringId))
    .where(and(eq(examAttempts.status, 'committed'), or(gt(examAttempts.pendingTenths, 0), markedAnswer), scope))
    .orderBy(desc(exams.id));
  const examList = new Map<number, string>();
  const classes = new Map<number, string>();
  for (const r of rows) {
    examList.set(r.examId, r.title);
    if (r.offeringId !== null) classes.set(r.offeringId, r.className ?? '');
  }
  return {
    exams: [...examList].map(([examId, title]) => ({ examId, title })),
    classes: [...classes].map(([offeringId, title]) => ({ offeringId, title })),
  };
}

/**
 * How many handed-in attempts wait for a teacher among the exams the caller marks: the total of the 阅卷 list's
 * 待批改 page without filters (same scope), for the console dashboard. Uses exam_attempt_to_mark_idx (partial:
 * committed attempts with points pending).
 */
export async function examAttemptsToMarkCount(ctx: AppContext, actor: Actor): Promise<number> {
  const scope = await markableExams(actor);
  if (scope === null) return 0;
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(and(eq(examAttempts.status, 'committed'), gt(examAttempts.pendingTenths, 0), scope));
  return Number(total);
}
