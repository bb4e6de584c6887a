import path from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn, registerPupil } from '../support/session';
import { joinRunningClass } from '../homework/homework-support';
import { shot } from '../family/family-support';

/**
 * 课堂评价: a pupil of the running demo class (a session held yesterday) sees 你有 N 节课待评价 on the learning
 * centre, follows it to /classMark, rates the session (stars for the teacher and the tutor, tag chips, a comment),
 * sees 已评价 with the stars given, and a second evaluation of the same session is refused. On desktop an admin
 * then finds the class's averages and the comment in the console's 课堂评价. A new pupil each run (the demo
 * student's one open session would be spent by the first run), so the journey repeats on any server.
 */
test('a pupil rates a finished session from the learning centre prompt, once', async ({
  page,
  request,
  browser,
}, info) => {
  // Registering, buying the class and the console login take a while on a loaded machine.
  test.setTimeout(240_000);
  const phone = info.project.name === 'phone';
  const pupil = await registerPupil(request, phone ? '135' : '134');
  const token = await logIn(page, phone, pupil.mobile, pupil.password);
  const cls = await joinRunningClass(request, token);

  await page.goto('/center');
  const prompt = page.getByTestId('class-mark-prompt');
  await expect(prompt).toContainText(/你有 \d+ 节课待评价/);
  await shot(page, info, 'class-mark-prompt');
  await prompt.click();
  await expect(page).toHaveURL(/\/classMark$/);
  const toRate = page.getByTestId('class-mark-to-rate');
  await expect(toRate.getByText(/还剩 \d+ 天/).first()).toBeVisible();
  await shot(page, info, 'class-mark-list');
  await toRate
    .getByRole('button', { name: /去评价/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/classMark\?sessionId=\d+/);
  const sessionId = Number(new URL(page.url()).searchParams.get('sessionId'));

  const form = page.getByTestId('class-mark-form');
  await expect(form.getByText(cls.title)).toBeVisible();
  const rates = form.locator('ul.ant-rate');
  await rates.nth(0).locator('li.ant-rate-star').nth(4).click();
  await rates.nth(1).locator('li.ant-rate-star').nth(3).click();
  // Good stars offer praise, not complaints.
  await expect(form.getByText('没听懂', { exact: true })).toHaveCount(0);
  await form.getByText('讲解清晰', { exact: true }).click();
  await form.getByText('答疑耐心', { exact: true }).click();
  const comment = `例题讲得很清楚（${phone ? '手机' : '电脑'} ${Date.now() % 100000}）`;
  await form.getByLabel('评价内容').fill(comment);
  await expect(form.getByText(`${comment.length} / 200`)).toBeVisible();
  await shot(page, info, 'class-mark-form');
  await form.getByRole('button', { name: /提交评价/ }).click();

  const given = page.getByTestId('class-mark-given');
  await expect(given.getByText('已评价')).toBeVisible();
  await expect(given.getByText(comment)).toBeVisible();
  await expect(given.locator('ul.ant-rate').nth(0).locator('li.ant-rate-star-full')).toHaveCount(5);
  await expect(given.locator('ul.ant-rate').nth(1).locator('li.ant-rate-star-full')).toHaveCount(4);
  await shot(page, info, 'class-mark-given');

  // A second evaluation of the same session is refused.
  const again = await request.post('/api/learn/class-mark', {
    headers: { Authorization: `Bearer ${token}` },
    data: { chapterId: sessionId, teacherStars: 1, tutorStars: 1, tags: [], comment: null, anonymous: false },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { msg: string }).msg).toBe('你已评价过这节课');
  // The list now shows it under 已评价.
  await page.goto('/classMark');
  await expect(page.getByTestId('class-mark-rated').getByText(cls.title).first()).toBeVisible();

  if (phone) return;
  // The console's 课堂评价 (admin): the class with its averages; its drawer shows the comment.
  const staff = await browser.newPage({ baseURL: info.project.use.baseURL });
  await logIn(staff, false, 'admin', 'Admin1234');
  await staff.goto('/console/class-marks');
  await staff.getByRole('searchbox', { name: '搜索班级' }).fill(cls.title);
  await staff.getByRole('searchbox', { name: '搜索班级' }).press('Enter');
  const row = staff.locator('.ant-table-row', { hasText: cls.title }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText(/^\d\.\d$/).first()).toBeVisible();
  await row.getByRole('button', { name: /查\s*看/ }).click();
  const drawer = staff.getByRole('dialog');
  await expect(drawer.getByText('主讲老师均分')).toBeVisible();
  await expect(drawer.getByText(comment)).toBeVisible();
  await staff.screenshot({ path: path.join(info.config.rootDir, 'artifacts', 'class-mark-console.png') });
  await staff.close();
});
