import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import 'dayjs/locale/zh-cn';

// Every time the product shows is China time, whatever the device's zone.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('zh-cn');
dayjs.tz.setDefault('Asia/Shanghai');

/**
 * The build hands this module to every `import dayjs from 'dayjs'` outside dayjs itself (build-define/dayjs-set-up.ts),
 * so whoever uses dayjs gets it set up first, and dayjs loads with the pages that use it, not in every first load.
 */
export default dayjs;
