import type { Database } from '../../db/client';
import { examAnswers, examAttempts } from '../../db/schema';
import { markAttemptWith } from './commit.service';
import { snapshotOfPaper, type PaperSnapshot } from './paper-snapshot';

export interface SeedAnswer {
  questionId: number;
  /** As the engine stores answers: option ids, ['true'|'false'], one text per blank, file URLs. */
  answer: string[];
  /** A teacher's mark of an oral or photo answer. */
  teacher?: { tenths: number; comment: string; markedBy: number; markedAt: Date };
}

/**
 * For demo seeds: a handed-in attempt of an exam with the answers (and teacher marks) the seed chooses from the
 * paper as it is now, marked as a commit would mark it. Answers the attempt's id.
 */
export async function insertCommittedAttempt(
  db: Database,
  o: {
    exam: { id: number; paperId: number; multiPartial: string };
    userId: number;
    attemptNo: number;
    startedAt: Date;
    deadline: Date;
    committedAt: Date;
    answers: (snapshot: PaperSnapshot) => SeedAnswer[];
  },
): Promise<number | null> {
  const snapshot = await snapshotOfPaper(db, o.exam.paperId, o.exam.multiPartial === 'half' ? 'half' : 'none');
  if (!snapshot) return null;
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(examAttempts)
      .values({
        examId: o.exam.id,
        userId: o.userId,
        attemptNo: o.attemptNo,
        status: 'committed',
        paper: snapshot,
        startedAt: o.startedAt,
        deadline: o.deadline,
        setBy: 'duration',
        committedAt: o.committedAt,
        committedBy: 'pupil',
        updatedAt: o.committedAt,
      })
      .returning({ id: examAttempts.id });
    const answers = o.answers(snapshot);
    if (answers.length > 0)
      await tx.insert(examAnswers).values(
        answers.map((a) => ({
          attemptId: attempt!.id,
          questionId: a.questionId,
          answer: a.answer,
          seq: 1,
          savedAt: o.committedAt,
          teacherTenths: a.teacher?.tenths ?? null,
          teacherComment: a.teacher?.comment ?? null,
          markedBy: a.teacher?.markedBy ?? null,
          markedAt: a.teacher?.markedAt ?? null,
        })),
      );
    await markAttemptWith(tx, attempt!.id, snapshot, o.committedAt);
    return attempt!.id;
  });
}
