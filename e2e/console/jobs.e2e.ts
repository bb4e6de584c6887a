import { expect, test } from '@playwright/test';
import { logIn } from '../support/session';

/**
 * The console's 后台任务 page shows the server's real background runs: the order sweep the server schedules at
 * start and every period is listed by its Chinese name with what it did; filtering by job asks the server. Desktop.
 */
test('the admin sees the order sweep run in 后台任务, by name and with what it did', async ({ page }) => {
  await logIn(page, false, 'admin', 'Admin1234');
  await page.goto('/console/jobs');
  await expect(page.getByRole('menuitem', { name: /后台任务/ })).toBeVisible();
  await page.getByRole('combobox', { name: '任务' }).click();
  const filtered = page.waitForResponse((r) => r.url().includes('/api/admin/job/page') && r.url().includes('name='));
  await page.getByTitle('关闭超时未付订单、结束过期拼团').click();
  await filtered;
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toContainText('关闭超时未付订单、结束过期拼团');
  await expect(rows.first()).toContainText(/关闭订单 \d+，拼团失败 \d+/);
  await expect(page.locator('.ant-table-row', { hasNotText: '关闭超时未付订单' })).toHaveCount(0);
  await page.screenshot({ path: 'artifacts/console-jobs.png' });
});
