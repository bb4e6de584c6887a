import { expect, test } from '@playwright/test';
import { logIn, registerPupil } from '../support/session';
import { chooseOption } from '../support/select-option';

/**
 * The console's 学员 and 考试 (issue 14): the admin puts a new pupil into a class (a place paid offline), moves
 * them to the course's other class, and schedules that class's completion exam; the pupil finds the class change
 * in their notices and the exam in their list, open to start. Desktop console only.
 */
// The seed names the term and each class's schedule from the day it runs ('提高班（周二上午）' is live now), so
// the journey finds them by the fixed part of their names.
const COURSE = /初二数学.{2}同步提高班/;
const FROM = '提高班（';
const TO = '培优班（';

/** A local wall-clock time the range picker takes, `minutes` from now. */
const pickerTime = (minutes: number) => {
  const d = new Date(Date.now() + minutes * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

test('the admin adds a pupil to a class, moves them to the other class, schedules its exam; the pupil sees both', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const pupil = await registerPupil(request, '135');
  const examTitle = `培优班第一单元结课考试（${Date.now() % 100000}）`;
  await logIn(page, false, 'admin', 'Admin1234');

  // 课程 → the course → 学员 of the first class: 添加学员 by mobile takes a seat and lists the pupil.
  await page.goto(`/console/goods?keyword=${encodeURIComponent('同步提高班')}`);
  await page.locator('.ant-table-row', { hasText: COURSE }).getByRole('button', { name: '编辑' }).click();
  await page.locator('.ant-table-row', { hasText: FROM }).getByRole('button', { name: '学员' }).click();
  const drawer = page.locator('.ant-drawer', { hasText: `学员 · ${FROM}` });
  const summary = drawer.getByTestId('pupils-summary');
  await expect(summary).toContainText('剩余名额');
  const seatsBefore = Number(/剩余名额 (\d+)/.exec((await summary.textContent()) ?? '')![1]);
  await drawer.getByRole('button', { name: '添加学员' }).click();
  const add = page.getByRole('dialog', { name: '添加学员' });
  await add.getByLabel('学生账号').fill(pupil.mobile);
  await add.getByLabel('原因').fill('线下缴费');
  await add.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('已添加，学员会收到通知')).toBeVisible();
  await expect(summary).toContainText(`剩余名额 ${seatsBefore - 1} 个`);
  const row = drawer.locator('.ant-table-row', { hasText: pupil.mobile });
  await expect(row.getByText('教务添加')).toBeVisible();
  await page.screenshot({ path: 'artifacts/console-class-pupils.png' });

  // 调班 to the course's other class: the seat comes back here, the pupil leaves this class's list.
  await row.getByRole('button', { name: '调班' }).click();
  const move = page.getByRole('dialog', { name: /调班/ });
  await chooseOption(
    move.getByLabel('调入班级'),
    page.locator('.ant-select-item-option', { hasText: TO }),
    move.locator('.ant-select-content-has-value', { hasText: TO }),
  );
  await move.getByLabel('原因').fill('周二上午与校内课程冲突');
  await move.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('已调班，学员会收到通知')).toBeVisible();
  await expect(summary).toContainText(`剩余名额 ${seatsBefore} 个`);
  await expect(drawer.locator('.ant-table-row', { hasText: pupil.mobile })).toHaveCount(0);
  await drawer.getByText('全部（含已调出、已结束）').click();
  // The class has a page of classmates: the search finds the pupil among them.
  await drawer.getByPlaceholder('姓名、用户名或手机号').fill(pupil.mobile);
  await drawer.getByPlaceholder('姓名、用户名或手机号').press('Enter');
  await expect(drawer.locator('.ant-table-row', { hasText: pupil.mobile }).getByText('已调出')).toBeVisible();

  // 考试 → 安排考试: the completion exam of the class the pupil is now in, open from now for a day, 60 minutes.
  await page.goto('/console/exams');
  await page.getByRole('button', { name: '安排考试' }).click();
  const form = page.getByRole('dialog', { name: '安排考试' });
  await form.getByLabel('考试名称').fill(examTitle);
  await chooseOption(
    form.getByLabel('试卷'),
    page.locator('.ant-select-item-option', { hasText: '初二数学秋季班结课考试' }),
    form.locator('.ant-select-content-has-value', { hasText: '初二数学秋季班结课考试' }),
  );
  await chooseOption(
    form.getByLabel('班级'),
    page.locator('.ant-select-item-option', { hasText: COURSE }).filter({ hasText: TO }),
    form.locator('.ant-select-content-has-value', { hasText: TO }),
  );
  const window = form.locator('.ant-picker-range');
  await window.locator('input').first().click();
  await window.locator('input').first().fill(pickerTime(-10));
  await window.locator('input').first().press('Enter');
  await window
    .locator('input')
    .nth(1)
    .fill(pickerTime(24 * 60));
  await window.locator('input').nth(1).press('Enter');
  await form.getByLabel('答题时长（分钟）').fill('60');
  await form.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page.getByText('考试已安排，学员可在考试列表中看到')).toBeVisible();
  const examRow = page.locator('.ant-table-row', { hasText: examTitle });
  await expect(examRow.getByText('进行中')).toBeVisible();
  await expect(examRow.getByText('60 分钟')).toBeVisible();
  await page.screenshot({ path: 'artifacts/console-exam-scheduled.png' });

  // The pupil: the class change in the notices, the exam in the class-completion list, open to start.
  const pupilPage = await browser.newPage();
  await logIn(pupilPage, false, pupil.mobile, pupil.password);
  await pupilPage.goto('/center/Notice');
  await expect(pupilPage.getByText('调班通知').first()).toBeVisible();
  await pupilPage.goto('/jieke');
  const card = pupilPage.locator('[data-testid^="exam-"]', { hasText: examTitle });
  await expect(card).toBeVisible();
  await expect(card.getByText('进行中')).toBeVisible();
  await pupilPage.screenshot({ path: 'artifacts/console-exam-pupil-list.png' });
  await pupilPage.close();
});
