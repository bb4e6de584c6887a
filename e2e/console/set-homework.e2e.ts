import { expect, test } from '@playwright/test';
import { api, apiLogin, DEMO_STUDENT, logIn } from '../support/session';
import { skuByCode } from '../homework/homework-support';
import { chooseOption } from '../support/select-option';

/**
 * 布置作业 (console): the class's teacher opens 班级 → 课次 of the demo student's class (read-only timetable: no
 * 新增课次), sets homework with a single-choice and a fill-blank question on a session without any, and the demo
 * student opens /homework/{id} and sees exactly those questions. The homework is removed again at the end (nobody submitted it), so every run starts alike.
 */

/** The demo student's class (shop-demo-goods STUDENT_CLASS_SKU). */
const STUDENT_CLASS_SKU = 'DEMO-MA8-FALL-A';

interface Sessions {
  className: string;
  sessions: { id: number; title: string; state: 'upcoming' | 'live' | 'done'; hasWork: boolean }[];
}
interface Homework {
  homework: { version: number } | null;
}

test('the class teacher sets homework from 班级 → 课次, and the demo student opens exactly those questions', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, 'admin', 'Admin1234');
  const sku = await skuByCode(request, admin.token, STUDENT_CLASS_SKU);
  const list = await api<Sessions>(request, admin.token, 'GET', `/api/console/class/${sku.id}/sessions`);
  // A finished session without homework if the seed left one, else the next to come (pupils may open either).
  const free = list.sessions.filter((s) => !s.hasWork);
  const session = free.find((s) => s.state === 'done') ?? free.find((s) => s.state === 'upcoming');
  expect(session, 'the class has a session without homework').toBeTruthy();
  const stem = `小明家到学校 1.2 千米，他每分钟走 60 米，需要多少分钟？（${Date.now() % 10000}）`;

  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, false, 'teacher', 'Teacher123');
  await page.goto('/console/classes');
  await page.getByTestId(`sessions-${sku.id}`).click();
  const drawer = page.locator('.ant-drawer', { hasText: '课次 ·' });
  await expect(drawer.getByText('调整上课时间请联系教务')).toBeVisible();
  await expect(drawer.getByRole('button', { name: '新增课次' })).toHaveCount(0);
  const row = drawer.locator('.ant-table-row', { hasText: session!.title });
  await row.getByRole('button', { name: '布置作业' }).click();

  const editor = page.locator('.ant-drawer', { hasText: `布置作业 · ${session!.title}` }).last();
  const first = editor.getByTestId('question-0');
  await first.getByLabel('题干').fill('下列方程中，是一元一次方程的是');
  const options = ['x² + 1 = 0', '2x - 3 = 5', 'x + y = 1', '1/x = 2'];
  for (const [i, text] of options.entries()) await first.getByLabel(`选项${'ABCD'[i]}内容`).fill(text);
  await first.getByLabel('选项B正确').check();
  await first.getByLabel('分值').fill('40');

  await editor.getByRole('button', { name: '添加题目' }).click();
  const second = editor.getByTestId('question-1');
  await chooseOption(
    second.getByRole('combobox', { name: '题型' }),
    page.locator('.ant-select-item-option', { hasText: '填空题' }),
    second.locator('.ant-select-content-has-value', { hasText: '填空题' }),
  );
  await second.getByLabel('题干').fill(stem);
  await second.getByLabel('正确答案').fill('20');
  await second.getByLabel('分值').fill('60');
  await expect(editor.getByTestId('homework-total')).toHaveText('共 2 题，总分 100 分');
  await page.screenshot({ path: `artifacts/console/set-homework-editor-${testInfo.project.name}.png` });

  await editor.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText(/作业已(保存|布置)/)).toBeVisible();
  await expect(row.getByText('有作业')).toBeVisible();
  await expect(row.getByRole('button', { name: '作业', exact: true })).toBeVisible();

  // The demo student opens the session's homework: the two questions, in order, with the choices.
  const pupilPage = await browser.newPage();
  try {
    await logIn(pupilPage, false, DEMO_STUDENT.username, DEMO_STUDENT.password);
    await pupilPage.goto(`/homework/${session!.id}`);
    await expect(pupilPage.getByText('下列方程中，是一元一次方程的是')).toBeVisible();
    for (const text of options) await expect(pupilPage.getByText(text, { exact: true })).toBeVisible();
    await expect(pupilPage.getByText(stem)).toBeVisible();
    await pupilPage.screenshot({ path: `artifacts/console/set-homework-pupil-${testInfo.project.name}.png` });
  } finally {
    await pupilPage.close();
    // Unset it again (nobody submitted), so the next run finds the same session free.
    const now = await api<Homework>(request, admin.token, 'GET', `/api/console/class/session/${session!.id}/homework`);
    if (now.homework) {
      const res = await request.delete(
        `/api/console/class/session/${session!.id}/homework?version=${now.homework.version}`,
        { headers: { Authorization: `Bearer ${admin.token}` } },
      );
      expect(res.ok(), await res.text()).toBe(true);
    }
  }
});
