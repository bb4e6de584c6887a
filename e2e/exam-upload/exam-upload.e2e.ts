import { devices, expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT, DEMO_TUTOR, logIn } from '../support/session';

/**
 * 试卷上传 / 作文上传 end to end (issue 17): the demo student uploads a 3-page exam paper and a 1-page essay (photos
 * picked together, the pages reordered and one turned, a preview, 提交审核); the pupil's tutor, on /tutor/uploads at
 * the same size, approves the paper with lost points by knowledge point and advice and rejects the essay with a
 * reason; the pupil reads both results, edits the rejected essay and sends it again (待审核). On desktop, staff then
 * find the tutor's decision in the console's 试卷作文审核 (a desktop page).
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
/** Distinct bytes per page (the store names files by content), still a valid PNG (data after IEND is ignored). */
const page = (n: number, tag: number) => ({
  name: `page${n}.png`,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG, Buffer.from(`${tag}-${n}`)]),
});

async function upload(p: Page, base: string, fill: () => Promise<void>, pages: number, tag: number) {
  await p.goto(`${base}/upload`);
  await fill();
  await p.getByTestId('eu-file-input').setInputFiles(Array.from({ length: pages }, (_, i) => page(i + 1, tag)));
  await expect(p.getByTestId('eu-page')).toHaveCount(pages);
  if (pages > 1) {
    await p.getByRole('button', { name: '第 2 页旋转' }).click();
    await p.getByRole('button', { name: '第 3 页上移' }).click();
  }
  await p.getByRole('button', { name: '下一步：预览' }).click();
  await expect(p.getByRole('img', { name: /预览第 1 页/ })).toBeVisible();
  await p.getByRole('button', { name: '提交审核' }).click();
  await expect(p).toHaveURL(/\/detail\?id=\d+/);
  await expect(p.getByText('待审核').first()).toBeVisible();
  return Number(/id=(\d+)/.exec(p.url())![1]);
}

test('a pupil uploads a paper and an essay; the tutor approves one and rejects the other; the pupil resubmits', async ({
  page: p,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const phone = info.project.name === 'phone';
  const tag = Date.now() % 100000;
  await logIn(p, phone, DEMO_STUDENT.username, DEMO_STUDENT.password);

  const exam = `期中考试${tag}`;
  const paperId = await upload(
    p,
    '/examupload',
    async () => {
      await p.getByLabel('科目').fill('数学');
      await p.getByLabel('考试名称').fill(exam);
    },
    3,
    tag,
  );
  await expect(p.locator('.eu-pages li')).toHaveCount(3);
  const title = `我的老师${tag}`;
  const essayId = await upload(p, '/examupload/essay', () => p.getByLabel('作文题目').fill(title), 1, tag);

  // The tutor of the pupil's class: /tutor/uploads, 待审核, in a context of the project's size.
  const tutorContext = await browser.newContext(
    phone
      ? { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }
      : { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
  );
  const tutor = await tutorContext.newPage();
  await logIn(tutor, phone, DEMO_TUTOR.username, DEMO_TUTOR.password);
  await tutor.goto('/tutor/uploads');
  await tutor.getByRole('searchbox', { name: '搜索学员' }).fill('王小明');
  await tutor.getByRole('searchbox', { name: '搜索学员' }).press('Enter');
  const row = (id: number) => tutor.locator(`[data-testid="eu-review-row"][data-id="${id}"]`);
  await row(paperId)
    .getByRole('button', { name: /^审\s*核$/ })
    .click();
  const drawer = tutor.locator('.ant-drawer');
  await expect(drawer.getByRole('img', { name: '第 3 页' })).toBeVisible();
  await drawer.getByLabel('知识点 1').fill('一元一次方程');
  await drawer.getByLabel('失分 1').fill('6');
  await drawer.getByRole('button', { name: '添加知识点' }).click();
  await drawer.getByLabel('知识点 2').fill('几何证明');
  await drawer.getByLabel('失分 2').fill('8');
  await drawer.getByLabel('学习建议').fill('多练习证明题的书写步骤。');
  await drawer.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(tutor.getByText('已通过').first()).toBeVisible();
  await expect(row(paperId)).toHaveCount(0);

  await row(essayId)
    .getByRole('button', { name: /^审\s*核$/ })
    .click();
  await drawer.getByRole('button', { name: /^驳\s*回$/ }).click();
  await tutor.getByLabel('驳回原因').fill('照片太暗，请重新拍摄');
  await tutor
    .locator('.ant-modal')
    .getByRole('button', { name: /^驳\s*回$/ })
    .click();
  await expect(row(essayId)).toHaveCount(0);
  await tutor.screenshot({ path: `artifacts/exam-upload/${info.project.name}-tutor-uploads.png` });
  await tutorContext.close();

  if (!phone) {
    // Staff see the tutor's decision in the console's 试卷作文审核 (已通过 tab), with the analysis.
    const staffContext = await browser.newContext({
      ...devices['Desktop Chrome'],
      viewport: { width: 1440, height: 900 },
    });
    const staff = await staffContext.newPage();
    await logIn(staff, false, 'admin', 'Admin1234');
    await staff.goto('/console/exam-uploads');
    await staff.getByRole('tab', { name: '已通过' }).click();
    await staff.getByRole('searchbox', { name: '搜索学员' }).fill('王小明');
    await staff.getByRole('searchbox', { name: '搜索学员' }).press('Enter');
    await staff
      .locator('.ant-table-row')
      .filter({ hasText: exam })
      .getByRole('button', { name: /^查\s*看$/ })
      .click();
    await expect(staff.locator('.ant-drawer')).toContainText('一元一次方程 6 分');
    await staffContext.close();
  }

  // The pupil: the paper's analysis, the essay's reason; the essay edited and sent again.
  await p.goto(`/examupload/result?id=${paperId}`);
  const analysis = p.getByTestId('eu-analysis');
  await expect(analysis).toContainText('一元一次方程');
  await expect(analysis).toContainText('几何证明');
  await expect(analysis).toContainText('多练习证明题的书写步骤。');

  await p.goto('/examupload/essay/list');
  const essayRow = p.locator(`[data-testid="eu-row"][data-id="${essayId}"]`);
  await expect(essayRow).toContainText('已驳回');
  await expect(essayRow).toContainText('照片太暗，请重新拍摄');
  await essayRow.getByRole('button', { name: '修改后重新提交' }).click();
  await expect(p).toHaveURL(new RegExp(`/examupload/essay/upload\\?id=${essayId}`));
  await expect(p.getByLabel('作文题目')).toHaveValue(title);
  await expect(p.getByTestId('eu-page')).toHaveCount(1);
  await p.getByTestId('eu-file-input').setInputFiles([page(9, tag)]);
  await expect(p.getByTestId('eu-page')).toHaveCount(2);
  await p.getByRole('button', { name: '下一步：预览' }).click();
  await p.getByRole('button', { name: '提交审核' }).click();
  await expect(p).toHaveURL(new RegExp(`/examupload/essay/detail\\?id=${essayId}`));
  await expect(p.getByText('待审核').first()).toBeVisible();
  await expect(p.locator('.eu-pages li')).toHaveCount(2);
});
