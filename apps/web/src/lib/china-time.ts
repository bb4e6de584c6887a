import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

// Extending twice is harmless; doing it here lets this helper work in tests without the app's start-up code.
dayjs.extend(utc);
dayjs.extend(timezone);

/** Formats an instant in China time (Asia/Shanghai), whatever zone the device is in. */
export function formatChinaTime(iso: string, format = 'YYYY-MM-DD HH:mm'): string {
  return dayjs(iso).tz('Asia/Shanghai').format(format);
}
