import { expect, test } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TUTOR, logIn } from '../support/session';
import { shot } from '../family/family-support';

/**
 * 学习报告, the tutor's part (desktop: the tutor works at a desk): the demo tutor makes the class's reports again from
 * the class view and writes a comment, which the pupil reads on the report.
 */

test('the tutor makes the class’s reports again and comments; the pupil reads the comment', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  await logIn(page, false, DEMO_TUTOR.username, DEMO_TUTOR.password);
  await page.goto('/report');
  const pupils = page.getByRole('list', { name: '学员报告' });
  await expect(pupils).toBeVisible();
  // The demo tutor's classes: choose the one the demo pupil's newest monthly report is of.
  const make = page.getByRole('button', { name: /生成报告|重新生成/ });
  await expect(make).toBeEnabled();
  await make.click();
  await expect(page.getByText(/已生成 \d+ 份报告/)).toBeVisible();
  // The demo tutor's first class is the demo pupil's maths class.
  const row = pupils.getByRole('listitem').filter({ hasText: '王小明' });
  await row.getByRole('link', { name: /^查看王小明的.+报告$/ }).click();
  await expect(page.getByTestId('report-view')).toContainText('王小明');
  const comment = `本月进步明显，课堂回答积极。（${Date.now() % 100000}）`;
  await page.getByRole('textbox', { name: '评语' }).fill(comment);
  await page.getByRole('button', { name: '保存评语' }).click();
  await expect(page.getByText('评语已保存')).toBeVisible();
  await expect(page.getByTestId('report-comment')).toHaveText(comment);
  await shot(page, info, 'report-tutor');
  const url = page.url();

  // The pupil reads the same comment on their report.
  const context = await browser.newContext({ ...info.project.use, storageState: undefined });
  const pupil = await context.newPage();
  await logIn(pupil, false, DEMO_STUDENT.username, DEMO_STUDENT.password);
  await pupil.goto(url);
  await expect(pupil.getByTestId('report-comment')).toHaveText(comment);
  await context.close();
});
