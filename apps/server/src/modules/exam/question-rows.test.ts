import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_QUESTION_TYPE as T, markQuestion } from '@salt/domain';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { examQuestionOptions, examQuestions } from '../../db/schema';
import { createTestDatabase } from '../../test/test-app';
import { loadQuestions, splitTenths, toPaperQuestionFromRecord } from './question-rows';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = connectDatabase(created.url, 2);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const base = { subject: '3', grade: '8', difficulty: 2, knowledgePoints: ['阅读理解'], analysis: '看第二段。' };

async function insertQuestion(values: Partial<typeof examQuestions.$inferInsert> & { key: string; type: string }) {
  const [row] = await database.db
    .insert(examQuestions)
    .values({ ...base, stem: `题干 ${values.key}`, scoreTenths: 20, ...values })
    .returning();
  return row!;
}

describe('loadQuestions', () => {
  it('loads a combined question with its parts in seq order and options by label, whatever the insert order', async () => {
    const parent = await insertQuestion({
      key: 'rows-1',
      type: T.combined,
      scoreTenths: 60,
      listening: { audioUrl: '/uploads/demo/listening/x.mp3', playLimit: 2, script: [{ speaker: 'man', text: 'Hi.' }] },
    });
    // Inserted third, first, second.
    const third = await insertQuestion({
      key: 'rows-1-3',
      type: T.trueFalse,
      parentId: parent.id,
      seq: 3,
      isTrue: true,
    });
    const first = await insertQuestion({ key: 'rows-1-1', type: T.single, parentId: parent.id, seq: 1 });
    const second = await insertQuestion({
      key: 'rows-1-2',
      type: T.fillIn,
      parentId: parent.id,
      seq: 2,
      blanks: [['went', 'had gone']],
    });
    await database.db.insert(examQuestionOptions).values([
      { questionId: first.id, label: 'B', text: 'no', isRight: false },
      { questionId: first.id, label: 'A', text: 'yes', isRight: true },
    ]);
    const single = await insertQuestion({ key: 'rows-2', type: T.single, scoreTenths: 30 });

    const loaded = await loadQuestions(database.db, [parent.id, single.id, 99_999_999]);
    expect([...loaded.keys()]).toEqual([parent.id, single.id]);
    const record = loaded.get(parent.id)!;
    expect(record).toMatchObject({
      key: 'rows-1',
      type: T.combined,
      scoreTenths: 60,
      knowledgePoints: ['阅读理解'],
      listening: { playLimit: 2 },
      blanks: null,
      isTrue: null,
      analysisFiles: [],
    });
    expect(record.children.map((c) => c.id)).toEqual([first.id, second.id, third.id]);
    expect(record.children[0]!.options.map((o) => [o.label, o.isRight])).toEqual([
      ['A', true],
      ['B', false],
    ]);
    expect(record.children[1]!.blanks).toEqual([['went', 'had gone']]);
    expect(loaded.get(single.id)!.children).toEqual([]);

    // A sub-question asked for alone comes alone; nothing asked, nothing loaded.
    const alone = await loadQuestions(database.db, [second.id]);
    expect(alone.get(second.id)).toMatchObject({ key: 'rows-1-2', children: [] });
    expect((await loadQuestions(database.db, [])).size).toBe(0);
  });

  it('turns a record into the marking question: points from tenths, a paper score split over parts', async () => {
    const parent = await insertQuestion({ key: 'rows-3', type: T.combined, scoreTenths: 40 });
    const a = await insertQuestion({ key: 'rows-3-1', type: T.single, parentId: parent.id, seq: 1, scoreTenths: 20 });
    const b = await insertQuestion({ key: 'rows-3-2', type: T.trueFalse, parentId: parent.id, seq: 2, isTrue: false });
    const c = await insertQuestion({ key: 'rows-3-3', type: T.oral, parentId: parent.id, seq: 3, reference: 'Read.' });
    const [right] = await database.db
      .insert(examQuestionOptions)
      .values([
        { questionId: a.id, label: 'A', text: '1', isRight: true },
        { questionId: a.id, label: 'B', text: '2', isRight: false },
      ])
      .returning();
    const record = (await loadQuestions(database.db, [parent.id])).get(parent.id)!;

    const own = toPaperQuestionFromRecord(record);
    expect(own.children!.map((q) => q.score)).toEqual([2, 2, 2]);
    expect(own.children![2]).toMatchObject({ id: c.id, manual: true });

    // The paper gives 10 points: 3.4 + 3.3 + 3.3.
    const onPaper = toPaperQuestionFromRecord(record, 100);
    expect(onPaper.children!.map((q) => q.score)).toEqual([3.4, 3.3, 3.3]);
    const mark = markQuestion(
      onPaper,
      new Map([
        [a.id, String(right!.id)],
        [b.id, 'false'],
      ]),
    );
    expect(mark.children!.map((m) => [m.verdict, m.earned])).toEqual([
      ['right', 3.4],
      ['right', 3.3],
      ['unanswered', 0],
    ]);

    const fill = toPaperQuestionFromRecord({ ...record.children[0]!, type: T.fillIn, blanks: [['x']] }, 45);
    expect(fill).toEqual({ id: a.id, type: T.fillIn, score: 4.5, blanks: [['x']] });
  });

  it('splits tenths so the parts add up', () => {
    expect(splitTenths(100, 3)).toEqual([34, 33, 33]);
    expect(splitTenths(60, 3)).toEqual([20, 20, 20]);
    expect(splitTenths(5, 0)).toEqual([]);
  });
});
