import { and, asc, eq, lte } from 'drizzle-orm';
import { autoScore, HOMEWORK_DUE_AFTER_MS, markAnswer } from '@salt/domain';
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
  users,
} from '../schema';
import { demoFileUrl, HOMEWORK_DEMO_FILES } from './homework-demo-files';

const DAY = 24 * 3600_000;

interface QuestionSpec {
  type: string;
  number: string;
  title: string;
  score: number;
  options?: [string, boolean][];
  right?: string;
}

const QUESTIONS: QuestionSpec[] = [
  {
    type: 'single_select',
    number: '1',
    title: '下列各数中，最小的数是（  ）',
    score: 15,
    options: [
      ['-3', true],
      ['-1', false],
      ['0', false],
      ['2', false],
    ],
  },
  {
    type: 'multi_select',
    number: '2',
    title: '下列说法中，正确的有（  ）',
    score: 15,
    options: [
      ['0 是整数', true],
      ['负数没有绝对值', false],
      ['互为相反数的两数之和为 0', true],
      ['最大的负整数是 -2', false],
    ],
  },
  { type: 'fill_blank', number: '3', title: '计算：2 + 3 × 4 = ____', score: 15, right: '14' },
  { type: 'fill_blank', number: '3', title: '若 x + 5 = 12，则 x = ____', score: 15, right: '7' },
  { type: 'image_question', number: '4', title: '解方程 x + 5 = 12，写出完整过程并拍照上传。', score: 40 },
];

async function createQuiz(db: Database, chapter: { id: number; title: string; seq: number }) {
  const [quiz] = await db
    .insert(quizzes)
    .values({
      title: `${chapter.title} 课后作业`.slice(0, 200),
      kind: 'homework',
      analysis: JSON.stringify({
        files: [
          {
            fileName: `第${chapter.seq}讲作业解析.pdf`,
            fileType: 'pdf',
            url: demoFileUrl(HOMEWORK_DEMO_FILES.explanation),
          },
          { fileName: '板书.png', fileType: 'png', url: demoFileUrl(HOMEWORK_DEMO_FILES.board) },
        ],
      }),
    })
    .returning({ id: quizzes.id });
  const [section] = await db
    .insert(quizSections)
    .values({ quizId: quiz!.id, seq: 1, title: '课后作业' })
    .returning({ id: quizSections.id });
  const questions: { id: number; spec: QuestionSpec; options: { optionId: number; optionIsRight: boolean }[] }[] = [];
  for (const [i, spec] of QUESTIONS.entries()) {
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
  return { quizId: quiz!.id, questions };
}

/**
 * Homework for every started session of every class (single, multi, two fill-blanks sharing number 3, an image
 * question last), so a pupil who joins a running class finds it too. In each of the demo student's classes the
 * first session's homework is already submitted, marked and has the tutor's feedback and score; the others are
 * not submitted (a session's homework is open for a week after it). Idempotent: sessions that already have
 * homework are left alone.
 */
export async function seedHomeworkDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  const [demoTutor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'tutor'));
  const classes = await db
    .select({ offeringId: offerings.id, tutorId: offerings.tutorId, teacherId: offerings.teacherId })
    .from(offerings)
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
      const { quizId, questions } = await createQuiz(db, chapter);
      if (i !== 0 || !student || !studentClasses.has(cls.offeringId)) continue;
      // The first session: submitted in time, marked, with the tutor's feedback.
      const submittedAt = new Date(chapter.endAt.getTime() + DAY);
      const answers = new Map<number, string>();
      for (const q of questions) {
        if (q.spec.type === 'single_select')
          answers.set(q.id, String(q.options.find((o) => o.optionIsRight)!.optionId));
        else if (q.spec.type === 'multi_select')
          answers.set(
            q.id,
            q.options
              .filter((o) => o.optionIsRight)
              .map((o) => o.optionId)
              .join(','),
          );
        else if (q.spec.right === '14') answers.set(q.id, '20');
        else if (q.spec.type === 'fill_blank') answers.set(q.id, '7');
        else
          answers.set(
            q.id,
            JSON.stringify({ img: [demoFileUrl(HOMEWORK_DEMO_FILES.answerPhoto)], text: '过程见照片', file: [] }),
          );
      }
      const marked = questions.map((q) => {
        const isRight = markAnswer(
          { questionType: q.spec.type, options: q.options, rightAnswer: q.spec.right ?? null },
          answers.get(q.id),
        );
        return { id: q.id, isRight, score: q.spec.score, subjective: isRight === null };
      });
      const auto = autoScore(marked);
      // Marked by whoever marks the class's homework: its tutor, else its teacher (homeworkMarkerOf).
      const tutorId = cls.tutorId ?? cls.teacherId ?? demoTutor?.id ?? null;
      const [answer] = await db
        .insert(quizAnswers)
        .values({
          quizId,
          userId: student.id,
          chapterId: chapter.id,
          kind: 'homework',
          quizAnswerType: '2',
          endTime: new Date(chapter.endAt.getTime() + HOMEWORK_DUE_AFTER_MS),
          overTime: submittedAt,
          quizAnswerAutoScore: auto,
          quizAnswerScore: 88,
          replyOver: JSON.stringify({
            text: '解题步骤完整，书写工整！第 3 题第一个空注意运算顺序：先乘除后加减。',
            img: [demoFileUrl(HOMEWORK_DEMO_FILES.feedbackPhoto)],
          }),
          replyOverTime: new Date(submittedAt.getTime() + 3600_000),
          replyOverBy: tutorId,
        })
        .onConflictDoNothing()
        .returning({ id: quizAnswers.id });
      if (!answer) continue;
      await db.insert(quizAnswerItems).values(
        marked.map((m) => ({
          quizAnswerId: answer.id,
          questionId: m.id,
          answer: answers.get(m.id)!,
          isRight: m.isRight,
          updatedAt: submittedAt,
        })),
      );
    }
  }
}
