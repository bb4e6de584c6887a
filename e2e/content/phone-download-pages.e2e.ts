import { expect, test } from '@playwright/test';

/**
 * 内容 at phone size: /download sends phones to 下载中心 (/MDownload) with the Android and iOS apps and their QR
 * codes, reached from the tab bar too; /qualifications shows the school licences and leads to the teachers'.
 */
const shot = (name: string) => `artifacts/content/phone-${name}.png`;

test('下载中心 and 办学许可 on a phone', async ({ page }) => {
  await page.goto('/download');
  await expect(page).toHaveURL('/MDownload');
  const android = page.getByRole('region', { name: 'Android 版' });
  await expect(android.getByText(/版本 5\.12\.0 · 68\.3 MB/)).toBeVisible();
  await expect(android.locator('.ant-qrcode canvas')).toBeVisible();
  await expect(android.getByRole('link', { name: /下载安装包/ })).toHaveAttribute('href', /\.apk$/);
  const ios = page.getByRole('region', { name: 'iOS 版' });
  await expect(ios.getByRole('link', { name: /前往 App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
  await expect(page.locator('.adm-tab-bar-item-active')).toHaveText('下载中心');
  await expect(page.getByRole('dialog', { name: '在浏览器中打开' })).toHaveCount(0);
  await page.screenshot({ path: shot('mdownload'), fullPage: true });

  await page.goto('/qualifications');
  await expect(page.getByRole('img', { name: '民办学校办学许可证' })).toBeVisible();
  await expect(page.getByRole('img', { name: '增值电信业务经营许可证' })).toBeVisible();
  await page.getByRole('link', { name: '查看教师资质 →' }).click();
  await expect(page).toHaveURL('/teacherList');
  await page.goto('/qualifications');
  await page.screenshot({ path: shot('qualifications'), fullPage: true });
});
