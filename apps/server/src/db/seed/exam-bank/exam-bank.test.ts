import { describe, expect, it } from 'vitest';
import { EXAM_QUESTION_TYPE, markQuestion, possibleOf, type ExamAnswer, type PaperQuestion } from '@salt/domain';
import { DEMO_PAPERS, paperItems, paperQuestions, placementOf, type DemoPaper } from './demo-papers';
import { EXAM_BANK, KNOWLEDGE_POINTS, OPTION_LABELS, bankQuestion, optionKey, toPaperQuestion } from './index';
import type { BankQuestion } from './bank-types';

const T = EXAM_QUESTION_TYPE;

/** The seed's id map, stood in for by a counter. */
const ids = new Map<string, number>();
const idOf = (key: string) => {
  if (!ids.has(key)) ids.set(key, ids.size + 1);
  return ids.get(key)!;
};

const ALL: BankQuestion[] = EXAM_BANK.flatMap((q) => [q, ...(q.children ?? [])]);
const of = (subject: string, grade: string) => EXAM_BANK.filter((q) => q.subject === subject && q.grade === grade);
const blanksIn = (stem: string) => stem.split('____').length - 1;

/** The pupil's answer that should earn full points. */
function rightAnswer(q: BankQuestion): ExamAnswer {
  const rightIds = (q.options ?? []).filter((o) => o.isRight).map((o) => String(idOf(optionKey(q.key, o.label))));
  switch (q.type) {
    case T.single:
      return rightIds[0];
    case T.multiple:
      return [...rightIds].reverse(); // order-free
    case T.fillIn:
      return (q.blanks ?? []).map((b) => b[0]!);
    case T.trueFalse:
      return q.isTrue ? '对' : '错';
  }
  return null;
}

function mark(q: BankQuestion, answer: ExamAnswer) {
  const paper = toPaperQuestion(q, idOf);
  return markQuestion(paper, new Map([[paper.id, answer]]));
}

describe('exam bank: counts', () => {
  it('meets the numbers per subject and grade', () => {
    expect(of('2', '7').length).toBeGreaterThanOrEqual(80);
    expect(of('2', '8').length).toBeGreaterThanOrEqual(90);
    expect(of('4', '8').length).toBeGreaterThanOrEqual(50);
    expect(of('3', '7').length + of('3', '8').length).toBeGreaterThanOrEqual(60);
    expect(of('1', '7').length).toBeGreaterThanOrEqual(40);
    expect(EXAM_BANK.length).toBeGreaterThanOrEqual(320);
    expect(EXAM_BANK.every((q) => KNOWLEDGE_POINTS[`${q.subject}-${q.grade}`])).toBe(true);
  });

  it.each([['1'], ['2'], ['3'], ['4']])('subject %s has every question type and mixed difficulty', (subject) => {
    const qs = EXAM_BANK.filter((q) => q.subject === subject);
    expect(new Set(qs.map((q) => q.type))).toEqual(new Set(Object.values(T)));
    for (const grade of new Set(qs.map((q) => q.grade))) {
      const own = qs.filter((q) => q.grade === grade);
      expect(new Set(own.map((q) => q.difficulty)).size, `${subject}-${grade}`).toBeGreaterThanOrEqual(3);
      expect(new Set(own.map((q) => q.type)).size, `${subject}-${grade}`).toBeGreaterThanOrEqual(5);
    }
  });

  it('English: grammar choice, word fill-ins, true/false reading, 6+ reading passages, 4+ listening passages', () => {
    const english = EXAM_BANK.filter((q) => q.subject === '3');
    const reading = english.filter((q) => q.type === T.combined && !q.listening);
    const listening = english.filter((q) => q.listening);
    expect(english.filter((q) => q.type === T.single).length).toBeGreaterThanOrEqual(20);
    expect(english.filter((q) => q.type === T.fillIn).length).toBeGreaterThanOrEqual(8);
    expect(reading.length).toBeGreaterThanOrEqual(6);
    for (const r of reading) {
      expect(r.children!.length, r.key).toBeGreaterThanOrEqual(3);
      expect(r.children!.length, r.key).toBeLessThanOrEqual(5);
    }
    expect(reading.filter((r) => r.children!.some((c) => c.type === T.trueFalse)).length).toBeGreaterThanOrEqual(4);
    expect(listening.length).toBeGreaterThanOrEqual(4);
    for (const l of listening) {
      expect(l.type, l.key).toBe(T.combined);
      expect(l.children!.length, l.key).toBe(3);
      expect(l.listening!.playLimit, l.key).toBeGreaterThanOrEqual(1);
      expect(l.listening!.script.length, l.key).toBeGreaterThanOrEqual(3);
      // espeak-ng reads plain English: no Chinese in the script.
      for (const line of l.listening!.script) expect(line.text, l.key).toMatch(/^[\x20-\x7E’]+$/);
    }
  });

  it('Chinese: 字词, 默写 with alternatives, 文言文 as combined, 病句, a few 朗读', () => {
    const chinese = of('1', '7');
    const has = (point: string) => chinese.filter((q) => q.knowledgePoints.includes(point));
    expect(has('字音字形').length).toBeGreaterThanOrEqual(3);
    expect(has('古诗文默写').filter((q) => q.type === T.fillIn).length).toBeGreaterThanOrEqual(10);
    expect(has('古诗文默写').some((q) => q.blanks!.some((b) => b.length > 1))).toBe(true);
    expect(has('文言文阅读').filter((q) => q.type === T.combined).length).toBeGreaterThanOrEqual(3);
    expect(has('病句辨析').length).toBeGreaterThanOrEqual(3);
    expect(chinese.filter((q) => q.type === T.oral).length).toBeGreaterThanOrEqual(3);
  });
});

