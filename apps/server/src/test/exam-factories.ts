import type { Database } from '../db/client';
import { examPapers, examQuestionOptions, examQuestions, exams } from '../db/schema';

let seq = 0;
const LABELS = ['A', 'B', 'C', 'D'];

interface QuestionInput {
  type: '0' | '1' | '2' | '3' | '4' | '100';
  stem?: string;
  subject?: string;
  grade?: string;
  scoreTenths?: number;
  knowledgePoints?: string[];
  /** Choice questions: which of A-D are right. */
  rights?: boolean[];
  blanks?: string[][];
  isTrue?: boolean;
  reference?: string;
  listening?: { audioUrl: string; playLimit: number; script: { speaker: string; text: string }[] };
  parentId?: number;
  seq?: number;
  inBank?: boolean;
  difficulty?: number;
}

/** One question (with A-D options for choice questions); answers its id and option ids by label. */
export async function questionFactory(db: Database, q: QuestionInput) {
  seq += 1;
  const [row] = await db
    .insert(examQuestions)
    .values({
      key: `t-${process.pid}-${seq}`,
      parentId: q.parentId ?? null,
      seq: q.seq ?? 0,
      subject: q.subject ?? '2',
      grade: q.grade ?? '8',
      type: q.type,
      stem: q.stem ?? `第${seq}题题干`,
      blanks: q.blanks ?? null,
      isTrue: q.isTrue ?? null,
      reference: q.reference ?? null,
      scoreTenths: q.scoreTenths ?? 30,
      difficulty: q.difficulty ?? 2,
      knowledgePoints: q.knowledgePoints ?? ['一次函数'],
      analysis: `第${seq}题解析`,
      listening: q.listening ?? null,
      inBank: q.inBank ?? true,
    })
    .returning();
  const options: Record<string, number> = {};
  if (q.rights) {
    const rows = await db
      .insert(examQuestionOptions)
      .values(
        q.rights.map((isRight, i) => ({ questionId: row!.id, label: LABELS[i]!, text: `选项${LABELS[i]}`, isRight })),
      )
      .returning();
    for (const o of rows) options[o.label] = o.id;
  }
  return { id: row!.id, options };
}

export type PaperFixture = Awaited<ReturnType<typeof examPaperFactory>>;

/**
 * A paper with every question type: 1 single (4 points, B right), 2 multiple (5, A and C), 3 fill-in with two
 * blanks (4), 4 true/false (2, true), 5 oral (10, marked by a teacher), 6 a listening passage (played at most
 * twice) with a single choice (A right) and a true/false (false) as parts, 6 points split 3 + 3. Total 31.
 */
export async function examPaperFactory(db: Database, o: { durationSeconds?: number; multiPartial?: boolean } = {}) {
  const single = await questionFactory(db, {
    type: '0',
    rights: [false, true, false, false],
    knowledgePoints: ['勾股定理'],
  });
  const multiple = await questionFactory(db, {
    type: '1',
    rights: [true, false, true, false],
    knowledgePoints: ['一次函数'],
  });
  const fill = await questionFactory(db, {
    type: '3',
    blanks: [['3'], ['x', 'X']],
    knowledgePoints: ['一次函数', '方程'],
  });
  const judge = await questionFactory(db, { type: '4', isTrue: true, knowledgePoints: ['方程'] });
  const oral = await questionFactory(db, { type: '2', reference: '朗读课文第一段', knowledgePoints: ['朗读'] });
  const listening = await questionFactory(db, {
    type: '100',
    knowledgePoints: ['听力'],
    listening: {
      audioUrl: '/uploads/demo/listening/t.mp3',
      playLimit: 2,
      script: [
        { speaker: 'man', text: 'Where are you going?' },
        { speaker: 'woman', text: 'To the library.' },
      ],
    },
  });
  const part1 = await questionFactory(db, {
    type: '0',
    parentId: listening.id,
    seq: 1,
    rights: [true, false, false, false],
    knowledgePoints: ['听力'],
  });
  const part2 = await questionFactory(db, {
    type: '4',
    parentId: listening.id,
    seq: 2,
    isTrue: false,
    knowledgePoints: ['听力'],
  });
  const [paper] = await db
    .insert(examPapers)
    .values({
      key: `paper-${process.pid}-${++seq}`,
      title: '测试试卷',
      subject: '2',
      grade: '8',
      durationSeconds: o.durationSeconds ?? 3600,
      totalTenths: 310,
      sections: [
        {
          title: '一、客观题',
          items: [
            { questionId: single.id, scoreTenths: 40 },
            { questionId: multiple.id, scoreTenths: 50 },
            { questionId: fill.id, scoreTenths: 40 },
            { questionId: judge.id, scoreTenths: 20 },
          ],
        },
        {
          title: '二、口语与听力',
          items: [
            { questionId: oral.id, scoreTenths: 100 },
            { questionId: listening.id, scoreTenths: 60 },
          ],
        },
      ],
      levels: null,
    })
    .returning();
  return { paperId: paper!.id, single, multiple, fill, judge, oral, listening, part1, part2 };
}

/** An exam of a paper: open from an hour ago for a day unless told. */
export async function examFactory(
  db: Database,
  o: {
    paperId: number;
    kind?: 'jieke' | 'mock' | 'outdoor' | 'placement' | 'listening' | 'ai';
    offeringId?: number | null;
    opensAt?: Date | null;
    closesAt?: Date | null;
    maxAttempts?: number | null;
    now?: Date;
    title?: string;
    subject?: string;
    grade?: string;
  },
) {
  const now = o.now ?? new Date();
  const [exam] = await db
    .insert(exams)
    .values({
      paperId: o.paperId,
      kind: o.kind ?? 'jieke',
      title: o.title ?? '测试考试',
      subject: o.subject ?? '2',
      grade: o.grade ?? '8',
      offeringId: o.offeringId ?? null,
      opensAt: o.opensAt === undefined ? new Date(now.getTime() - 3600_000) : o.opensAt,
      closesAt: o.closesAt === undefined ? new Date(now.getTime() + 24 * 3600_000) : o.closesAt,
      maxAttempts: o.maxAttempts === undefined ? 1 : o.maxAttempts,
    })
    .returning();
  return exam!;
}

/** Practice-bank single-choice questions of a subject and grade spread over knowledge points (A right). */
export async function bankFactory(
  db: Database,
  o: { subject: string; grade: string; points: string[]; perPoint: number },
) {
  const ids: number[] = [];
  for (const point of o.points)
    for (let i = 0; i < o.perPoint; i++)
      ids.push(
        (
          await questionFactory(db, {
            type: '0',
            subject: o.subject,
            grade: o.grade,
            knowledgePoints: [point],
            rights: [true, false, false, false],
          })
        ).id,
      );
  return ids;
}
