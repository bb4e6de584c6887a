import type { ClassPeriod, DictItem } from '@salt/domain';

/** Terms are free text on goods; these are the four the school sells, in the order of a school year. */
export const TERMS = ['春季', '暑期', '秋季', '寒假'] as const;

/** Grades grouped the way parents think of them (dictionary values '1'-'12'). */
export const GRADE_STAGES = [
  { title: '小学', values: ['1', '2', '3', '4', '5', '6'] },
  { title: '初中', values: ['7', '8', '9'] },
  { title: '高中', values: ['10', '11', '12'] },
] as const;

export function dictLabel(items: DictItem[], value: string | null | undefined): string {
  if (!value) return '';
  return items.find((i) => i.value === value)?.label ?? '';
}

/** '2026-11-27' -> '11月27日'; anything unexpected is shown as it came. */
export function shortDate(date: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})/.exec(date);
  return m ? `${Number(m[1])}月${Number(m[2])}日` : date;
}

/** '11月27日-3月12日 19:00-20:30' */
export function periodText(p: ClassPeriod): string {
  return `${shortDate(p.startDate)}-${shortDate(p.endDate)} ${p.startTime}-${p.endTime}`;
}

/** The region the shop filters by: the one chosen in the header, else the first region (what the header shows). */
export function effectiveDept(deptValue: string, depts: DictItem[]): string {
  return deptValue || depts[0]?.value || '';
}
