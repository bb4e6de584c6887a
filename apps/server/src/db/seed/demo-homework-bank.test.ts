import { describe, expect, it } from 'vitest';
import { markAnswer } from '@salt/domain';
import { quizSpecOf, topicHomework } from './demo-homework-bank';
import { MATH_7, MATH_8, PHYSICS_8 } from './demo-syllabus';

/** The syllabi whose every session has homework written for it (the others fall back to the handout). */
const AUTHORED: [string, string, string[]][] = [
  ['2', '7', MATH_7.上],
  ['2', '8', MATH_8.上],
  ['2', '8', MATH_8.下],
  ['4', '8', PHYSICS_8.上.slice(0, 8)],
];

describe('demo homework bank', () => {
  it.each(AUTHORED)('subject %s grade %s: every topic has its own, well-formed homework', (subject, grade, topics) => {
    const firstQuestions = new Set<string>();
    for (const topic of topics) {
      const h = topicHomework(subject, grade, topic);
      expect(h, `homework for ${topic}`).not.toBeNull();
      firstQuestions.add(h!.single[0]);
      const [, sOptions, sRight] = h!.single;
      expect(sOptions.length, topic).toBeGreaterThanOrEqual(3);
      expect(sRight, topic).toBeLessThan(sOptions.length);
      const [, mOptions, mRight] = h!.multi;
      expect(mRight.length, topic).toBeGreaterThanOrEqual(2);
      expect(Math.max(...mRight), topic).toBeLessThan(mOptions.length);
      for (const [title, right, wrong] of h!.blanks) {
        expect(title, topic).toContain('____');
        expect(right.trim(), topic).not.toBe('');
        // The demo student's typical mistake is marked wrong, the first alternative right.
        const blank = { questionType: 'fill_blank', options: [], rightAnswer: right };
        if (wrong) expect(markAnswer(blank, wrong), `${topic}: ${wrong}`).toBe(false);
        expect(markAnswer(blank, right.split('|')[0]!), topic).toBe(true);
      }
      expect(quizSpecOf(subject, grade, topic).map((q) => q.type)).toEqual([
        'single_select',
        'multi_select',
        'fill_blank',
        'fill_blank',
        'image_question',
      ]);
    }
    expect(firstQuestions.size, 'no two sessions share a homework').toBe(topics.length);
  });

  it('a topic without written homework gets its handout exercises to photograph', () => {
    expect(quizSpecOf('7', '8', '三大改造')).toEqual([
      expect.objectContaining({ type: 'image_question', title: expect.stringContaining('《三大改造》') }),
    ]);
  });
});
