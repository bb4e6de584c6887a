import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/session';

/**
 * The console's 首页分区: the admin hides 物理 and moves 英语 first; the desktop home's subject tabs follow at once
 * (the layout cache is dropped by the save). The arrangement is put back at the end so the journey can run again.
 * Desktop only (the console).
 */
const tabs = (page: Page) => page.getByRole('tablist', { name: '选择学科' }).getByRole('tab');

async function saveIfChanged(page: Page) {
  const save = page.getByRole('button', { name: /保\s?存/ });
  if (await save.isEnabled()) {
    await save.click();
    await expect(page.getByText('已保存，首页已按新顺序显示')).toBeVisible();
  }
}

test('the admin hides 物理 and moves 英语 first; the home page shows the subject sections in that order', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, false, 'admin', 'Admin1234');
  await page.goto('/console/home-sections');
  const up = page.getByRole('button', { name: '上移 英语' });
  await expect(up).toBeVisible();
  while (await up.isEnabled()) await up.click();
  const physics = page.getByRole('switch', { name: '显示物理' });
  if ((await physics.getAttribute('aria-checked')) === 'true') await physics.click();
  await expect(page.getByTestId('home-sections-preview')).toContainText('首页顺序预览：英语');
  await expect(page.getByTestId('home-sections-preview')).not.toContainText('物理');
  await saveIfChanged(page);
  await expect(page.locator('.ant-table-row').first()).toContainText('英语');
  await page.screenshot({ path: 'artifacts/console-home-sections.png' });

  const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await visitor.goto('/');
  await expect(tabs(visitor).first()).toContainText('英语');
  await expect(tabs(visitor).filter({ hasText: '物理' })).toHaveCount(0);
  await visitor.screenshot({ path: 'artifacts/home-sections-desktop.png' });

  // Put back: 物理 shown again, 英语 back after 语文 and 数学.
  await physics.click();
  const down = page.getByRole('button', { name: '下移 英语' });
  await down.click();
  await down.click();
  await saveIfChanged(page);
  await visitor.reload();
  await expect(tabs(visitor).filter({ hasText: '物理' })).toHaveCount(1);
  await visitor.close();
});
