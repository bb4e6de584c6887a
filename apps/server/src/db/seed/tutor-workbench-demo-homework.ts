import { and, asc, eq, inArray, isNotNull, like, lte } from 'drizzle-orm';
import { HOMEWORK_DUE_AFTER_MS } from '@salt/domain';
import type { Database } from '../client';
import {
  chapterQuizzes,
  chapters,
  enrolments,
  quizAnswerItems,
  quizAnswers,
  quizOptions,
  quizQuestions,
  users,
} from '../schema';

const HOUR = 3_600_000;
const REPLIES = [
  '步骤清楚，继续保持。',
  '计算细节再仔细一些，错题记得订正。',
  '完成得不错，几何证明书写更规范些会更好。',
];

/**
 * Homework of the demo tutor's classmates, so a class's 作业完成率 looks like a school's: for each held session of
 * these classes, most classmates hand it in — the answers a demo pupil handed in (the reference, with its items), or
 * in a class without one the right answers — scores spread around the reference, a few late, about one in ten never; the latest
 * session's hand-ins are partly still waiting for the tutor (待批改). Idempotent (one homework answer per pupil).
 */
export async function seedClassmateHomework(db: Database, offeringIds: number[], markerId: number, now: Date) {
  if (offeringIds.length === 0) return;
  const held = await db
    .select({ id: chapters.id, offeringId: chapters.offeringId, endAt: chapters.endAt, quizId: chapterQuizzes.quizId })
    .from(chapters)
    .innerJoin(chapterQuizzes, and(eq(chapterQuizzes.chapterId, chapters.id), eq(chapterQuizzes.kind, 'homework')))
    .where(and(inArray(chapters.offeringId, offeringIds), lte(chapters.endAt, now)))
    .orderBy(asc(chapters.startAt));
  const latest = new Map<number, number>();
  for (const h of held) latest.set(h.offeringId, h.id);
  for (const h of held) {
    const [ref] = await db
      .select()
      .from(quizAnswers)
      .where(and(eq(quizAnswers.chapterId, h.id), eq(quizAnswers.quizAnswerType, '2'), isNotNull(quizAnswers.overTime)))
      .orderBy(asc(quizAnswers.id))
      .limit(1);
    const reference = ref
      ? {
          auto: ref.quizAnswerAutoScore,
          score: ref.quizAnswerScore ?? ref.quizAnswerAutoScore ?? 80,
          items: await db.select().from(quizAnswerItems).where(eq(quizAnswerItems.quizAnswerId, ref.id)),
        }
      : await rightAnswersOf(db, h.quizId);
    const { items } = reference;
    const mates = await db
      .select({ id: users.id })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(
        and(
          eq(enrolments.offeringId, h.offeringId),
          eq(enrolments.status, 'active'),
          like(users.username, 'demo_mate_%'),
        ),
      );
    const due = new Date(h.endAt.getTime() + HOMEWORK_DUE_AFTER_MS);
    for (const m of mates) {
      const pattern = (m.id * 13 + h.id * 7) % 10;
      if (pattern === 0) continue; // never handed in
      const late = pattern === 1 && due.getTime() + 2 * HOUR < now.getTime();
      const submittedAt = late
        ? new Date(due.getTime() + HOUR)
        : new Date(Math.min(h.endAt.getTime() + (4 + pattern * 3) * HOUR, now.getTime() - HOUR));
      const waiting = latest.get(h.offeringId) === h.id && pattern <= 3;
      const base = reference.score;
      const score = Math.max(45, Math.min(100, base + (pattern - 5) * 4));
      const [answer] = await db
        .insert(quizAnswers)
        .values({
          quizId: h.quizId,
          userId: m.id,
          chapterId: h.id,
          kind: 'homework',
          quizAnswerType: '2',
          endTime: due,
          overTime: submittedAt,
          quizAnswerAutoScore: reference.auto,
          quizAnswerScore: waiting ? null : score,
          replyOver: waiting ? null : JSON.stringify({ text: REPLIES[pattern % REPLIES.length], img: [] }),
          replyOverTime: waiting ? null : new Date(Math.min(submittedAt.getTime() + 5 * HOUR, now.getTime())),
          replyOverBy: waiting ? null : markerId,
        })
        .onConflictDoNothing()
        .returning({ id: quizAnswers.id });
      if (!answer || items.length === 0) continue;
      await db.insert(quizAnswerItems).values(
        items.map((i) => ({
          quizAnswerId: answer.id,
          questionId: i.questionId,
          answer: i.answer,
          isRight: i.isRight,
          updatedAt: submittedAt,
        })),
      );
    }
  }
}

/**
 * A reference hand-in made of the paper's right answers, for a class no demo pupil is in: each objective question
 * answered right (its first accepted answer), the photo question with the worked text; the score is the objective
 * points plus most of the photo question's.
 */
async function rightAnswersOf(db: Database, quizId: number) {
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.seq));
  const options = questions.length
    ? await db
        .select()
        .from(quizOptions)
        .where(
          inArray(
            quizOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(quizOptions.seq))
    : [];
  let auto = 0;
  let photo = 0;
  const items = questions.map((q) => {
    const right = options.filter((o) => o.questionId === q.id && o.optionIsRight).map((o) => o.id);
    const objective = right.length > 0 || !!q.rightAnswer;
    if (objective) auto += q.score ?? 0;
    else photo += q.score ?? 0;
    const answer =
      right.length > 0
        ? right.join(',')
        : q.rightAnswer
          ? q.rightAnswer.split('|')[0]!
          : JSON.stringify({ img: [], text: '过程见作业本', file: [] });
    return { questionId: q.id, answer, isRight: objective ? true : null };
  });
  return { auto, score: auto + Math.round(photo * 0.85), items };
}
