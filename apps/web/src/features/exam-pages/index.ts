/**
 * What other features may use of the exam pages: their query keys (the runner invalidates `examPageKeys.all` after
 * handing in, so lists, history and reports reload) and the report query. Only api modules, so importing this
 * never pulls in the pages or the chart library.
 */
export { examPageKeys } from './api/keys';
export { sessionReportQuery } from './api/session-report';
// The console's 阅卷 drawer reads the same analysis (stems, reference answers, the pupil's answers).
export { fetchSessionAnalysis } from './api/session-analysis';
