import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizOptions, quizQuestions, quizSections, quizzes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { homeworkQuizFactory } from '../../test/homework-factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { homeworkQuizSource, loadQuiz } from './quiz-loader';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('loadQuiz (one query)', () => {
  it('orders sections by seq, questions by section then seq, options by seq, whatever the insert order', async () => {
    const db = t.ctx.db;
    const [quiz] = await db.insert(quizzes).values({ title: '期中测验', kind: 'exam', totalScore: 100 }).returning();
    // Section 2 is inserted first, questions out of order, options in reverse.
    const [second] = await db.insert(quizSections).values({ quizId: quiz!.id, seq: 2, title: '二、填空' }).returning();
    const [first] = await db.insert(quizSections).values({ quizId: quiz!.id, seq: 1, title: '一、选择' }).returning();
    const question = async (sectionId: number, seq: number, title: string, questionType = '0') =>
      (
        await db
          .insert(quizQuestions)
          .values({ quizId: quiz!.id, sectionId, seq, questionType, questionNumber: String(seq), title, score: 10 })
          .returning()
      )[0]!;
    const fill = await question(second!.id, 1, '填空一', '3');
    const choiceB = await question(first!.id, 2, '选择二');
    const choiceA = await question(first!.id, 1, '选择一');
    await db.insert(quizOptions).values([
      { questionId: choiceA.id, seq: 2, optionTitle: 'B', optionIsRight: false },
      { questionId: choiceA.id, seq: 1, optionTitle: 'A', optionIsRight: true },
    ]);

    const loaded = await loadQuiz(db, quiz!.id);
    expect(loaded).toMatchObject({ id: quiz!.id, title: '期中测验', totalScore: 100, analysis: null });
    expect(loaded!.sections).toEqual([
      { id: first!.id, title: '一、选择' },
      { id: second!.id, title: '二、填空' },
    ]);
    expect(loaded!.questions.map((q) => q.id)).toEqual([choiceA.id, choiceB.id, fill.id]);
    expect(loaded!.questions[0]!.options.map((o) => [o.optionTitle, o.optionIsRight])).toEqual([
      ['A', true],
      ['B', false],
    ]);
    expect(loaded!.questions[1]!.options).toEqual([]);
    expect(loaded!.questions[2]).toMatchObject({ questionType: '3', rightAnswer: null, sectionId: second!.id });
  });

  it('answers null for an unknown quiz, and the homework fixture as the old loader did', async () => {
    expect(await loadQuiz(t.ctx.db, 99_999_999)).toBeNull();
    const hw = await homeworkQuizFactory(t.ctx.db, null);
    const loaded = (await loadQuiz(t.ctx.db, hw.quizId))!;
    expect(loaded.questions.map((q) => q.questionType)).toEqual([
      'single_select',
      'multi_select',
      'fill_blank',
      'fill_blank',
      'image_question',
    ]);
    expect(loaded.questions[2]!.rightAnswer).toBe('Paris');
    expect(loaded.questions[1]!.options.filter((o) => o.optionIsRight).map((o) => o.optionId)).toEqual(hw.multi.right);
    // Inside a transaction (saving answers) the same query runs unnamed on the transaction's connection.
    const inTx = await t.ctx.db.transaction((tx) => loadQuiz(tx, hw.quizId));
    expect(inTx).toEqual(loaded);
  });

  it('homeworkQuizSource shares a session quiz for its ttl; 0 reads every time', async () => {
    const { sku, spu } = await skuFactory(t.ctx.db);
    const { chapters } = await offeringFactory(t.ctx.db, { skuId: sku.id, spuId: spu.id });
    const chapterId = chapters[0]!.id;
    const hw = await homeworkQuizFactory(t.ctx.db, chapterId);
    const cached = homeworkQuizSource(t.ctx.db, 60_000);
    const uncached = homeworkQuizSource(t.ctx.db, 0);
    expect((await cached(chapterId))!.title).toBe('课后作业');
    await t.database.pool.query('update quiz_quiz set title = $1 where id = $2', ['改过的标题', hw.quizId]);
    expect((await cached(chapterId))!.title).toBe('课后作业');
    expect((await uncached(chapterId))!.title).toBe('改过的标题');
    expect(await uncached(99_999_999)).toBeNull();
  });
});
