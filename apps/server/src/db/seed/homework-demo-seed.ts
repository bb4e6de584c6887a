import { and, asc, eq, lte } from 'drizzle-orm';
import { autoScore, homeworkDueAt, markAnswer } from '@salt/domain';
import type { Database } from '../client';
import {
  chapterQuizzes,
  chapters,
  enrolments,
  offerings,
  quizAnswerItems,
  quizAnswers,
  quizOptions,
  quizQuestions,
  quizSections,
  quizzes,
  skus,
  users,
} from '../schema';
import { demoFileUrl, HOMEWORK_DEMO_FILES } from './homework-demo-files';
import { quizSpecOf, topicOfTitle, type QuestionSpec } from './demo-homework-bank';
import { STUDENT_CLASS_SKU } from './shop-demo-goods';
import { noticeHomeworkMarked } from '../../modules/learning';

const HOUR = 3600_000;

type Chapter = typeof chapters.$inferSelect;
interface CreatedQuestion {
  id: number;
  spec: QuestionSpec;
  options: { optionId: number; optionIsRight: boolean }[];
}

/** The marked homework every demo journey opens first: its PDF, board and photos show these very questions. */
const FLAGSHIP = { sku: STUDENT_CLASS_SKU, seq: 1 };

async function createQuiz(db: Database, chapter: Chapter, subject: string, grade: string, flagship: boolean) {
  const topic = topicOfTitle(chapter.title);
  const files = flagship
    ? [
        {
          fileName: `第${chapter.seq}讲作业解析.pdf`,
          fileType: 'pdf',
          url: demoFileUrl(HOMEWORK_DEMO_FILES.explanation),
        },
        { fileName: '板书：三角形的三边关系.png', fileType: 'png', url: demoFileUrl(HOMEWORK_DEMO_FILES.board) },
      ]
    : [];
  const [quiz] = await db
    .insert(quizzes)
    .values({
      title: `${chapter.title} 课后作业`.slice(0, 200),
      kind: 'homework',
      analysis: files.length > 0 ? JSON.stringify({ files }) : null,
    })
    .returning({ id: quizzes.id });
  const [section] = await db
    .insert(quizSections)
    .values({ quizId: quiz!.id, seq: 1, title: '课后作业' })
    .returning({ id: quizSections.id });
  const questions: CreatedQuestion[] = [];
  for (const [i, spec] of quizSpecOf(subject, grade, topic).entries()) {
    const [q] = await db
      .insert(quizQuestions)
      .values({
        quizId: quiz!.id,
        sectionId: section!.id,
        seq: i + 1,
        questionType: spec.type,
        questionNumber: spec.number,
        title: spec.title,
        score: spec.score,
        rightAnswer: spec.right ?? null,
      })
      .returning({ id: quizQuestions.id });
    const options = spec.options
      ? await db
          .insert(quizOptions)
          .values(
            spec.options.map(([title, right], k) => ({
              questionId: q!.id,
              seq: k + 1,
              optionTitle: title,
              optionIsRight: right,
            })),
          )
          .returning({ optionId: quizOptions.id, optionIsRight: quizOptions.optionIsRight })
      : [];
    questions.push({ id: q!.id, spec, options });
  }
  await db.insert(chapterQuizzes).values({ chapterId: chapter.id, quizId: quiz!.id, kind: 'homework' });
  return { quizId: quiz!.id, questions, topic };
}

/** How the demo student did a session's homework. */
type Outcome =
  | { kind: 'open' | 'missed' }
  /** Submitted; `wrong` are the objective questions answered wrong, `photo` the tutor's points (null: not marked). */
  | { kind: 'submitted'; wrong: number[]; photo: number | null };

// Objective questions by index: 0 single, 1 multi, 2 and 3 the blanks.
const WRONG_CYCLE = [[], [3], [1], [], [0], [2], [], [1, 3]];
const PHOTO_CYCLE = [38, 36, 40, 34, 39, 37];