describe('exam bank: every question is well formed', () => {
  it('keys are unique, sub-question keys hang under their parent', () => {
    expect(new Set(ALL.map((q) => q.key)).size).toBe(ALL.length);
    for (const q of EXAM_BANK) for (const c of q.children ?? []) expect(c.key.startsWith(`${q.key}-`)).toBe(true);
  });

  it.each(ALL.map((q) => [q.key, q] as const))('%s', (_key, q) => {
    const points = KNOWLEDGE_POINTS[`${q.subject}-${q.grade}`]!;
    expect(q.knowledgePoints.length).toBeGreaterThanOrEqual(1);
    expect(q.knowledgePoints.length).toBeLessThanOrEqual(2);
    for (const p of q.knowledgePoints) expect(points).toContain(p);
    expect(Number.isInteger(q.difficulty) && q.difficulty >= 1 && q.difficulty <= 5).toBe(true);
    expect(q.stem.trim()).not.toBe('');
    expect(q.analysis.trim().length).toBeGreaterThan(4);
    expect(q.score).toBeGreaterThan(0);
    if (q.type === T.single || q.type === T.multiple) {
      expect(q.options!.map((o) => o.label)).toEqual(OPTION_LABELS);
      expect(new Set(q.options!.map((o) => o.text.trim())).size).toBe(4);
      const right = q.options!.filter((o) => o.isRight).length;
      if (q.type === T.single) expect(right).toBe(1);
      else expect(right).toBeGreaterThanOrEqual(2);
    } else expect(q.options).toBeUndefined();
    if (q.type === T.fillIn) {
      expect(q.blanks!.length).toBeGreaterThanOrEqual(1);
      expect(blanksIn(q.stem)).toBe(q.blanks!.length);
      for (const b of q.blanks!) expect(b.length > 0 && b.every((a) => a.trim() !== '')).toBe(true);
    }
    if (q.type === T.trueFalse) expect(typeof q.isTrue).toBe('boolean');
    if (q.type === T.oral) expect(q.reference?.trim()).toBeTruthy();
    if (q.type === T.combined) {
      expect(q.children!.length).toBeGreaterThanOrEqual(2);
      expect(q.children!.every((c) => c.type !== T.combined)).toBe(true);
      expect(q.score).toBe(q.children!.reduce((s, c) => s + c.score, 0));
    }
  });
});

describe('exam bank: the right answer marks right, a wrong one wrong', () => {
  const objective = ALL.filter((q) => q.type !== T.combined && q.type !== T.oral);

  it.each(objective.map((q) => [q.key, q] as const))('%s', (_key, q) => {
    const right = mark(q, rightAnswer(q));
    expect(right.verdict).toBe('right');
    expect(right.earned).toBe(q.score);
    if (q.type === T.single) {
      const wrong = q.options!.find((o) => !o.isRight)!;
      expect(mark(q, String(idOf(optionKey(q.key, wrong.label)))).verdict).toBe('wrong');
    }
    if (q.type === T.multiple) {
      const [first] = q.options!.filter((o) => o.isRight);
      const wrong = q.options!.find((o) => !o.isRight);
      // One right option only is not enough (all or nothing by default); any wrong option spoils it.
      expect(mark(q, String(idOf(optionKey(q.key, first!.label)))).verdict).toBe('wrong');
      if (wrong) {
        const all = q.options!.filter((o) => o.isRight).map((o) => String(idOf(optionKey(q.key, o.label))));
        expect(mark(q, [...all, String(idOf(optionKey(q.key, wrong.label)))]).verdict).toBe('wrong');
      }
    }
    if (q.type === T.fillIn) {
      // Every accepted alternative of every blank is accepted on its own.
      q.blanks!.forEach((accepted, i) => {
        for (const alternative of accepted) {
          const answer = q.blanks!.map((b, j) => (j === i ? alternative : b[0]!));
          expect(mark(q, answer).verdict, alternative).toBe('right');
        }
      });
      expect(
        mark(
          q,
          q.blanks!.map(() => '不知道'),
        ).verdict,
      ).toBe('wrong');
    }
    if (q.type === T.trueFalse) expect(mark(q, q.isTrue ? 'false' : 'true').verdict).toBe('wrong');
  });

  it('a combined question answered right in every part is right with all its points', () => {
    for (const q of EXAM_BANK.filter((x) => x.type === T.combined)) {
      const paper = toPaperQuestion(q, idOf);
      const answers = new Map(q.children!.map((c) => [idOf(c.key), rightAnswer(c)] as const));
      const m = markQuestion(paper, answers);
      expect(m.verdict, q.key).toBe('right');
      expect(m.earned, q.key).toBe(q.score);
    }
  });

  it('oral questions wait for the teacher', () => {
    const orals = ALL.filter((q) => q.type === T.oral);
    expect(orals.length).toBeGreaterThanOrEqual(6);
    for (const q of orals) expect(mark(q, ['/files/oral/demo.webm']).verdict).toBe('pending');
  });
});

