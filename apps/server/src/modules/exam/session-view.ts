import { and, asc, eq, sql } from 'drizzle-orm';
import {
  remainingSeconds,
  type ExamQuestionView,
  type ExamSavedAnswer,
  type ExamSession,
  type ExamSubQuestionView,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { examAnswers, examAttemptEvents } from '../../db/schema';
import type { AttemptHead, ExamRow } from './attempt-store';
import { answerOut } from './answer-check';
import { indexSnapshot, type IndexedQuestion, type PaperSnapshot, type SnapshotQuestion } from './paper-snapshot';

type Db = Database | Transaction;

const tenthsToPoints = (tenths: number) => tenths / 10;

function subQuestionView(q: SnapshotQuestion): ExamSubQuestionView {
  return {
    questionId: q.id,
    type: q.type,
    number: q.number,
    stem: q.stem,
    score: tenthsToPoints(q.scoreTenths),
    options: q.options.map((o) => ({ optionId: o.id, label: o.label, text: o.text })),
    blanks: q.manual ? 0 : (q.blanks?.length ?? 0),
    knowledgePoints: q.knowledgePoints,
    difficulty: q.difficulty,
    ...(q.manual ? { manual: true } : {}),
  };
}

/** A question as the pupil sees it while answering: no right options, accepted answers, reference or analysis. */
export function questionView(q: SnapshotQuestion, playsUsed: ReadonlyMap<number, number>): ExamQuestionView {
  return {
    ...subQuestionView(q),
    listening: q.listening
      ? {
          audioUrl: q.listening.audioUrl,
          playLimit: q.listening.playLimit,
          playsLeft: Math.max(0, q.listening.playLimit - (playsUsed.get(q.id) ?? 0)),
        }
      : null,
    children: q.children.map(subQuestionView),
  };
}

/** How many times each listening passage of an attempt was played (one `play` event each). */
export async function playsOf(db: Db, attemptId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({
      questionId: sql<number>`(${examAttemptEvents.detail}->>'questionId')::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(examAttemptEvents)
    .where(and(eq(examAttemptEvents.attemptId, attemptId), eq(examAttemptEvents.kind, 'play')))
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.questionId, r.n]));
}

export async function savedAnswersOf(
  db: Db,
  attemptId: number,
  index: ReadonlyMap<number, IndexedQuestion>,
): Promise<ExamSavedAnswer[]> {
  const rows = await db
    .select({
      questionId: examAnswers.questionId,
      answer: examAnswers.answer,
      seq: examAnswers.seq,
      savedAt: examAnswers.savedAt,
    })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId))
    .orderBy(asc(examAnswers.questionId));
  return rows.map((r) => ({
    questionId: r.questionId,
    answer: answerOut(index.get(r.questionId)?.question, r.answer),
    seq: r.seq,
    savedAt: r.savedAt.toISOString(),
  }));
}

/** The attempt as the answering page needs it: the paper as it was at the start, the answers kept, the clock. */
export async function sessionView(
  db: Db,
  exam: ExamRow,
  attempt: AttemptHead,
  snapshot: PaperSnapshot,
  o: { resumed: boolean; now: Date },
): Promise<ExamSession> {
  const [plays, answers] = await Promise.all([
    playsOf(db, attempt.id),
    savedAnswersOf(db, attempt.id, indexSnapshot(snapshot)),
  ]);
  return {
    sessionId: attempt.id,
    examId: exam.id,
    kind: exam.kind,
    title: exam.title,
    subject: exam.subject,
    grade: exam.grade,
    status: attempt.status === 'committed' ? 'committed' : 'open',
    resumed: o.resumed,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    setBy: attempt.setBy === 'close' ? 'close' : 'duration',
    durationSeconds: snapshot.durationSeconds,
    closesAt: exam.closesAt?.toISOString() ?? null,
    extraSeconds: attempt.extraSeconds,
    remainingSeconds: attempt.status === 'open' ? remainingSeconds(attempt.deadline, o.now) : 0,
    now: o.now.toISOString(),
    totalScore: tenthsToPoints(snapshot.totalTenths),
    sections: snapshot.sections.map((s) => ({
      title: s.title,
      questions: s.questions.map((q) => questionView(q, plays)),
    })),
    answers,
  };
}
