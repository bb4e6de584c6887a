import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { autoScore, markAnswer } from '@salt/domain';
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

const DAY = 24 * 3600_000;
const DUE_AFTER_MS = 7 * DAY;

/** A small drawn "photo" of worked steps, so the demo shows real images without shipping binaries. */
const svg = (lines: string[], colour: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600">` +
      `<rect width="480" height="600" fill="#fdfcf5"/>` +
      Array.from(
        { length: 14 },
        (_, i) => `<line x1="20" x2="460" y1="${60 + i * 38}" y2="${60 + i * 38}" stroke="#dfe6ee"/>`,
      ).join('') +
      lines
        .map(
          (l, i) =>
            `<text x="36" y="${52 + i * 38}" font-size="24" fill="${colour}" font-family="sans-serif">${l
              .replace(/&/g, '&amp;')
              .replace(/</g, '&lt;')}</text>`,
        )
        .join('') +
      `</svg>`,
  )}`;

export const DEMO_ANSWER_PHOTO = svg(['解：设 x + 5 = 12', 'x = 12 - 5', 'x = 7', '答：x 的值为 7。'], '#1f3a93');
export const DEMO_FEEDBACK_PHOTO = svg(['✓ 步骤完整', '✗ 2 + 3 × 4 先算乘法', '= 2 + 12 = 14'], '#d4380d');

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
            url: `/uploads/demo/homework-${chapter.seq}.pdf`,
          },
          { fileName: '板书.png', fileType: 'png', url: DEMO_FEEDBACK_PHOTO },
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
 * Homework for every started session of the demo student's classes (single, multi, two fill-blanks sharing
 * number 3, an image question last). In each class the first session's homework is already submitted, marked
 * and has the tutor's feedback and score; the others are not submitted (the latest is open for a week after
 * the session). Idempotent: sessions that already have homework are left alone.
 */
export async function seedHomeworkDemo(db: Database, now: Date = new Date()): Promise<void> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  if (!student) return;
  const [demoTutor] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'tutor'));
  const classes = await db
    .select({ offeringId: offerings.id, tutorId: offerings.tutorId, teacherId: offerings.teacherId })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .where(and(eq(enrolments.userId, student.id), eq(enrolments.status, 'active')))
    .orderBy(asc(offerings.id));
  if (classes.length === 0) return;
  const started = await db
    .select()
    .from(chapters)
    .where(
      and(
        inArray(
          chapters.offeringId,
          classes.map((c) => c.offeringId),
        ),
        lte(chapters.startAt, now),
      ),
    )
    .orderBy(asc(chapters.offeringId), asc(chapters.seq));
  const bound = new Set(
    (await db.select({ chapterId: chapterQuizzes.chapterId }).from(chapterQuizzes)).map((r) => r.chapterId),
  );

  for (const cls of classes) {
    const sessions = started.filter((c) => c.offeringId === cls.offeringId);
    for (const [i, chapter] of sessions.entries()) {
      if (bound.has(chapter.id)) continue;
      const { quizId, questions } = await createQuiz(db, chapter);
      if (i !== 0) continue;
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
        else answers.set(q.id, JSON.stringify({ img: [DEMO_ANSWER_PHOTO], text: '过程见照片', file: [] }));
      }
      const marked = questions.map((q) => {
        const isRight = markAnswer(
          { questionType: q.spec.type, options: q.options, rightAnswer: q.spec.right ?? null },
          answers.get(q.id),
        );
        return { id: q.id, isRight, score: q.spec.score, subjective: isRight === null };
      });
      const auto = autoScore(marked);
      const tutorId = cls.tutorId ?? demoTutor?.id ?? null;
      const [answer] = await db
        .insert(quizAnswers)
        .values({
          quizId,
          userId: student.id,
          chapterId: chapter.id,
          kind: 'homework',
          quizAnswerType: '2',
          endTime: new Date(chapter.endAt.getTime() + DUE_AFTER_MS),
          overTime: submittedAt,
          quizAnswerAutoScore: auto,
          quizAnswerScore: 88,
          replyOver: JSON.stringify({
            text: '解题步骤完整，书写工整！第 3 题第一个空注意运算顺序：先乘除后加减。',
            img: [DEMO_FEEDBACK_PHOTO],
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