describe('demo papers', () => {
  const byPaper = new Map(DEMO_PAPERS.map((p) => [p.key, p]));
  const questionsOf = (p: DemoPaper) => paperItems(p).map((i) => bankQuestion(i.key));

  it.each(DEMO_PAPERS.map((p) => [p.key, p] as const))('%s: keys exist, points add up, sections titled', (_k, p) => {
    expect(p.title.trim()).not.toBe('');
    expect(p.durationMinutes).toBeGreaterThan(0);
    expect(p.sections.length).toBeGreaterThanOrEqual(1);
    for (const s of p.sections) {
      expect(s.title).toMatch(/^([一二三四五六七八九十]+、)?\S/);
      expect(s.items.length).toBeGreaterThanOrEqual(1);
    }
    const items = paperItems(p);
    expect(new Set(items.map((i) => i.key)).size, 'no question twice').toBe(items.length);
    for (const item of items) {
      const q = bankQuestion(item.key);
      expect(q.subject, item.key).toBe(p.subject);
      expect(q.grade, item.key).toBe(p.grade);
      expect(item.score, item.key).toBeGreaterThan(0);
      if (q.type === T.combined) expect(item.score % q.children!.length, `${item.key} splits evenly`).toBe(0);
    }
    expect(items.reduce((s, i) => s + i.score, 0)).toBe(p.totalScore);
    const marking: PaperQuestion[] = paperQuestions(p, idOf);
    expect(marking.reduce((s, q) => s + possibleOf(q), 0)).toBe(p.totalScore);
  });

  it('has the demo papers the issue asks for', () => {
    const jieke = DEMO_PAPERS.filter((p) => p.kind === 'jieke' && p.subject === '2' && p.grade === '8');
    expect(jieke.map((p) => p.state).sort()).toEqual(['finished', 'open']);
    for (const p of jieke) {
      expect(paperItems(p).length).toBeGreaterThanOrEqual(18);
      expect(paperItems(p).length).toBeLessThanOrEqual(22);
      expect(p.totalScore).toBe(100);
      expect(p.durationMinutes).toBe(90);
    }
    const mocks = DEMO_PAPERS.filter((p) => p.kind === 'mock');
    expect(mocks.map((p) => `${p.subject}-${p.grade}`).sort()).toEqual(['2-8', '3-8']);
    for (const p of mocks) expect(p.totalScore).toBe(100);
    const outdoor = byPaper.get('math8-outdoor')!;
    expect(outdoor.kind).toBe('outdoor');
    expect(new Set(questionsOf(outdoor).flatMap((q) => q.knowledgePoints)).size).toBeGreaterThanOrEqual(6);
    const listening = DEMO_PAPERS.find((p) => p.kind === 'listening')!;
    expect(questionsOf(listening).every((q) => q.listening)).toBe(true);
    expect(questionsOf(listening).length).toBeGreaterThanOrEqual(4);
    // Every question type is in some paper, so the pages meet each of them.
    expect(new Set(DEMO_PAPERS.flatMap(questionsOf).map((q) => q.type))).toEqual(new Set(Object.values(T)));
  });

  it('the placement test has 15 questions and its achievable scores reach all four levels', () => {
    const p = DEMO_PAPERS.find((x) => x.kind === 'placement')!;
    expect(p.subject).toBe('2');
    expect(p.grade).toBe('8');
    const items = paperItems(p);
    expect(items.length).toBe(15);
    // Every score a pupil can get: sums of any subset of the (whole) questions' points.
    let sums = new Set([0]);
    for (const i of items) sums = new Set([...sums, ...[...sums].map((s) => s + i.score)]);
    const levels = new Set([...sums].map((s) => placementOf(p, s)));
    expect([...levels].sort()).toEqual(['1', '2', '3', '4']);
    expect(placementOf(p, 0)).toBe('1');
    expect(placementOf(p, p.totalScore)).toBe('4');
  });
});
