import { expect, test } from '@playwright/test';
import { logIn } from '../support/session';

/**
 * 内容 · 活动页 and 公众号 (desktop): the admin finds both in the console's 内容 menu, changes the campaign's
 * subtitle and /advert shows it at once; the subtitle is put back at the end so the next run starts from the demo.
 */
const shot = (name: string) => `artifacts/content/desktop-${name}.png`;

test('the admin edits the campaign page and sees the official account settings', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, false, 'admin', 'Admin1234');

  await page.goto('/console/official-account');
  await expect(page.getByRole('menuitem', { name: /公众号/ })).toBeVisible();
  await expect(page.getByLabel('公众号名称')).toHaveValue('盐课堂');
  await expect(page.getByLabel('微信号')).toHaveValue('yanketang_edu');
  await expect(page.locator('.ant-qrcode canvas')).toBeVisible();
  await page.screenshot({ path: shot('console-official-account'), fullPage: true });

  await page.goto('/console/campaign');
  await expect(page.getByRole('menuitem', { name: /活动页/ })).toBeVisible();
  await expect(page.getByLabel('活动标题')).toHaveValue('寒假集训营报名季');
  await page.screenshot({ path: shot('console-campaign'), fullPage: true });
  const subtitle = page.getByLabel('副标题');
  const before = await subtitle.inputValue();
  const marked = `限时报名 ${Date.now() % 100000}`;
  await subtitle.fill(marked);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存，页面立即生效')).toBeVisible();

  await page.goto('/advert');
  await expect(page.getByText(marked)).toBeVisible();

  await page.goto('/console/campaign');
  await expect(page.getByLabel('副标题')).toHaveValue(marked);
  await page.getByLabel('副标题').fill(before);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存，页面立即生效')).toBeVisible();
});
