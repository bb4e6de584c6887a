import { and, asc, count, desc, eq, ilike, inArray, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  EXAM_SCHEDULE_MESSAGES,
  examScheduleProblem,
  isAdmin,
  type ConsoleExamCreate,
  type ConsoleExamFilter,
  type ConsoleExamOptions,
  type ConsoleExamPage,
  type ConsoleExamRow,
  type ConsoleExamUpdate,
  type ExamScheduleForm,
  type ScheduledExamKind,
} from '@salt/domain';
import type { Transaction } from '../../db/client';
import { examAttempts, examPapers, exams, offerings, skus } from '../../db/schema';
import { likePattern } from '../../platform/like-pattern';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit, refusalFor, updateWithVersion } from '../console';

const SCHEDULED = ['jieke', 'mock', 'outdoor'] as const;

/** Each rule's message (exam-schedule-rules.ts) with its stable error code. */
const refuse = refusalFor({
  [EXAM_SCHEDULE_MESSAGES.classRequired]: CONSOLE_ERRORS.examClassRequired,
  [EXAM_SCHEDULE_MESSAGES.classNotAllowed]: CONSOLE_ERRORS.examClassNotAllowed,
  [EXAM_SCHEDULE_MESSAGES.windowRequired]: CONSOLE_ERRORS.examWindowRequired,
  [EXAM_SCHEDULE_MESSAGES.endAfterStart]: CONSOLE_ERRORS.examEndAfterStart,
  [EXAM_SCHEDULE_MESSAGES.endInPast]: CONSOLE_ERRORS.examEndInPast,
  [EXAM_SCHEDULE_MESSAGES.windowTooShort]: CONSOLE_ERRORS.examWindowTooShort,
  [EXAM_SCHEDULE_MESSAGES.paperLocked]: CONSOLE_ERRORS.examPaperLocked,
  [EXAM_SCHEDULE_MESSAGES.startLocked]: CONSOLE_ERRORS.examStartLocked,
  [EXAM_SCHEDULE_MESSAGES.attemptsBelowUsed]: CONSOLE_ERRORS.examAttemptsBelowUsed,
});

const className = sql<
  string | null
>`case when ${offerings.id} is null then null else ${offerings.title} || ' · ' || ${skus.name} end`;
const minutes = (seconds: number) => Math.round(seconds / 60);

/** 考试: the scheduled exams, newest window first; a teacher's list is their classes' and those for everyone. */
export async function consoleExamPage(ctx: AppContext, actor: Actor, q: ConsoleExamFilter): Promise<ConsoleExamPage> {
  const current = Number(q.current ?? 1);
  const size = Number(q.size ?? 20);
  const conditions: (SQL | undefined)[] = [
    inArray(exams.kind, q.kind ? [q.kind] : [...SCHEDULED]),
    q.subject ? eq(exams.subject, q.subject) : undefined,
    q.grade ? eq(exams.grade, q.grade) : undefined,
    q.keyword ? ilike(exams.title, likePattern(q.keyword)) : undefined,
  ];
  if (!isAdmin(actor.roles)) {
    const mine = [...(await actor.classesTaught()), ...(await actor.classesTutored())];
    conditions.push(
      mine.length ? or(isNull(exams.offeringId), inArray(exams.offeringId, mine)) : isNull(exams.offeringId),
    );
  }
  const where = and(...conditions);
  const usage = ctx.db
    .select({
      examId: examAttempts.examId,
      attempts: count().as('attempts'),
      committed: sql<number>`count(${examAttempts.committedAt})::int`.as('committed'),
      most: max(examAttempts.attemptNo).as('most'),
    })
    .from(examAttempts)
    .groupBy(examAttempts.examId)
    .as('usage');
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        exam: exams,
        paperTitle: examPapers.title,
        paperSeconds: examPapers.durationSeconds,
        className,
        attempts: usage.attempts,
        committed: usage.committed,
        most: usage.most,
      })
      .from(exams)
      .innerJoin(examPapers, eq(examPapers.id, exams.paperId))
      .leftJoin(offerings, eq(offerings.id, exams.offeringId))
      .leftJoin(skus, eq(skus.id, offerings.skuId))
      .leftJoin(usage, eq(usage.examId, exams.id))
      .where(where)
      .orderBy(sql`${exams.opensAt} desc nulls last`, desc(exams.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(exams).where(where),
  ]);
  return {
    records: rows.map((r): ConsoleExamRow => ({
      id: r.exam.id,
      kind: r.exam.kind as ScheduledExamKind,
      title: r.exam.title,
      subject: r.exam.subject,
      grade: r.exam.grade,
      paperId: r.exam.paperId,
      paperTitle: r.paperTitle,
      durationMinutes: minutes(r.exam.durationSeconds ?? r.paperSeconds),
      offeringId: r.exam.offeringId,
      className: r.className,
      opensAt: r.exam.opensAt?.toISOString() ?? null,
      closesAt: r.exam.closesAt?.toISOString() ?? null,
      maxAttempts: r.exam.maxAttempts,
      attempts: Number(r.attempts ?? 0),
      committed: Number(r.committed ?? 0),
      mostByOnePupil: Number(r.most ?? 0),
      version: r.exam.version,
    })),
    total: total?.n ?? 0,
    current,
    size,
  };
}

