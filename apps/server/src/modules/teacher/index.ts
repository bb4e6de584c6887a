/** What other modules may use of teacher: everything else in this folder is its own business. */
export {
  hasPublicProfile,
  pageTeachers,
  spuIdsOfStaff,
  staffBrief,
  staffBriefsByIds,
  staffOfSpus,
  teacherProfile,
} from './teacher.service';
export { consoleTeacherRoutes } from './console-teacher.routes';
