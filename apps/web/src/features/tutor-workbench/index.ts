/** 辅导老师工作台 (/tutor): the pages the route table registers. */
export { TutorIndexPage } from './routes/tutor-index-page';
export { ClassListPage } from './routes/class-list-page';
export { ClassPage } from './routes/class-page';
export { StudentPage } from './routes/student-page';
export { RenewalPage } from './routes/renewal-page';
export { SummaryPage } from './routes/summary-page';
export { ChangesPage } from './routes/changes-page';
