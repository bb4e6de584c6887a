import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** '10月12日 周六 19:00-20:30' in China time, whatever zone the device is in. */
export function sessionTime(startAt: string, endAt: string): string {
  const s = dayjs(startAt).tz('Asia/Shanghai');
  const e = dayjs(endAt).tz('Asia/Shanghai');
  return `${s.format('M月D日')} ${WEEKDAYS[s.day()]} ${s.format('HH:mm')}-${e.format('HH:mm')}`;
}
