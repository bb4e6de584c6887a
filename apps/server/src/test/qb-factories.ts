import type { Database } from '../db/client';
import { examQuestionOptions, examQuestions } from '../db/schema';

let seq = 0;

export interface QbFixture {
  subject: string;
  grade: string;
  single: { id: number; right: number; wrong: number };
  multiple: { id: number; right: number[]; wrong: number };
  fill: { id: number; accepted: string[][] };
  judge: { id: number; isTrue: boolean };
  oral: { id: number };
  combined: { id: number; parts: { id: number; right: number; wrong: number }[] };
  /** A sub-question id (not practised on its own) and a question kept out of the bank. */
  subId: number;
  paperOnly: { id: number };
}

/**
 * A small practice bank in its own grade (so tests do not meet each other's questions): one question of each type,
 * a listening passage with two single-choice parts, and a paper-only question. Knowledge points: 'A点' on the
 * choice questions, 'B点' on the rest.
 */
export async function qbFactory(db: Database, opts: { subject?: string; grade?: string } = {}): Promise<QbFixture> {
  const n = ++seq;
  const subject = opts.subject ?? '2';
  const grade = opts.grade ?? String(10 + (n % 90));
  const key = (k: string) => `t${process.pid % 1000}-${n}-${k}`;
  const question = async (values: Partial<typeof examQuestions.$inferInsert> & { key: string; type: string }) =>
    (
      await db
        .insert(examQuestions)
        .values({
          subject,
          grade,
          stem: `题干 ${values.key}`,
          scoreTenths: 30,
          difficulty: 2,
          knowledgePoints: ['B点'],
          analysis: `解析 ${values.key}`,
          ...values,
          key: key(values.key),
        })
        .returning()
    )[0]!;
  const options = async (questionId: number, rights: string) => {
    const rows = await db
      .insert(examQuestionOptions)
      .values(
        ['A', 'B', 'C', 'D'].map((label) => ({
          questionId,
          label,
          text: `选项${label}`,
          isRight: rights.includes(label),
        })),
      )
      .returning();
    return rows.sort((a, b) => a.label.localeCompare(b.label));
  };

  const single = await question({ key: 'single', type: '0', knowledgePoints: ['A点'] });
  const singleOptions = await options(single.id, 'B');
  const multiple = await question({ key: 'multiple', type: '1', scoreTenths: 40, knowledgePoints: ['A点', 'B点'] });
  const multipleOptions = await options(multiple.id, 'AC');
  const accepted = [['3', '三'], ['x+1']];
  const fill = await question({ key: 'fill', type: '3', stem: '____ 和 ____', blanks: accepted, scoreTenths: 40 });
  const judge = await question({ key: 'judge', type: '4', isTrue: false, scoreTenths: 20 });
  const oral = await question({ key: 'oral', type: '2', reference: 'Read it aloud.', scoreTenths: 100 });
  const combined = await question({
    key: 'listen',
    type: '100',
    scoreTenths: 40,
    listening: {
      audioUrl: '/uploads/demo/listening/test.mp3',
      playLimit: 2,
      script: [
        { speaker: 'man', text: 'Hello.' },
        { speaker: 'woman', text: 'Hi there.' },
      ],
    },
  });
  const parts = [];
  for (const i of [1, 2]) {
    const part = await question({ key: `listen-${i}`, type: '0', parentId: combined.id, seq: i, scoreTenths: 20 });
    const o = await options(part.id, i === 1 ? 'A' : 'D');
    parts.push({ id: part.id, right: o[i === 1 ? 0 : 3]!.id, wrong: o[1]!.id });
  }
  const paperOnly = await question({ key: 'paper-only', type: '4', isTrue: true, inBank: false });
  return {
    subject,
    grade,
    single: { id: single.id, right: singleOptions[1]!.id, wrong: singleOptions[0]!.id },
    multiple: {
      id: multiple.id,
      right: [multipleOptions[0]!.id, multipleOptions[2]!.id],
      wrong: multipleOptions[1]!.id,
    },
    fill: { id: fill.id, accepted },
    judge: { id: judge.id, isTrue: false },
    oral: { id: oral.id },
    combined: { id: combined.id, parts },
    subId: parts[0]!.id,
    paperOnly: { id: paperOnly.id },
  };
}
