/** UTC+8 (China has no daylight saving), the zone every date the product shows is in. */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface ServiceTime {
  /** Milliseconds since the epoch (an instant; the zone only affects the fields below). */
  timestamp: number;
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** YYYY-MM-DD in UTC+8 */
  date: string;
}

export function toServiceTime(epochMs: number): ServiceTime {
  const shifted = new Date(epochMs + CHINA_OFFSET_MS);
  const year = shifted.getUTCFullYear();
  const month = shifted.getUTCMonth() + 1;
  const day = shifted.getUTCDate();
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { timestamp: epochMs, year, month, day, date };
}

/** The calendar day in UTC+8, used for once-a-day rules. */
export function chinaDay(epochMs: number): string {
  return toServiceTime(epochMs).date;
}
