/** What other modules may use of learning: everything else in this folder is its own business. */
export {
  authorizeChapterAccess,
  canAccessChapter,
  chapterAccessColumns,
  enrolmentJoins,
  homeworkMarkerOf,
  knownEnrolments,
  requireChapterAccess,
} from './chapter-access';
export type { ChapterAccess, ChapterAccessRow, ChapterRow, EnrolmentFacts } from './chapter-access';
export { shareAClass } from './class-relations';
export { classScheduleMismatches, createClass } from './class-schedule.service';
export type { NewClass } from './class-schedule.service';
export {
  activeOfferingIds,
  endEnrolmentForLine,
  endEnrolmentsForOrder,
  enrolForOrder,
  sessionCountsOfSkus,
  type SkuSessionCount,
} from './enrolment.service';
export { learningRoutes } from './learning.routes';
export { childrenOf } from './family.service';
export { consoleNoticeRoutes } from './console-notice.routes';
export { consoleSessionRoutes } from './console-sessions.routes';
export { consoleClassRoutes } from './console-classes.routes';
export { consoleRecordingRoutes } from './console-recordings.routes';
export { consoleLiveSettingsRoutes } from './console-live-settings.routes';
export { defineRecordingJobs } from './recording-transcode';
export { consoleEnrolmentRoutes } from './console-enrolments.routes';
export {
  HOMEWORK_MARKED_NOTICE_TITLE,
  HOMEWORK_SET_NOTICE_TITLE,
  noticeHomeworkMarked,
  noticeHomeworkSet,
} from './notice.service';
export { dailyNewClassMembers, sessionsToday, type ClassScope } from './daily-figures.service';
export { userClassesAndSessions } from './user-classes.service';
export { classesOf, enrolmentOfOrderLine, moveEnrolmentIn } from './enrolment-move';
export type { EnrolmentMoveCheck, MoveClassRow } from './enrolment-move';
