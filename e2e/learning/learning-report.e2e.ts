import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT, logIn } from '../support/session';
import { shot } from '../family/family-support';

/**
 * 学习报告 as the family and the tutor use it. The demo pupil opens /report (the reports the daily sweep made when
 * the demo started), opens last month's, sees the charts drawn and saves the report as a PDF and as a picture (a
 * desktop downloads it, with the charts in it; a phone shows it to long-press). The tutor's part is a desktop
 * journey: desktop-learning-report-tutor.e2e.ts.
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
    await image.saveAs(`artifacts/learning/${info.project.name}-report-saved.png`);
    // The saved picture has the charts drawn, not empty boxes: within the attendance chart's place, a good share
    // of the pixels are coloured (a blank box is all white).
    const report = (await view.boundingBox())!;
    const chart = (await view.getByRole('img', { name: '出勤分布' }).boundingBox())!;
    const coloured = await page.evaluate(
      async ({ data, box }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${data}`;
        await img.decode();
        const scale = img.naturalWidth / box.reportWidth;
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const g = canvas.getContext('2d')!;
        g.drawImage(img, 0, 0);
        const px = g.getImageData(box.x * scale, box.y * scale, box.width * scale, box.height * scale).data;
        let n = 0;
        for (let i = 0; i < px.length; i += 4) if (px[i]! < 200 || px[i + 1]! < 200 || px[i + 2]! < 200) n += 1;
        return n / (px.length / 4);
      },
      {
        data: png.toString('base64'),
        box: {
          reportWidth: report.width,
          x: chart.x - report.x,
          y: chart.y - report.y,
          width: chart.width,
          height: chart.height,
        },
      },
    );
    expect(coloured).toBeGreaterThan(0.03);
  }

  await page.goto('/report/history');
  await expect(page.getByRole('link', { name: /月度报告|结课报告/ }).first()).toBeVisible();
});
