/**
 * The demo homework of one session topic, in the demo's fixed shape: 1 a single choice, 2 a multiple choice,
 * 3 two fill-blanks sharing the number, 4 a photo question last (15 + 15 + 15 + 15 + 40 points, the photo marked
 * by the tutor). Written tersely; demo-homework-seed turns it into quiz rows.
 */
export interface TopicHomework {
  /** [title, options, index of the right option] */
  single: [string, string[], number];
  /** [title, options, indexes of the right options] */
  multi: [string, string[], number[]];
  /** [title with ____, right answer (alternatives separated by |), a typical wrong answer] */
  blanks: [Blank, Blank];
  /** [title, the worked solution a pupil would write] */
  photo: [string, string];
}
export type Blank = [string, string, string?];

export const HOMEWORK_POINTS = { single: 15, multi: 15, blank: 15, photo: 40 } as const;

/** Topic banks by `${subject}-${grade}` (dictionary values), then by topic as the syllabus names it. */
export type HomeworkBank = Record<string, TopicHomework>;
