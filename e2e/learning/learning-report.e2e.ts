import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TUTOR, logIn } from '../support/session';
import { shot } from '../family/family-support';

/**
 * 学习报告 as the family and the tutor use it. The demo pupil opens /report (the reports the daily sweep made when
 * the demo started), opens last month's, sees the charts drawn and saves the report as a PDF and as a picture (a
 * desktop downloads it; a phone shows it to long-press). On a desktop the demo tutor then makes the class's reports
 * again from the class view and writes a comment, which the pupil reads on the report.
 */

async function openNewestMonthly(page: Page) {
  await page.goto('/report');
  const monthly = page.getByRole('link', { name: /月度报告/ }).first();
  await expect(monthly).toBeVisible();
  await monthly.click();
  await expect(page).toHaveURL(/\/report\/report\?id=\d+/);
  await expect(page.getByTestId('report-headline')).toBeVisible();
}

test('a pupil reads a monthly report with charts and saves it as PDF and picture', async ({ page }, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  await logIn(page, phone, DEMO_STUDENT.username, DEMO_STUDENT.password);
  await openNewestMonthly(page);
  const view = page.getByTestId('report-view');
  await expect(view.getByRole('heading', { name: /\d{4}年\d{1,2}月 月度报告/ })).toBeVisible();
  await expect(view).toContainText('王小明');
  await expect(view).toContainText('班级平均');
  // The charts are drawn (ECharts' SVG, which the saved picture copies), not just their captions.
  for (const chart of ['出勤分布', '每讲作业得分'])
    await expect.poll(() => view.getByRole('img', { name: chart }).locator('svg path').count()).toBeGreaterThan(2);
  await expect(page.getByTestId('report-comment')).not.toHaveText('');
  await shot(page, info, 'report-detail', true);

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /保存PDF/ }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^王小明-.+月度报告\.pdf$/);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(20_000);

  if (phone) {
    await page.getByRole('button', { name: /保存图片/ }).click();
    const dialog = page.getByRole('dialog', { name: '学习报告图片' });
    // Drawing a long page on a phone takes a few seconds.
    await expect(dialog.getByRole('img', { name: '学习报告' })).toHaveAttribute('src', /^data:image\/png;base64,/, {
      timeout: 30_000,
    });
    await expect(dialog).toContainText('长按图片保存到相册');
    await shot(page, info, 'report-image');
  } else {
    const imageDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: /保存图片/ }).click();
    const image = await imageDownload;
    expect(image.suggestedFilename()).toMatch(/\.png$/);
    const png = await readFile((await image.path())!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  }

  await page.goto('/report/history');
  await expect(page.getByRole('link', { name: /月度报告|结课报告/ }).first()).toBeVisible();
});

test('the tutor makes the class’s reports again and comments; the pupil reads the comment', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name === 'phone', 'the tutor works at a desk; the phone journey is the pupil’s');
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
