import type { TermKind } from '@salt/domain';
import type { NewSku } from '../../modules/shop-catalogue';
import type { ClassPlan } from './demo-class-plans';
import type { Volume } from './demo-syllabus';
import { volumeOf } from './demo-syllabus';

/** The shape of the demo goods (shop-demo-goods*.ts) and the helpers that write their plans briefly. */

export interface DemoSku extends Omit<NewSku, 'class' | 'sort' | 'name'> {
  /** '基础班（{when}）': {when} becomes the schedule's words, e.g. '周日晚', '每天下午'. */
  name: string;
  /** When the class meets; absent for materials (no class). */
  plan?: ClassPlan;
  /** Its own topics (a trial lesson); default the goods'. */
  topics?: string[];
}

export interface DemoGoods {
  /** '{term}' becomes the term kind of the goods' classes ('秋季'). */
  title: string | ((kind: TermKind) => string);
  subtitle: string;
  subject: string;
  grade: string;
  deptValue?: string | null;
  tags: string[];
  teachers: string[];
  tutors: string[];
  recommended?: boolean;
  onSale?: boolean;
  highlights: string[];
  audience: string;
  /** A closing line of 课程安排 (materials posted, a kit, ...). */
  note?: string;
  topics: string[] | ((kind: TermKind) => string[]);
  skus: DemoSku[];
}

export const weekly = (
  term: number,
  weekdays: (0 | 1 | 2 | 3 | 4 | 5 | 6)[],
  startTime: string,
  endTime: string,
  lessons: number,
): ClassPlan => ({ layout: 'weekly', term, weekdays, startTime, endTime, lessons });
export const daily = (term: number, startTime: string, endTime: string, lessons: number, fromDay = 0): ClassPlan => ({
  layout: 'daily',
  term,
  startTime,
  endTime,
  lessons,
  fromDay,
});
export const byVolume =
  (book: Record<Volume, string[]>, count?: number) =>
  (kind: TermKind): string[] =>
    book[volumeOf(kind)].slice(0, count);
