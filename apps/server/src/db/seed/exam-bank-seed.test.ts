import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { markPaper } from '@salt/domain';
import { connectDatabase, type DatabaseHandle } from '../client';
import { examPapers, examQuestionOptions, examQuestions } from '../schema';
import { createTestDatabase } from '../../test/test-app';
import { loadQuestions, toPaperQuestionFromRecord } from '../../modules/exam';
import { EXAM_BANK, optionKey } from './exam-bank';
import { DEMO_PAPERS, paperItems } from './exam-bank/demo-papers';
import { seedExamBank, type ExamBankIds } from './exam-bank-seed';

let database: DatabaseHandle;
let drop: () => Promise<void>;
let first: ExamBankIds;
beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = connectDatabase(created.url, 2);
  first = await seedExamBank(database.db, { voicing: 'speech' });
});
afterAll(async () => {
  await database.close();
  await drop();
});

const count = async (table: typeof examQuestions | typeof examQuestionOptions | typeof examPapers, where?: unknown) =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where as never)
  )[0]!.n;

const ALL = EXAM_BANK.flatMap((q) => [q, ...(q.children ?? [])]);

describe('seedExamBank', () => {
  it('stores the whole typed bank: 378 questions, their sub-questions under them, options A-D, 7 papers', async () => {
    expect(EXAM_BANK.length).toBe(378);
    expect(await count(examQuestions, isNull(examQuestions.parentId))).toBe(EXAM_BANK.length);
    expect(await count(examQuestions, isNotNull(examQuestions.parentId))).toBe(ALL.length - EXAM_BANK.length);
    expect(await count(examQuestionOptions)).toBe(ALL.reduce((s, q) => s + (q.options?.length ?? 0), 0));
    expect(await count(examPapers)).toBe(DEMO_PAPERS.length);
    expect(first.questions.size).toBe(ALL.length);
    expect(first.papers.size).toBe(7);

    const combined = EXAM_BANK.find((q) => q.key === 'e8-201')!;
    const [parent] = await database.db.select().from(examQuestions).where(eq(examQuestions.key, 'e8-201'));
    expect(parent).toMatchObject({ type: '100', parentId: null, scoreTenths: combined.score * 10 });
    expect(parent!.listening).toMatchObject({ playLimit: 2, script: combined.listening!.script });
    expect(parent!.listening!.audioUrl).toMatch(/^\/uploads\/demo\/listening\/e8-201-[0-9a-f]{10}\.mp3$/);
    const record = (await loadQuestions(database.db, [parent!.id])).get(parent!.id)!;
    expect(record.children.map((c) => c.key)).toEqual(['e8-201-1', 'e8-201-2', 'e8-201-3']);
    expect(record.children[1]!.options.map((o) => o.label)).toEqual(['A', 'B', 'C', 'D']);
    expect(first.options.get(optionKey('e8-201-2', 'C'))).toBe(record.children[1]!.options[2]!.id);
  });

  it('writes each paper with question ids and points in tenths; the right answers mark full points', async () => {
    for (const p of DEMO_PAPERS) {
      const [row] = await database.db.select().from(examPapers).where(eq(examPapers.key, p.key));
      expect(row).toMatchObject({
        title: p.title,
        durationSeconds: p.durationMinutes * 60,
        totalTenths: p.totalScore * 10,
      });
      const items = row!.sections.flatMap((s) => s.items);
      expect(items).toEqual(
        paperItems(p).map((i) => ({ questionId: first.questions.get(i.key), scoreTenths: i.score * 10 })),
      );
      expect(row!.sections.map((s) => s.title)).toEqual(p.sections.map((s) => s.title));
      expect(row!.levels === null).toBe(p.levels === undefined);

      // Loaded back and marked with every right answer, the paper is worth its total.
      const records = await loadQuestions(
        database.db,
        items.map((i) => i.questionId),
      );
      const questions = items.map((i) => toPaperQuestionFromRecord(records.get(i.questionId)!, i.scoreTenths));
      const answers = new Map<number, string | string[]>();
      for (const r of [...records.values()].flatMap((q) => [q, ...q.children])) {
        const right = r.options.filter((o) => o.isRight).map((o) => String(o.id));
        if (r.type === '0') answers.set(r.id, right[0]!);
        if (r.type === '1') answers.set(r.id, right);
        if (r.type === '3')
          answers.set(
            r.id,
            r.blanks!.map((b) => b[0]!),
          );
        if (r.type === '4') answers.set(r.id, r.isTrue ? 'true' : 'false');
        if (r.type === '2') answers.set(r.id, ['/uploads/oral/demo.webm']);
      }
      const result = markPaper(questions, answers);
      expect(result.possible, p.key).toBe(p.totalScore);
      expect(result.earned + result.pendingPoints, p.key).toBe(p.totalScore);
    }
  });

  it('a second run keeps every id, restores edited text and leaves unchanged rows alone', async () => {
    const [before] = await database.db.select().from(examQuestions).where(eq(examQuestions.key, 'm8-101'));
    const [untouched] = await database.db.select().from(examQuestions).where(eq(examQuestions.key, 'm8-104'));
    await database.db.update(examQuestions).set({ stem: '被人改过的题干' }).where(eq(examQuestions.key, 'm8-101'));
    await database.db
      .update(examQuestionOptions)
      .set({ text: '改过' })
      .where(eq(examQuestionOptions.id, first.options.get(optionKey('m8-101', 'A'))!));
    await database.db.update(examPapers).set({ title: '改过' }).where(eq(examPapers.key, 'math8-mock'));

    const second = await seedExamBank(database.db, { voicing: 'speech' });
    expect(second.questions).toEqual(first.questions);
    expect(second.options).toEqual(first.options);
    expect(second.papers).toEqual(first.papers);
    expect(await count(examQuestions)).toBe(ALL.length);
    expect(await count(examPapers)).toBe(7);

    const [after] = await database.db.select().from(examQuestions).where(eq(examQuestions.key, 'm8-101'));
    expect(after!.stem).toBe(before!.stem);
    expect(after!.id).toBe(before!.id);
    const [option] = await database.db
      .select()
      .from(examQuestionOptions)
      .where(eq(examQuestionOptions.id, first.options.get(optionKey('m8-101', 'A'))!));
    expect(option!.text).toBe(EXAM_BANK.find((q) => q.key === 'm8-101')!.options![0]!.text);
    const [paper] = await database.db.select().from(examPapers).where(eq(examPapers.key, 'math8-mock'));
    expect(paper!.title).toBe(DEMO_PAPERS.find((p) => p.key === 'math8-mock')!.title);
    const [same] = await database.db.select().from(examQuestions).where(eq(examQuestions.key, 'm8-104'));
    expect(same!.updatedAt).toEqual(untouched!.updatedAt);
  });

  it('without espeak-ng the listening questions point at the tone stand-in, same ids', async () => {
    const tone = await seedExamBank(database.db, { voicing: 'tone' });
    expect(tone.questions).toEqual(first.questions);
    const listening = await database.db.select().from(examQuestions).where(isNotNull(examQuestions.listening));
    expect(listening.map((q) => q.key).sort()).toEqual(['e7-030', 'e8-201', 'e8-202', 'e8-203', 'e8-204']);
    for (const q of listening) expect(q.listening!.audioUrl).toMatch(new RegExp(`/${q.key}-[0-9a-f]{10}-tone\\.mp3$`));
  });
});
