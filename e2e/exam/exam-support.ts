import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ExamListItem, ExamSession } from '@salt/domain';
import { api, apiLogin, DEMO_TEACHER } from '../support/session';

/**
 * What the exam journeys share: finding the demo's open class-completion exam of the demo student, making it
 * startable again for a second project or run (staff reopen), reading the page's countdown and moving through
 * the paper on either size.
 *
 * Assumptions on the demo seed (apps/server/src/db/seed/exam-demo-seed.ts, helper exam-engine): the demo student
 * sees a jieke exam open now in GET /em/exam/my/page?type=jieke (paper math8-jieke-autumn: 8 single, 2 multiple,
 * 6 fill-in, 2 true/false, a combined and an oral question); one attempt per pupil, so a later run reopens the
 * pupil's attempt as the demo teacher (POST /em/quiz/session/{id}/reopen), which the issue gives staff.
 */

export const JIEKE_TITLE = /初二数学秋季班结课考试/;

interface Page_<T> {
  records: T[];
}

/** The demo student's jieke exam that is open now. */
export async function openJiekeExam(request: APIRequestContext, token: string): Promise<ExamListItem> {
  const list = await api<Page_<ExamListItem>>(request, token, 'GET', '/api/em/exam/my/page?type=jieke&size=50');
  const exam = list.records.find((e) => JIEKE_TITLE.test(e.title) && e.closesAt && Date.parse(e.closesAt) > Date.now());
  expect(exam, 'the demo student has an open class-completion exam').toBeTruthy();
  return exam!;
}

/**
 * Makes the exam answerable for this run: when an earlier run (or the other project) handed it in, the demo
 * teacher reopens that attempt for `seconds`. Answers the exam id.
 */
export async function startableJieke(request: APIRequestContext, token: string, seconds = 1800): Promise<number> {
  const exam = await openJiekeExam(request, token);
  if (exam.canStart) return exam.examId;
  expect(exam.latestSessionId, 'an attempt to reopen').toBeTruthy();
  await reopen(request, exam.latestSessionId!, seconds);
  return exam.examId;
}

/** Staff give a handed-in attempt `seconds` more to finish (audited on the server). */
export async function reopen(request: APIRequestContext, sessionId: number, seconds: number): Promise<void> {
  const teacher = await apiLogin(request, DEMO_TEACHER.username, DEMO_TEACHER.password);
  await api(request, teacher.token, 'POST', `/api/em/quiz/session/${sessionId}/reopen`, {
    seconds,
    reason: 'e2e: exam runner journey',
  });
}

/** The attempt as the server has it now (POST /session answers the open attempt with its answers). */
export async function serverSession(request: APIRequestContext, token: string, examId: number): Promise<ExamSession> {
  return api<ExamSession>(request, token, 'POST', '/api/em/quiz/session', { examId });
}

/** Opens the runner from the start screen (开始考试, or 继续考试 for an attempt already under way). */
export async function enterRunner(page: Page, examId: number, path = '/jieke/startExam') {
  await page.goto(`${path}?examId=${examId}`);
  const runner = page.getByTestId('exam-runner');
  const start = page.getByRole('button', { name: /^(开始考试|继续考试)$/ });
  await expect(runner.or(start)).toBeVisible();
  if (await start.isVisible()) await start.click();
  await expect(runner).toBeVisible();
}

/** Seconds on the countdown ('01:29:59' or '29:59'). */
export async function countdownSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('exam-countdown-value').textContent()) ?? '';
  return text
    .trim()
    .split(':')
    .map(Number)
    .reduce((sum, part) => sum * 60 + part, 0);
}

/** To question `number` through the 答题卡 (the side panel, or on phones the bottom sheet). */
export async function goToQuestion(page: Page, phone: boolean, number: string) {
  if (phone) await page.getByTestId('exam-open-navigator').click();
  await page
    .getByTestId('exam-navigator')
    .getByRole('button', { name: new RegExp(`^第 ${number.replace(/[()]/g, '\\$&')} 题`) })
    .click();
  await expect(page.getByTestId('exam-question').getByTestId('exam-q-number').first()).toHaveText(`${number}.`);
}

export const saveStatus = (page: Page) => page.getByTestId('exam-save-status');

export const shotPath = (project: string, state: string) => `artifacts/exam/${project}-${state}.png`;
