import { and, asc, eq, inArray } from 'drizzle-orm';
import { EXAM_QUESTION_TYPE, termOf } from '@salt/domain';
import type { Database } from '../client';
import { enrolments, examAttempts, examPapers, exams, offerings, skus, users } from '../schema';
import { insertCommittedAttempt, leavesOf, type SeedAnswer, type SnapshotQuestion } from '../../modules/exam';
import { DEMO_PAPERS, type DemoPaper } from './exam-bank/demo-papers';
import { defaultVoicing, type ListeningVoicing } from './listening-demo-audio';
import { oralDemoAudioUrl, renameLegacyOralAnswers } from './oral-demo-audio';
import { STUDENT_CLASS_SKU } from './shop-demo-goods';
import { seedPendingClassmates } from './exam-demo-classmates';

const DAY = 24 * 3600_000;

type Kind = 'jieke' | 'mock' | 'outdoor' | 'placement' | 'listening';

interface ExamPlan {
  kind: Kind;
  /** Class-completion exams belong to the demo student's maths class. */
  inClass: boolean;
  title?: string;
  opensAt: Date | null;
  closesAt: Date | null;
  maxAttempts: number | null;
}

/** China midnight of a 'YYYY-MM-DD' date. */
const chinaMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`);

/**
 * When each demo paper is open, laid out around the day the seed first runs: the open class-completion exam from
 * yesterday for two weeks, the finished one closed a week ago, the mock exams for the whole term (at least two
 * more weeks), the assessment, placement test and listening practice always.
 */
function planOf(paper: DemoPaper, now: Date): ExamPlan {
  const term = termOf(now);
  const termOpens = new Date(Math.min(chinaMidnight(term.start).getTime(), now.getTime() - 30 * DAY));
  const termCloses = new Date(Math.max(chinaMidnight(term.end).getTime() + DAY, now.getTime() + 14 * DAY));
  switch (paper.kind) {
    case 'jieke':
      return paper.state === 'finished'
        ? {
            kind: 'jieke',
            inClass: true,
            title: '初二数学阶段结课考试（三角形、全等三角形与轴对称）',
            opensAt: new Date(now.getTime() - 14 * DAY),
            closesAt: new Date(now.getTime() - 7 * DAY),
            maxAttempts: 1,
          }
        : {
            kind: 'jieke',
            inClass: true,
            opensAt: new Date(now.getTime() - DAY),
            closesAt: new Date(now.getTime() + 14 * DAY),
            maxAttempts: 1,
          };
    case 'mock':
      return { kind: 'mock', inClass: false, opensAt: termOpens, closesAt: termCloses, maxAttempts: null };
    default:
      return { kind: paper.kind, inClass: false, opensAt: null, closesAt: null, maxAttempts: null };
  }
}

/** The demo student's maths class (初二, this term's), else his closest class: maths, then any. */
async function studentClass(db: Database, studentId: number): Promise<{ id: number; teacherId: number | null } | null> {
  const [own] = await db
    .select({ id: offerings.id, teacherId: offerings.teacherId })
    .from(offerings)
    .innerJoin(skus, eq(skus.id, offerings.skuId))
    .innerJoin(enrolments, and(eq(enrolments.offeringId, offerings.id), eq(enrolments.userId, studentId)))
    .where(and(eq(skus.skuCode, STUDENT_CLASS_SKU), eq(enrolments.status, 'active')));
  if (own) return own;
  const mine = await db
    .select({ id: offerings.id, teacherId: offerings.teacherId, subject: offerings.subject, grade: offerings.grade })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .where(and(eq(enrolments.userId, studentId), eq(enrolments.status, 'active')))
    .orderBy(asc(offerings.id));
  return (
    mine.find((o) => o.subject === '2' && o.grade === '8') ?? mine.find((o) => o.subject === '2') ?? mine[0] ?? null
  );
}

/**
 * A right answer to a question, as the engine stores answers. An oral answer is a recording in the pupil's own
 * upload folder, under a name nobody can guess; the demo media step records it (oral-demo-audio.ts).
 */
function rightAnswer(q: SnapshotQuestion, studentId: number, voicing: ListeningVoicing): string[] {
  switch (q.type) {
    case EXAM_QUESTION_TYPE.single:
    case EXAM_QUESTION_TYPE.multiple:
      return q.options.filter((o) => o.isRight).map((o) => String(o.id));
    case EXAM_QUESTION_TYPE.fillIn:
      return (q.blanks ?? []).map((accepted) => accepted[0] ?? '');
    case EXAM_QUESTION_TYPE.trueFalse:
      return [String(q.isTrue)];
    case EXAM_QUESTION_TYPE.oral:
      return [oralDemoAudioUrl(studentId, q.key, voicing)];
  }
  return [];
}

/** A plausible mistake: a wrong option, one of two right options, a slip in a blank, the opposite verdict. */
function wrongAnswer(q: SnapshotQuestion): string[] {
  switch (q.type) {
    case EXAM_QUESTION_TYPE.single:
      return [String(q.options.find((o) => !o.isRight)?.id ?? '')];
    case EXAM_QUESTION_TYPE.multiple:
      return [String(q.options.find((o) => o.isRight)?.id ?? '')];
    case EXAM_QUESTION_TYPE.fillIn:
      return (q.blanks ?? []).map((accepted, i) => (i === 0 ? `${accepted[0] ?? ''}0` : (accepted[0] ?? '')));
    case EXAM_QUESTION_TYPE.trueFalse:
      return [String(!q.isTrue)];
  }
  return [];
}

/** Answers to every question, wrong on the given leaves (by position), an oral answer marked by the teacher. */
function answersOf(
  leaves: SnapshotQuestion[],
  o: {
    studentId: number;
    voicing: ListeningVoicing;
    wrongAt: (i: number) => boolean;
    /** The teacher's mark of the oral answers: a share of their points, a comment. */
    teacher?: { percent: number; comment: string; markedBy: number; markedAt: Date };
  },
): SeedAnswer[] {
  return leaves.map((q, i) => {
    if (q.type === EXAM_QUESTION_TYPE.oral)
      return {
        questionId: q.id,
        answer: rightAnswer(q, o.studentId, o.voicing),
        ...(o.teacher
          ? {
              teacher: {
                tenths: Math.round((q.scoreTenths * o.teacher.percent) / 100),
                comment: o.teacher.comment,
                markedBy: o.teacher.markedBy,
                markedAt: o.teacher.markedAt,
              },
            }
          : {}),
      };
    return { questionId: q.id, answer: o.wrongAt(i) ? wrongAnswer(q) : rightAnswer(q, o.studentId, o.voicing) };
  });
}

const TEACHER_COMMENT = '思路清晰，能用 SSS 说明两个三角形全等；最后一步要说完整“全等三角形的对应角相等”，依据不能省。';

/**
 * The exams of the demo (issue 13): one per demo paper of the question bank (which `seedExamBank` loads first),
 * laid out around `now` — the class-completion exam open now for the demo student's maths class, the finished one
 * with his handed-in attempt marked by the teacher (score and comment on the oral proof), two mock exams for the
 * term (the maths one with two earlier attempts, for the history and trend), the assessment, the placement test
 * and the listening practice. Idempotent: an exam of a paper that has one is left alone, and so are attempts.
 * `voicing` says whether the oral answers' recordings will be spoken or a tone (espeak-ng on this machine or not).
 */
export async function seedExamDemo(
  db: Database,
  now: Date = new Date(),
  opts: { voicing?: ListeningVoicing } = {},
): Promise<void> {
  const voicing = opts.voicing ?? defaultVoicing();
  await renameLegacyOralAnswers(db, voicing);
  const paperRows = await db
    .select({
      id: examPapers.id,
      key: examPapers.key,
      title: examPapers.title,
      subject: examPapers.subject,
      grade: examPapers.grade,
    })
    .from(examPapers)
    .where(
      inArray(
        examPapers.key,
        DEMO_PAPERS.map((p) => p.key),
      ),
    );
  const paperOf = new Map(paperRows.map((p) => [p.key, p]));
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  const [teacher] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'teacher'));
  const cls = student ? await studentClass(db, student.id) : null;
  for (const paper of DEMO_PAPERS) {
    const row = paperOf.get(paper.key);
    if (!row) continue;
    const plan = planOf(paper, now);
    if (plan.inClass && !cls) continue;
    const [existing] = await db
      .select()
      .from(exams)
      .where(and(eq(exams.paperId, row.id), eq(exams.kind, plan.kind)))
      .limit(1);
    const exam =
      existing ??
      (
        await db
          .insert(exams)
          .values({
            paperId: row.id,
            kind: plan.kind,
            title: plan.title ?? row.title,
            subject: row.subject,
            grade: row.grade,
            offeringId: plan.inClass ? cls!.id : null,
            opensAt: plan.opensAt,
            closesAt: plan.closesAt,
            maxAttempts: plan.maxAttempts,
          })
          .returning()
      )[0]!;
    if (paper.kind === 'jieke' && paper.state === 'finished') {
      await seedPendingClassmates(db, {
        exam,
        startedAt: new Date(exam.opensAt!.getTime() + 3 * DAY + 19 * 3600_000),
        durationMinutes: paper.durationMinutes,
        answers: (snapshot, pupilId, wrongEvery) =>
          answersOf(leavesOf(snapshot), { studentId: pupilId, voicing, wrongAt: (i) => i % wrongEvery === 2 }),
      });
    }
    if (!student) continue;
    const [taken] = await db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.userId, student.id)))
      .limit(1);
    if (taken) continue;
    const markerId = cls?.teacherId ?? teacher?.id ?? null;
    if (paper.kind === 'jieke' && paper.state === 'finished') {
      const startedAt = new Date(exam.opensAt!.getTime() + 2 * DAY + 19 * 3600_000);
      await insertCommittedAttempt(db, {
        exam,
        userId: student.id,
        attemptNo: 1,
        startedAt,
        deadline: new Date(startedAt.getTime() + paper.durationMinutes * 60_000),
        committedAt: new Date(startedAt.getTime() + 71 * 60_000),
        answers: (snapshot) =>
          answersOf(leavesOf(snapshot), {
            studentId: student.id,
            voicing,
            wrongAt: (i) => i === 3 || i === 10 || i === 14,
            ...(markerId
              ? {
                  teacher: {
                    percent: 75,
                    comment: TEACHER_COMMENT,
                    markedBy: markerId,
                    markedAt: new Date(startedAt.getTime() + DAY),
                  },
                }
              : {}),
          }),
      });
    }
    if (paper.key === 'math8-mock') {
      // Two earlier sittings of the repeatable mock exam: the data page's history and trend.
      for (const [n, daysAgo, wrongEvery] of [
        [1, 20, 3],
        [2, 6, 6],
      ] as const) {
        const startedAt = new Date(now.getTime() - daysAgo * DAY);
        await insertCommittedAttempt(db, {
          exam,
          userId: student.id,
          attemptNo: n,
          startedAt,
          deadline: new Date(startedAt.getTime() + paper.durationMinutes * 60_000),
          committedAt: new Date(startedAt.getTime() + (paper.durationMinutes - 12) * 60_000),
          answers: (snapshot) =>
            answersOf(leavesOf(snapshot), { studentId: student.id, voicing, wrongAt: (i) => i % wrongEvery === 1 }),
        });
      }
    }
  }
}
