/** What other modules may use of 辅导老师工作台 (module `tutor-workbench`): its routes. */
export { tutorWorkbenchRoutes } from './tutor-workbench.routes';
