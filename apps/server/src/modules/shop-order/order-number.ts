import { randomInt } from 'node:crypto';
import { CHINA_OFFSET_MS } from '@salt/domain';

/** 'yyyyMMddHHmmss' in UTC+8 plus 6 random digits: readable by support staff, unique by the DB index. */
export function newOrderNo(now: Date, prefix = ''): string {
  const d = new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${d}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
