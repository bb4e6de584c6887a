import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ExamListItem, ExamSession } from '@salt/domain';
import { joinRunningClass } from '../homework/homework-support';
import { api, apiLogin, registerPupil } from '../support/session';

/**
 * What the exam journeys share: a pupil of the demo student's class (who may sit its class-completion exam),
 * finding that exam, reading the page's countdown and moving through the paper on either size.
 *
 * The demo seed (apps/server/src/db/seed/exam-demo-seed.ts) opens a jieke exam for the demo student's maths class
 * (sku DEMO-MA8-FALL-A, paper math8-jieke-autumn: 8 single, 2 multiple, 6 fill-in, 2 true/false, a combined and an
 * oral question), one attempt per pupil. The demo student's attempt would be used up by the first run, so each run
 * and project registers its own pupil, who joins that class (order and dev payment through the API, as the shop
 * journeys cover those pages) and sits the same exam.
 */

export const STUDENT_CLASS_SKU = 'DEMO-MA8-FALL-A';
export const JIEKE_TITLE = /初二数学秋季班结课考试/;

interface Page_<T> {
  records: T[];
}

/** A new pupil in the demo student's maths class: their login. */
export async function pupilOfStudentClass(request: APIRequestContext): Promise<{ mobile: string; password: string }> {
  const pupil = await registerPupil(request, '136');
  const { token } = await apiLogin(request, pupil.mobile, pupil.password);
  await joinRunningClass(request, token, STUDENT_CLASS_SKU);
  return pupil;
}

/** The class's jieke exam that is open now, as the pupil's list shows it. */
export async function openJiekeExam(request: APIRequestContext, token: string): Promise<ExamListItem> {
  const list = await api<Page_<ExamListItem>>(request, token, 'GET', '/api/em/exam/my/page?type=jieke&size=50');
  const exam = list.records.find((e) => JIEKE_TITLE.test(e.title) && e.canStart);
  expect(exam, 'the pupil can sit the class-completion exam open now').toBeTruthy();
  return exam!;
}

/** Staff (role 1) give a handed-in attempt `seconds` to finish (audited on the server). */
export async function reopen(
  request: APIRequestContext,
  admin: { username: string; password: string },
  sessionId: number,
  seconds: number,
): Promise<void> {
  const staff = await apiLogin(request, admin.username, admin.password);
  await api(request, staff.token, 'POST', `/api/em/quiz/session/${sessionId}/reopen`, {
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
