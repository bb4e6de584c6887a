/** What other modules may use of live: everything else in this folder is its own business. */
export { homeworkMarkerOf, requireChapterAccess } from './chapter-access';
export { registerLive } from './live.plugin';
