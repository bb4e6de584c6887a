import { expect, test, type Locator, type Page } from '@playwright/test';
import type { ExamSession } from '@salt/domain';
import { api, apiLogin, logIn } from '../support/session';
import { openJiekeExam, pupilOfStudentClass, serverSession } from '../exam/exam-support';

/**
 * 考试 → 考生 (issue 13, "staff can give one pupil extra time or reopen an attempt (audited)"): a pupil of the
 * demo student's class starts the class's completion exam; the admin gives that pupil 15 minutes more from the
 * console and sees the new deadline; the pupil hands in; the admin reopens the attempt and sees it open again, and
 * the pupil resumes the same attempt. Desktop console only.
 */

/** A deadline as the console shows it: month-day hours:minutes in China time. */
function chinaTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** Opens the exam's 考生 drawer from the 考试 list and answers the pupil's row in it. */
async function pupilRow(page: Page, examTitle: string, mobile: string): Promise<Locator> {
  await page.goto(`/console/exams?kind=jieke&keyword=${encodeURIComponent(examTitle)}`);
  const exam = page.locator('.ant-table-row', { hasText: examTitle }).filter({ hasText: '进行中' }).first();
  await exam.getByRole('button', { name: '考生' }).click();
  const drawer = page.locator('.ant-drawer', { hasText: `${examTitle} · 考生` });
  return drawer.locator('.ant-table-row', { hasText: mobile });
}

test('staff give one pupil extra time and reopen a handed-in attempt from the console', async ({ page, request }) => {
  // Registering and enrolling a pupil, two console loads and two confirms on a shared machine.
  test.setTimeout(180_000);
  const pupil = await pupilOfStudentClass(request);
  const { token } = await apiLogin(request, pupil.mobile, pupil.password);
  const exam = await openJiekeExam(request, token);
  const started = await serverSession(request, token, exam.examId);
  expect(started.status).toBe('open');

  // 加时: 15 minutes on this pupil's deadline, with a reason; the list shows the new deadline.
  await logIn(page, false, 'admin', 'Admin1234');
  let row = await pupilRow(page, exam.title, pupil.mobile);
  await expect(row.getByText('作答中')).toBeVisible();
  await expect(row.getByText(chinaTime(started.deadline))).toBeVisible();
  await row.getByRole('button', { name: '加时' }).click();
  const extend = page.getByRole('dialog', { name: '给 新同学 加时' });
  await extend.getByLabel('加时（分钟）').fill('15');
  await extend.getByLabel('原因').fill('网络中断');
  await extend.getByRole('button', { name: '确认加时' }).click();
  const newDeadline = new Date(Date.parse(started.deadline) + 15 * 60_000).toISOString();
  await expect(page.getByText(`已加时，截止时间 ${chinaTime(newDeadline)}`)).toBeVisible();
  await expect(row.getByText('已加时 15 分钟')).toBeVisible();
  await expect(row.getByText(chinaTime(newDeadline))).toBeVisible();
  // The pupil's clock moved with it: the same attempt, 15 minutes later.
  const resumed = await serverSession(request, token, exam.examId);
  expect(resumed.sessionId).toBe(started.sessionId);
  expect(Date.parse(resumed.deadline)).toBe(Date.parse(newDeadline));
  await page.screenshot({ path: 'artifacts/console-exam-extra-time.png' });

  // The pupil hands in; 重新开放 gives the attempt 20 minutes from now and the list shows it open again.
  await api(request, token, 'POST', `/api/em/quiz/session/${started.sessionId}/commit`, {});
  row = await pupilRow(page, exam.title, pupil.mobile);
  await expect(row.getByText('已交卷')).toBeVisible();
  await row.getByRole('button', { name: '重新开放' }).click();
  const reopen = page.getByRole('dialog', { name: '重新开放 新同学 的答卷' });
  await reopen.getByLabel('作答时间（分钟）').fill('20');
  await reopen.getByLabel('原因').fill('交卷时系统故障');
  await reopen.getByRole('button', { name: '确认重新开放' }).click();
  await expect(page.getByText(/^已重新开放，截止时间 /)).toBeVisible();
  await expect(row.getByText('作答中')).toBeVisible();
  await expect(row.getByRole('button', { name: '加时' })).toBeVisible();

  // The pupil resumes the same attempt with about 20 minutes left.
  const again: ExamSession = await serverSession(request, token, exam.examId);
  expect(again.sessionId).toBe(started.sessionId);
  expect(again.status).toBe('open');
  expect(again.remainingSeconds).toBeGreaterThan(15 * 60);
  expect(again.remainingSeconds).toBeLessThanOrEqual(20 * 60);
});
