/** What other modules may use of homework: everything else in this folder is its own business. */
export { homeworkRoutes } from './homework.routes';
export { consoleHomeworkRoutes } from './console-homework.routes';
export { homeworkToMarkCount } from './to-mark-count.service';
