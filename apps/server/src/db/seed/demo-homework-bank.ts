import { HOMEWORK_POINTS, type HomeworkBank, type TopicHomework } from './demo-homework-kit';
import { MATH_7_HOMEWORK } from './demo-homework-math7';
import { MATH_8_HOMEWORK } from './demo-homework-math8';
import { MATH_8B_HOMEWORK } from './demo-homework-math8b';
import { PHYSICS_8_HOMEWORK } from './demo-homework-physics8';

/** The demo's homework by subject and grade (dictionary values), then by session topic. */
const BANKS: Record<string, HomeworkBank> = {
  '2-7': MATH_7_HOMEWORK,
  '2-8': { ...MATH_8_HOMEWORK, ...MATH_8B_HOMEWORK },
  '4-8': PHYSICS_8_HOMEWORK,
};

/** A question as the seed writes it. */
export interface QuestionSpec {
  type: 'single_select' | 'multi_select' | 'fill_blank' | 'image_question';
  number: string;
  title: string;
  score: number;
  options?: [string, boolean][];
  /** Fill-blanks: the right answer, alternatives separated by '|'. */
  right?: string;
  /** Fill-blanks: a typical wrong answer (the demo student's mistakes). */
  wrong?: string;
  /** Photo questions: the worked solution. */
  worked?: string;
}

/** '第3讲 三角形的内角与外角' -> '三角形的内角与外角' */
export const topicOfTitle = (title: string) => title.replace(/^第\d+讲\s*/, '');

export function topicHomework(subject: string, grade: string, topic: string): TopicHomework | null {
  return BANKS[`${subject}-${grade}`]?.[topic] ?? null;
}

function specsOf(h: TopicHomework): QuestionSpec[] {
  const [sTitle, sOptions, sRight] = h.single;
  const [mTitle, mOptions, mRight] = h.multi;
  return [
    {
      type: 'single_select',
      number: '1',
      title: sTitle,
      score: HOMEWORK_POINTS.single,
      options: sOptions.map((o, i) => [o, i === sRight]),
    },
    {
      type: 'multi_select',
      number: '2',
      title: mTitle,
      score: HOMEWORK_POINTS.multi,
      options: mOptions.map((o, i) => [o, mRight.includes(i)]),
    },
    ...h.blanks.map(([title, right, wrong]) => ({
      type: 'fill_blank' as const,
      number: '3',
      title,
      score: HOMEWORK_POINTS.blank,
      right,
      wrong,
    })),
    { type: 'image_question', number: '4', title: h.photo[0], score: HOMEWORK_POINTS.photo, worked: h.photo[1] },
  ];
}

/**
 * The questions of a session's homework: the topic's own (single, multi, two blanks, a photo), or for a topic
 * the bank does not cover, the exercises of that lesson's handout to photograph, as tutors set them.
 */
export function quizSpecOf(subject: string, grade: string, topic: string): QuestionSpec[] {
  const authored = topicHomework(subject, grade, topic);
  if (authored) return specsOf(authored);
  return [
    {
      type: 'image_question',
      number: '1',
      title: `完成讲义中《${topic}》的课后练习，写出完整过程，拍照上传。`,
      score: 100,
    },
  ];
}