/**
 * A believable record: the first session's homework marked (88), the second missed, the rest marked with
 * varying mistakes, last week's submitted and waiting for the tutor, and whatever is still open left to do.
 */
function outcomeOf(i: number, chapter: Chapter, now: Date, flagship: boolean): Outcome {
  if (flagship) return { kind: 'submitted', wrong: [2], photo: 43 };
  if (i === 1) return { kind: 'missed' };
  if (chapter.endAt.getTime() > now.getTime()) return { kind: 'open' };
  const due = homeworkDueAt(chapter.endAt);
  if (due.getTime() > now.getTime()) return { kind: 'submitted', wrong: WRONG_CYCLE[i % 8]!, photo: null };
  return { kind: 'submitted', wrong: WRONG_CYCLE[i % 8]!, photo: PHOTO_CYCLE[i % PHOTO_CYCLE.length]! };
}

const HINTS = ['第 1 题选项再想一想', '第 2 题多选漏选了', '第 3 题第一个空有误', '第 3 题第二个空再检查一下'];

function replyText(topic: string, score: number, wrong: number[], flagship: boolean): string {
  if (flagship) return '解题步骤完整，书写工整！第 3 题第一个空注意：4、4、9 不能组成三角形，腰只能是 9，周长为 22。';
  if (wrong.length === 0 && score >= 95) return `全对，过程规范！《${topic}》掌握得很扎实，继续保持。`;
  const hints = wrong.map((w) => HINTS[w]!).join('，');
  return score >= 85
    ? `整体不错，${hints || '拍照题的过程可以再写完整些'}。订正后对照课堂笔记再看一遍。`
    : `《${topic}》还需要巩固：${hints || '拍照题的步骤不完整'}。建议重看回放，把错题抄到错题本上。`;
}

/** The answer the student gave to each question for an outcome. */
function answersFor(questions: CreatedQuestion[], wrong: number[], flagship: boolean): Map<number, string> {
  const answers = new Map<number, string>();
  let objective = 0;
  for (const q of questions) {
    if (q.spec.type === 'image_question') {
      answers.set(
        q.id,
        JSON.stringify(
          flagship
            ? { img: [demoFileUrl(HOMEWORK_DEMO_FILES.answerPhoto)], text: '过程见照片', file: [] }
            : { img: [], text: q.spec.worked ?? '过程见作业本', file: [] },
        ),
      );
      continue;
    }
    const isWrong = wrong.includes(objective++);
    const right = q.options.filter((o) => o.optionIsRight).map((o) => o.optionId);
    const other = q.options.find((o) => !o.optionIsRight)?.optionId;
    if (q.spec.type === 'single_select') answers.set(q.id, String(isWrong && other ? other : right[0]));
    else if (q.spec.type === 'multi_select') answers.set(q.id, (isWrong ? right.slice(0, 1) : right).join(','));
    else answers.set(q.id, isWrong ? (q.spec.wrong ?? '0') : q.spec.right!.split('|')[0]!);
  }
  return answers;
}

