import type { Database } from '../db/client';
import { chapterQuizzes, quizOptions, quizQuestions, quizSections, quizzes } from '../db/schema';

export interface HomeworkFixture {
  quizId: number;
  single: { id: number; right: number; wrong: number };
  multi: { id: number; right: number[]; wrong: number };
  blanks: { id: number; right: string }[];
  image: { id: number };
}

/**
 * A homework quiz bound to a session: a single choice (10 points), a multi-select (10), two fill-blanks sharing
 * number 3 (10 each) and an image question last (60, marked by the tutor).
 */
export async function homeworkQuizFactory(db: Database, chapterId: number | null): Promise<HomeworkFixture> {
  const [quiz] = await db
    .insert(quizzes)
    .values({
      title: '课后作业',
      analysis: JSON.stringify({ files: [{ fileName: '解析.pdf', fileType: 'pdf', url: '/uploads/analysis.pdf' }] }),
    })
    .returning();
  const [section] = await db.insert(quizSections).values({ quizId: quiz!.id, seq: 1, title: '作业' }).returning();
  const q = async (seq: number, questionType: string, questionNumber: string, score: number, rightAnswer?: string) =>
    (
      await db
        .insert(quizQuestions)
        .values({
          quizId: quiz!.id,
          sectionId: section!.id,
          seq,
          questionType,
          questionNumber,
          title: `第${questionNumber}题`,
          score,
          rightAnswer: rightAnswer ?? null,
        })
        .returning()
    )[0]!;
  const opts = async (questionId: number, rights: boolean[]) =>
    (
      await db
        .insert(quizOptions)
        .values(rights.map((r, i) => ({ questionId, seq: i + 1, optionTitle: `选项${'ABCD'[i]}`, optionIsRight: r })))
        .returning()
    ).map((o) => o.id);
  const single = await q(1, 'single_select', '1', 10);
  const [sRight, sWrong] = await opts(single.id, [true, false]);
  const multi = await q(2, 'multi_select', '2', 10);
  const [m1, m2, m3] = await opts(multi.id, [true, false, true]);
  const b1 = await q(3, 'fill_blank', '3', 10, 'Paris');
  const b2 = await q(4, 'fill_blank', '3', 10, '42');
  const image = await q(5, 'image_question', '4', 60);
  if (chapterId !== null) await db.insert(chapterQuizzes).values({ chapterId, quizId: quiz!.id });
  return {
    quizId: quiz!.id,
    single: { id: single.id, right: sRight!, wrong: sWrong! },
    multi: { id: multi.id, right: [m1!, m3!], wrong: m2! },
    blanks: [
      { id: b1.id, right: 'Paris' },
      { id: b2.id, right: '42' },
    ],
    image: { id: image.id },
  };
}
