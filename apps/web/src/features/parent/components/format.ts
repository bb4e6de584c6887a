import { chinaDateOf, chinaTimeOf, chinaWeekdayOf } from '@salt/domain';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** '11月25日 周三 19:00' in China time. */
export function sessionTime(iso: string): string {
  const [, m, d] = chinaDateOf(iso).split('-').map(Number);
  return `${m}月${d}日 ${WEEKDAYS[chinaWeekdayOf(iso)]} ${chinaTimeOf(iso)}`;
}

/** '11-25 19:00' in China time. */
export const shortTime = (iso: string): string => `${chinaDateOf(iso).slice(5)} ${chinaTimeOf(iso)}`;

/** Exam points kept in tenths: '86.5'. */
export const tenths = (v: number | null): string => (v === null ? '—' : String(v / 10));