/** The form's choices: every paper of the bank (not the AI sets' stand-ins) and every class. */
export async function consoleExamOptions(ctx: AppContext): Promise<ConsoleExamOptions> {
  const [papers, classes] = await Promise.all([
    ctx.db
      .select()
      .from(examPapers)
      .where(sql`jsonb_array_length(${examPapers.sections}) > 0`)
      .orderBy(asc(examPapers.subject), asc(examPapers.grade), asc(examPapers.title)),
    ctx.db
      .select({
        offeringId: offerings.id,
        name: sql<string>`${offerings.title} || ' · ' || ${skus.name}`,
        subject: offerings.subject,
        grade: offerings.grade,
      })
      .from(offerings)
      .innerJoin(skus, eq(skus.id, offerings.skuId))
      .orderBy(asc(offerings.subject), asc(offerings.grade), asc(offerings.id)),
  ]);
  return {
    papers: papers.map((p) => ({
      id: p.id,
      title: p.title,
      subject: p.subject,
      grade: p.grade,
      durationMinutes: minutes(p.durationSeconds),
      totalScore: p.totalTenths / 10,
      questionCount: p.sections.reduce((n, s) => n + s.items.length, 0),
    })),
    classes,
  };
}

/** The paper and class a form names (subject and grade come from the paper), or 400. */
async function paperAndClass(tx: Transaction, form: ConsoleExamCreate) {
  const [paper] = await tx.select().from(examPapers).where(eq(examPapers.id, form.paperId));
  if (!paper || paper.sections.length === 0) throw appError(CONSOLE_ERRORS.examPaperNotFound);
  if (form.offeringId !== null) {
    const [cls] = await tx.select({ id: offerings.id }).from(offerings).where(eq(offerings.id, form.offeringId));
    if (!cls) throw appError(CONSOLE_ERRORS.examPaperNotFound);
  }
  return paper;
}

const scheduleOf = (form: ConsoleExamCreate): ExamScheduleForm => ({
  kind: form.kind,
  paperId: form.paperId,
  offeringId: form.offeringId,
  opensAt: form.opensAt === null ? null : new Date(form.opensAt),
  closesAt: form.closesAt === null ? null : new Date(form.closesAt),
  durationSeconds: form.durationMinutes * 60,
  maxAttempts: form.maxAttempts,
});

const columnsOf = (form: ConsoleExamCreate, paper: { subject: string; grade: string }) => {
  const s = scheduleOf(form);
  return {
    kind: s.kind,
    title: form.title,
    paperId: s.paperId,
    offeringId: s.offeringId,
    subject: paper.subject,
    grade: paper.grade,
    opensAt: s.opensAt,
    closesAt: s.closesAt,
    durationSeconds: s.durationSeconds,
    maxAttempts: s.maxAttempts,
  };
};

/** 安排考试: a scheduled exam on a paper of the bank; its pupils see it in their lists at once. */
export async function createConsoleExam(
  ctx: AppContext,
  actor: Actor,
  form: ConsoleExamCreate,
): Promise<{ id: number }> {
  refuse(examScheduleProblem({ now: ctx.clock.now(), form: scheduleOf(form) }));
  return ctx.db.transaction(async (tx) => {
    const paper = await paperAndClass(tx, form);
    const values = columnsOf(form, paper);
    const [row] = await tx.insert(exams).values(values).returning({ id: exams.id });
    await recordAudit(tx, actor, {
      action: 'exam.schedule',
      entity: 'exam',
      entityId: row!.id,
      before: null,
      after: values,
    });
    return { id: row!.id };
  });
}

/** 修改考试安排: at the version the form read; what pupils already sat stays as it was (the rules). */
export async function updateConsoleExam(
  ctx: AppContext,
  actor: Actor,
  id: number,
  form: ConsoleExamUpdate,
): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(exams)
      .where(and(eq(exams.id, id), inArray(exams.kind, [...SCHEDULED])))
      .for('update');
    if (!before) throw appError(CONSOLE_ERRORS.recordNotFound);
    if (before.version !== form.version) throw appError(CONSOLE_ERRORS.staleVersion);
    const [paperBefore] = await tx.select().from(examPapers).where(eq(examPapers.id, before.paperId));
    const [usage] = await tx
      .select({ attempts: count(), most: max(examAttempts.attemptNo) })
      .from(examAttempts)
      .where(eq(examAttempts.examId, id));
    refuse(
      examScheduleProblem({
        now: ctx.clock.now(),
        form: scheduleOf(form),
        before: {
          kind: before.kind as ScheduledExamKind,
          paperId: before.paperId,
          offeringId: before.offeringId,
          opensAt: before.opensAt,
          closesAt: before.closesAt,
          durationSeconds: before.durationSeconds ?? paperBefore!.durationSeconds,
          maxAttempts: before.maxAttempts,
        },
        usage: { attempts: usage?.attempts ?? 0, mostByOnePupil: Number(usage?.most ?? 0) },
      }),
    );
    const paper = await paperAndClass(tx, form);
    const values = columnsOf(form, paper);
    const after = await updateWithVersion(tx, exams, id, form.version, values);
    const pick = (e: typeof before) => ({
      title: e.title,
      paperId: e.paperId,
      offeringId: e.offeringId,
      opensAt: e.opensAt,
      closesAt: e.closesAt,
      durationSeconds: e.durationSeconds,
      maxAttempts: e.maxAttempts,
      version: e.version,
    });
    await recordAudit(tx, actor, {
      action: 'exam.reschedule',
      entity: 'exam',
      entityId: id,
      before: pick(before),
      after: pick(after),
    });
  });
  // Open attempts keep the deadlines they were given; new starts read the exam row afresh (it is not cached).
  return { id };
}
