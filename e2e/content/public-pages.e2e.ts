import { expect, test } from '@playwright/test';

/**
 * 内容's two landing pages at both sizes (desktop and phone projects): /publicAccount shows the school's official
 * account with a drawn QR code, its WeChat id, how to follow and the 盐值 rule for reading it; /advert shows the
 * demo's campaign (the coming winter camp's sign-up) with its dates and a button into the courses; /qualifications
 * shows the licence images (loaded, not broken) and /MDownload the apps' QR codes. None says 功能建设中.
 */
const shot = (size: string, name: string) => `artifacts/content/${size}-${name}.png`;

test('关注公众号, 活动, 办学许可 and 下载中心 show real content', async ({ page }, info) => {
  const size = info.project.name;

  await page.goto('/publicAccount');
  await expect(page.getByRole('heading', { name: '关注「盐课堂」公众号' })).toBeVisible();
  const qr = page.getByRole('region', { name: '公众号二维码' });
  await expect(qr.locator('.ant-qrcode canvas')).toBeVisible();
  await expect(qr.getByText('长按识别二维码')).toBeVisible();
  await expect(qr.getByText('yanketang_edu')).toBeVisible();
  const steps = page.getByRole('region', { name: '关注步骤' });
  for (const step of ['1. 打开微信扫一扫', '2. 关注公众号', '3. 阅读推文得盐值'])
    await expect(steps.getByText(step)).toBeVisible();
  const points = page.getByRole('region', { name: '盐值规则' });
  await expect(points).toContainText(/浏览公众号：\+\d+ 盐值/);
  await expect(points.getByRole('link', { name: '查看盐值规则 →' })).toHaveAttribute('href', '/yanzhi/rule');
  await expect(page.getByText('功能建设中')).toHaveCount(0);
  await page.screenshot({ path: shot(size, 'public-account'), fullPage: true });

  await page.goto('/advert');
  await expect(page.getByRole('heading', { level: 1, name: '寒假集训营报名季' })).toBeVisible();
  await expect(page.getByText(/活动时间：\d{4}年\d+月\d+日 – \d{4}年1月\d+日/)).toBeVisible();
  const details = page.getByRole('region', { name: '活动详情' });
  await expect(details.getByRole('heading', { name: '二、报名福利' })).toBeVisible();
  await expect(page.getByText('功能建设中')).toHaveCount(0);
  await page.screenshot({ path: shot(size, 'advert'), fullPage: true });
  await page.getByRole('link', { name: '立即报名' }).first().click();
  // The course centre (phones are sent on to the phone shop).
  await expect(page).not.toHaveURL(/\/advert$/);

  await page.goto('/qualifications');
  for (const name of ['民办学校办学许可证', '增值电信业务经营许可证']) {
    const licence = page.getByRole('img', { name });
    await expect(licence).toBeVisible();
    await expect.poll(() => licence.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByText('功能建设中')).toHaveCount(0);

  await page.goto('/MDownload');
  for (const app of ['Android 版', 'iOS 版'])
    await expect(page.getByRole('region', { name: app }).locator('.ant-qrcode canvas')).toBeVisible();
  await expect(page.getByText('功能建设中')).toHaveCount(0);
});
