import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT, logIn } from '../support/session';
import { shotPath } from './exam-support';

/**
 * The shop's two open tests, as the demo pupil (初二, the grade of the demo's placement and listening papers) meets
 * them at both sizes: the placement test (分班测试) from its landing
 * to the class level it gives and the shop's courses of that level, one of them opened; and the listening practice
 * (听力练习), whose passage really plays (its time advances) and spends one of its limited plays before the pupil
 * hands in and reads the result.
 */

/** Opens the test of the card titled `title` from a landing's list; the runner starts (or resumes) it. */
async function startFromList(page: Page, title: RegExp, label: RegExp) {
  const card = page.locator('.mexam-test', { hasText: title }).first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: label }).click();
  const runner = page.getByTestId('exam-runner');
  const start = page.getByRole('button', { name: /^(开始考试|继续考试)$/ });
  await expect(runner.or(start)).toBeVisible();
  if (await start.isVisible()) await start.click();
  await expect(runner).toBeVisible();
}

/** Answers the question on screen, whatever its kind: a choice, a tick or a blank. */
async function answerShownQuestion(page: Page) {
  const question = page.getByTestId('exam-question').first();
  await expect(question).toBeVisible();
  const radios = question.getByRole('radio');
  const boxes = question.getByRole('checkbox');
  if ((await radios.count()) > 0) await radios.first().check();
  else if ((await boxes.count()) > 0) await boxes.first().check();
  else await question.getByRole('textbox').first().fill('1');
  await expect(page.getByTestId('exam-save-status')).toHaveText(/已保存/, { timeout: 15_000 });
}

async function handIn(page: Page) {
  await page.getByTestId('exam-submit').click();
  const confirm = page.getByTestId('exam-submit-confirm');
  await expect(confirm).toBeVisible();
  await page.locator('.ant-modal').filter({ has: confirm }).getByRole('button', { name: '交卷' }).click();
}

test('placement test: the pupil takes it and is offered the courses of the level reached', async ({ page }, info) => {
  test.setTimeout(120_000);
  const phone = info.project.name === 'phone';
  await logIn(page, phone, DEMO_STUDENT.username, DEMO_STUDENT.password);
  await page.goto('/m-shop/fenban-test');
  await expect(page.locator('.mexam-hero').getByRole('heading', { name: '分班测试' })).toBeVisible();
  await page.screenshot({ path: shotPath(info.project.name, 'placement-landing') });
  // Repeatable: 开始测试 the first time, 重新测试 after, 继续测试 for one left unfinished.
  await startFromList(page, /分班/, /^(开始测试|重新测试|继续测试)$/);
  await answerShownQuestion(page);
  await handIn(page);

  await expect(page).toHaveURL(/\/m-shop\/fenban-test\?sessionId=\d+$/);
  const result = page.getByTestId('placement-result');
  await expect(result.getByText('推荐班型')).toBeVisible();
  const level = (await result.locator('.placement-result__level b').textContent())?.trim() ?? '';
  expect(level).toMatch(/基础班|提高班|培优班|尖子班/);
  // The shop's courses of that level, each a link into the shop.
  const courses = page.getByRole('region', { name: `适合你的${level}课程` });
  await expect(courses).toBeVisible();
  const first = courses.locator('[data-testid^="recommend-"]').first();
  await expect(first).toBeVisible();
  const title = (await first.locator('.exam-recommend__title').textContent())?.trim() ?? '';
  await page.screenshot({ path: shotPath(info.project.name, 'placement-result'), fullPage: true });
  await first.click();
  await expect(page).toHaveURL(/goods-detail/);
  await expect(page.getByText(title).first()).toBeVisible();
});

test('listening practice: the passage plays, a play is spent, and the result follows the hand-in', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const phone = info.project.name === 'phone';
  await logIn(page, phone, DEMO_STUDENT.username, DEMO_STUDENT.password);
  await page.goto('/m-shop/listening');
  await expect(page.locator('.mexam-hero').getByRole('heading', { name: '英语听力' })).toBeVisible();
  await startFromList(page, /听力/, /^(开始听力|重新测试|继续测试)$/);

  const player = page.getByTestId('exam-listening').first();
  await expect(player).toBeVisible();
  const plays = player.getByTestId('exam-listening-plays');
  const before = Number(/：(\d+)\//.exec((await plays.textContent()) ?? '')?.[1]);
  expect(before).toBeGreaterThan(0);
  await player.getByTestId('exam-listening-play').click();
  await expect(plays).toContainText(`：${before - 1}/`);
  // Real audio: the element's clock moves (the demo passage is espeak-ng speech, or a tone without it).
  await expect
    .poll(() => player.locator('audio').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.3);
  await page.screenshot({ path: shotPath(info.project.name, 'listening-playing') });

  await answerShownQuestion(page);
  await handIn(page);
  await expect(page).toHaveURL(/\/m-shop\/listening\?sessionId=\d+$/);
  await expect(page.getByTestId('listening-result')).toBeVisible();
  await expect(page.getByTestId('report-score')).not.toBeEmpty();
  await page.screenshot({ path: shotPath(info.project.name, 'listening-result'), fullPage: true });
});