async function recordAnswer(
  db: Database,
  ctx: { studentId: number; markerId: number | null; chapter: Chapter; quizId: number; topic: string },
  questions: CreatedQuestion[],
  outcome: Extract<Outcome, { kind: 'submitted' }>,
  flagship: boolean,
  now: Date,
) {
  const { chapter } = ctx;
  const answers = answersFor(questions, outcome.wrong, flagship);
  const marked = questions.map((q) => {
    const isRight = markAnswer(
      { questionType: q.spec.type, options: q.options, rightAnswer: q.spec.right ?? null },
      answers.get(q.id),
    );
    return { id: q.id, isRight, score: q.spec.score, subjective: isRight === null };
  });
  const auto = autoScore(marked);
  const earned = marked.filter((m) => m.isRight === true).reduce((s, m) => s + m.score, 0);
  const submittedAt = new Date(Math.min(chapter.endAt.getTime() + 20 * HOUR, now.getTime() - HOUR));
  const score = outcome.photo === null ? auto : earned + outcome.photo;
  const replied = outcome.photo !== null;
  const repliedAt = new Date(Math.min(submittedAt.getTime() + 3 * HOUR, now.getTime()));
  const [answer] = await db
    .insert(quizAnswers)
    .values({
      quizId: ctx.quizId,
      userId: ctx.studentId,
      chapterId: chapter.id,
      kind: 'homework',
      quizAnswerType: '2',
      endTime: homeworkDueAt(chapter.endAt),
      overTime: submittedAt,
      quizAnswerAutoScore: auto,
      quizAnswerScore: score,
      replyOver: replied
        ? JSON.stringify({
            text: replyText(ctx.topic, score, outcome.wrong, flagship),
            img: flagship ? [demoFileUrl(HOMEWORK_DEMO_FILES.feedbackPhoto)] : [],
          })
        : null,
      replyOverTime: replied ? repliedAt : null,
      replyOverBy: replied ? ctx.markerId : null,
    })
    .onConflictDoNothing()
    .returning({ id: quizAnswers.id });
  if (!answer) return;
  await db.insert(quizAnswerItems).values(
    marked.map((m) => ({
      quizAnswerId: answer.id,
      questionId: m.id,
      answer: answers.get(m.id)!,
      isRight: m.isRight,
      updatedAt: submittedAt,
    })),
  );
  // The pupil's notice that this session's marks are out, as the tutor's marking writes it.
  if (replied) await noticeHomeworkMarked(db, { userId: ctx.studentId, chapterId: chapter.id, at: repliedAt });
}

/**
 * Homework for every started session of every class, written for the session's topic (demo-homework-bank), so a
 * pupil who joins a running class finds it too. The demo student's classes get his record (outcomeOf): the first
 * session of his maths class marked 88 with the tutor's feedback and photos, the second missed, the rest marked,
 * last week's waiting for the tutor and the live session's open. Idempotent: sessions that already have homework
 * are left alone.
 */
export async function seedHomeworkDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  const [demoTutor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'tutor'));
  const classes = await db
    .select({
      offeringId: offerings.id,
      subject: offerings.subject,
      grade: offerings.grade,
      tutorId: offerings.tutorId,
      teacherId: offerings.teacherId,
      skuCode: skus.skuCode,
    })
    .from(offerings)
    .innerJoin(skus, eq(skus.id, offerings.skuId))
    .orderBy(asc(offerings.id));
  const studentClasses = new Set(
    student
      ? (
          await db
            .select({ offeringId: enrolments.offeringId })
            .from(enrolments)
            .where(and(eq(enrolments.userId, student.id), eq(enrolments.status, 'active')))
        ).map((e) => e.offeringId)
      : [],
  );
  const started = await db
    .select()
    .from(chapters)
    .where(lte(chapters.startAt, now))
    .orderBy(asc(chapters.offeringId), asc(chapters.seq));
  const bound = new Set(
    (await db.select({ chapterId: chapterQuizzes.chapterId }).from(chapterQuizzes)).map((r) => r.chapterId),
  );

  for (const cls of classes) {
    const sessions = started.filter((c) => c.offeringId === cls.offeringId);
    for (const [i, chapter] of sessions.entries()) {
      if (bound.has(chapter.id)) continue;
      const flagship = cls.skuCode === FLAGSHIP.sku && chapter.seq === FLAGSHIP.seq;
      const { quizId, questions, topic } = await createQuiz(db, chapter, cls.subject, cls.grade, flagship);
      if (!student || !studentClasses.has(cls.offeringId)) continue;
      const outcome = outcomeOf(i, chapter, now, flagship);
      if (outcome.kind !== 'submitted') continue;
      // Marked by whoever marks the class's homework: its tutor, else its teacher (homeworkMarkerOf).
      const markerId = cls.tutorId ?? cls.teacherId ?? demoTutor?.id ?? null;
      await recordAnswer(
        db,
        { studentId: student.id, markerId, chapter, quizId, topic },
        questions,
        outcome,
        flagship,
        now,
      );
    }
  }
}
