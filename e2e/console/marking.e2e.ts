import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, DEMO_STUDENT, DEMO_TEACHER, logIn } from '../support/session';

/**
 * The staff console's first page (issue 14): the demo teacher goes from the site's user menu to the console (its
 * own app, a full page load), opens 阅卷, listens to a pupil's oral answer, gives points and a comment, and the
 * pupil's report shows them. A pupil who opens /console is turned away. Desktop only (the console is desktop-first).
 */

interface MarkingItem {
  sessionId: number;
  pupilName: string;
  pendingCount: number;
}
interface Report {
  questions: { questionId: number; earned: number | null; verdict: string; children: unknown[] }[];
  feedback: { questionId: number; score: number; comment: string }[];
}

/** The site's scripts a page loaded, with their text. */
function collectScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      scripts.set(
        res.url(),
        res.text().catch(() => ''),
      );
  });
  return scripts;
}

test('the demo teacher marks a pending oral answer from the console and the report shows it', async ({
  page,
  request,
}) => {
  // A login, two app loads and a marking on a shared machine.
  test.setTimeout(150_000);
  const teacher = await apiLogin(request, DEMO_TEACHER.username, DEMO_TEACHER.password);
  // Marking again replaces a mark, so a run after the queue was emptied re-marks a marked attempt.
  const pending = await api<{ records: MarkingItem[]; total: number }>(
    request,
    teacher.token,
    'GET',
    '/api/em/marking/page?status=pending&current=1&size=10',
  );
  const status = pending.total > 0 ? 'pending' : 'marked';
  const list =
    status === 'pending'
      ? pending
      : await api<{ records: MarkingItem[] }>(
          request,
          teacher.token,
          'GET',
          '/api/em/marking/page?status=marked&current=1&size=10',
        );
  const target = list.records[0];
  expect(target, 'the demo seed leaves oral answers for the teacher to mark').toBeTruthy();

  const scripts = collectScripts(page);
  await logIn(page, false, DEMO_TEACHER.username, DEMO_TEACHER.password);
  // The site never downloads console code: none of its scripts carries the console's own texts.
  for (const [url, text] of scripts) {
    const body = await text;
    expect(body.includes('无权访问控制台') || body.includes('\\u65e0\\u6743\\u8bbf\\u95ee'), url).toBe(false);
  }

  // The console opens on its dashboard (the user menu's 控制台 is covered by frame/desktop-frame.e2e.ts); its 待阅卷
  // card leads to the marking list.
  await page.goto('/console');
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  await expect(page.getByTestId('console-user-name')).toHaveText(/\S/);
  await page.getByTestId('figure-exams').click();
  await expect(page).toHaveURL(/\/console\/marking$/);
  await expect(page.getByRole('menuitem', { name: /阅卷/ })).toBeVisible();

  if (status === 'marked') await page.getByText('已批改', { exact: true }).click();
  const row = page.locator('tr', { hasText: target!.pupilName }).first();
  await row.getByRole('button', { name: /批改|查看/ }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: target!.pupilName });
  const oral = drawer.locator('[data-testid^="mark-question-"]').filter({ hasText: '口语题' }).first();
  await expect(oral).toBeVisible();
  const questionId = Number((await oral.getAttribute('data-testid'))!.replace('mark-question-', ''));

  // The recording is the pupil's real upload, private: the player's source is a signed short-lived link that
  // answers with audio, and the same path unsigned (no token) opens nothing.
  const audio = oral.getByTestId('oral-answer');
  const src = await audio.getAttribute('src');
  expect(src).toMatch(/^\/api\/file\/private\/audio\/\d+\/[^?]+\?exp=\d+&sig=[0-9a-f]{64}$/);
  expect((await request.get(src!.split('?')[0]!)).status()).toBe(403);
  const media = await request.get(src!);
  expect(media.status()).toBe(200);
  expect(media.headers()['content-type']).toMatch(/audio|mp4/);
  expect((await media.body()).length).toBeGreaterThan(1000);
  await audio.evaluate((el: HTMLAudioElement) => el.play().catch(() => undefined));
  await page.screenshot({ path: 'artifacts/console-marking-drawer.png' });

  const max = Number(/满分 ([\d.]+) 分/.exec((await oral.textContent()) ?? '')![1]);
  const score = Math.max(0, max - 0.5 - (Date.now() % 3) * 0.5);
  const comment = `发音清楚，论证完整（${Date.now() % 100000}）`;
  const scoreInput = oral.getByLabel('得分');
  await scoreInput.fill(String(score));
  await oral.getByLabel('评语').fill(comment);
  await oral.getByRole('button', { name: '提交批改' }).click();
  await expect(page.getByText('批改已提交')).toBeVisible();

  const report = await api<Report>(request, teacher.token, 'GET', `/api/em/quiz/session/${target!.sessionId}/report`);
  const feedback = report.feedback.find((f) => f.questionId === questionId);
  expect(feedback).toMatchObject({ score, comment });

  if (status === 'pending' && target!.pendingCount === 1) {
    // Its last pending answer marked, the attempt leaves 待批改.
    await page.locator('.ant-drawer-close').click();
    await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
    await expect(page.locator('.ant-table-row', { hasText: target!.pupilName })).toHaveCount(0);
  }
});

test('a pupil who opens /console is told the console is not for them', async ({ page }) => {
  await logIn(page, false, DEMO_STUDENT.username, DEMO_STUDENT.password);
  await page.goto('/console');
  await expect(page.getByText('无权访问控制台')).toBeVisible();
  await expect(page.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('menu')).toHaveCount(0);
});
