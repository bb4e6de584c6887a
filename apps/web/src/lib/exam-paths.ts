import type { ExamKind } from '@salt/domain';

/**
 * Where each kind of exam lives in the web app: its list, the answering page (the runner, opened with `?examId=`)
 * and the report of one attempt (`?sessionId=`). The lists link into the runner with these, and the runner sends
 * the pupil to the report with them after handing in, so both features agree on one table.
 */
export const EXAM_PAGES: Record<ExamKind, { home: string; runner: string; report: string; title: string }> = {
  jieke: { home: '/jieke', runner: '/jieke/startExam', report: '/jieke/detail', title: '结课考试' },
  // Mock exams have no detail page in the spec: an attempt's report opens on the data page (`data?sessionId=`).
  mock: {
    home: '/mockExamination',
    runner: '/mockExamination/startExam',
    report: '/mockExamination/data',
    title: '模拟考试',
  },
  outdoor: { home: '/outdoor', runner: '/outdoor/startExam', report: '/outdoor/report', title: '课外测评' },
  // The placement and listening pages are one address each: the landing, `?examId=` the test, `?sessionId=` the result.
  placement: {
    home: '/m-shop/fenban-test',
    runner: '/m-shop/fenban-test',
    report: '/m-shop/fenban-test',
    title: '分班测试',
  },
  listening: { home: '/m-shop/listening', runner: '/m-shop/listening', report: '/m-shop/listening', title: '听力练习' },
  // AI practice starts from a subject and grade (`?subject=&grade=`, POST /qb/ai/session), not from an exam id.
  ai: { home: '/ai/TestResult', runner: '/ai/TestQuestion', report: '/ai/TestResult', title: 'AI练习' },
};

/** The answering page for an exam (start or resume: POST /em/quiz/session answers the unfinished attempt). */
export function examRunnerPath(kind: ExamKind, examId: number): string {
  return `${EXAM_PAGES[kind].runner}?examId=${examId}`;
}

/** The report of one attempt. */
export function examReportPath(kind: ExamKind, sessionId: number): string {
  return `${EXAM_PAGES[kind].report}?sessionId=${sessionId}`;
}

/** A new AI practice set for a subject and grade (dictionary values). */
export function aiPracticePath(subject: string, grade: string): string {
  return `${EXAM_PAGES.ai.runner}?${new URLSearchParams({ subject, grade })}`;
}
