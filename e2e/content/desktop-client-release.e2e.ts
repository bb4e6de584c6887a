import { expect, test } from '@playwright/test';
import { api, logIn } from '../support/session';

/**
 * 内容 · 客户端版本 (desktop): the admin adds a Windows release in the console, published at once, and the public
 * /download page offers it (version, size in MB, date, download link). The release is taken down at the end, so
 * the demo's own newest release shows again on the next run.
 */
const shot = (name: string) => `artifacts/content/desktop-${name}.png`;

test('a release added in the console appears on /download', async ({ page }) => {
  test.setTimeout(120_000);
  const versionName = `3.9.${Date.now() % 100000}`;
  const url = `https://download.yanketang.com/client/YanKeTang-Setup-${versionName}.exe`;

  const token = await logIn(page, false, 'admin', 'Admin1234');
  await page.goto('/console/client-versions');
  await expect(page.getByRole('menuitem', { name: /客户端版本/ })).toBeVisible();
  await expect(page.getByText('3.8.2', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '新建版本' }).click();
  const dialog = page.getByRole('dialog', { name: '新建客户端版本' });
  await dialog.getByLabel('版本号').fill(versionName);
  await dialog.getByLabel('安装包大小（MB）').fill('88.5');
  await dialog.getByLabel('下载地址').fill(url);
  await dialog.getByLabel('更新说明').fill('课堂白板支持手写笔压感。');
  await dialog.getByText('保存后立即发布').click();
  await page.screenshot({ path: shot('console-form') });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('.ant-table-row', { hasText: versionName });
  await expect(row.getByText('已发布')).toBeVisible();
  await page.screenshot({ path: shot('console-list') });

  await page.goto('/download');
  const windows = page.getByRole('region', { name: 'Windows 客户端' });
  await expect(windows.getByText(versionName, { exact: true })).toBeVisible();
  await expect(windows.getByText('88.5 MB')).toBeVisible();
  await expect(windows.getByText('课堂白板支持手写笔压感。')).toBeVisible();
  await expect(windows.getByRole('link', { name: /下载 Windows 版/ })).toHaveAttribute('href', url);
  await expect(page.getByRole('region', { name: 'macOS 客户端' }).getByText('3.8.1', { exact: true })).toBeVisible();
  await page.screenshot({ path: shot('download'), fullPage: true });

  // Take it down again through the API (the page's switch does the same call).
  const list = await api<{ id: number; versionName: string; version: number }[]>(
    page.request,
    token,
    'GET',
    '/api/console/content/client-version',
  );
  const added = list.find((v) => v.versionName === versionName)!;
  await api(page.request, token, 'POST', `/api/console/content/client-version/${added.id}/publish`, {
    published: false,
    version: added.version,
  });
  await page.reload();
  await expect(windows.getByText('3.8.2', { exact: true })).toBeVisible();
});
