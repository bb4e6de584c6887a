/**
 * What other modules may use of 学习报告 (module `learning-report`): live attendance recording (the live room
 * calls it when a pupil enters a live session), the routes, the daily sweep job and making reports (demo seeds).
 */
export { recordLiveAttendance } from './live-attendance';
export { learningReportRoutes } from './learning-report.routes';
export { defineReportJobs, REPORT_SWEEP_JOB } from './learning-report-jobs';
export { makeReports, sweepReports } from './report-make.service';
// 辅导老师工作台 counts attendance and homework of its classes with the reports' own figures.
export { classFigures, classPupils, type ReportPeriod } from './report-figures.service';
