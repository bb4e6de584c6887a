/** What other modules may use of exam: everything else in this folder is its own business. */
export { loadQuestions, toPaperQuestionFromRecord, type QuestionRecord } from './question-rows';
export { examRoutes } from './exam.routes';
export { examStaffRoutes } from './exam-staff.routes';
export { consoleExamRoutes } from './console-exam.routes';
export { consoleBankRoutes } from './console-bank.routes';
export { examAttemptsToMarkCount } from './marking-list.service';
export { defineExamJobs, EXAM_SWEEP_JOB, sweepExpiredAttempts } from './attempt-sweep';
export { qbRoutes } from './qb.routes';
export { insertCommittedAttempt, type SeedAnswer } from './seed-attempt';
export { leavesOf, type PaperSnapshot, type SnapshotQuestion } from './paper-snapshot';
export { markedItemsOfAttempt } from './report.service';
