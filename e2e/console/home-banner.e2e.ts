import { expect, test } from '@playwright/test';
import { logIn } from '../support/session';
import { addCourseBanner } from '../support/console-banner';

/**
 * The console's 首页轮播 (issue 14, the shop layout): the admin puts a banner for a course on the home page; the
 * desktop home shows its title and line, the phone shop its picture; deleted, it is gone again. Desktop console,
 * with a phone-sized page for the phone shop.
 */

test('the admin adds a home banner for a course; the desktop and phone home pages show it until it is deleted', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `秋季同步班报名中 ${Date.now() % 10000}`;
  await logIn(page, false, 'admin', 'Admin1234');
  await page.goto('/console/banners');
  const row = await addCourseBanner(page, { title, subtitle: '名师直播，辅导老师逐份批改作业' });
  await page.screenshot({ path: 'artifacts/console-home-banners.png' });

  // The desktop home: the banner first in the carousel, with the admin's line and the course's price.
  const visitor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await visitor.goto('/');
  const slide = visitor.locator('.snap-carousel__slide.is-active .home-banner', { hasText: title });
  await expect(slide).toBeVisible();
  await expect(slide.getByText('名师直播，辅导老师逐份批改作业')).toBeVisible();
  await visitor.screenshot({ path: 'artifacts/home-banner-desktop.png' });
  await visitor.close();

  // The phone shop: the banner's picture (the course cover) leads the swiper.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phonePage = await phone.newPage();
  await phonePage.goto('/m-shop');
  await expect(phonePage.getByRole('img', { name: `${title}课程封面` }).first()).toBeAttached();
  await phonePage.screenshot({ path: 'artifacts/home-banner-phone.png' });

  // Deleted, it leaves the home page.
  await row.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('已删除')).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: title })).toHaveCount(0);
  await phonePage.reload();
  await expect(phonePage.locator('.mcat-home__banners')).toBeVisible();
  await expect(phonePage.getByRole('img', { name: `${title}课程封面` })).toHaveCount(0);
  await phone.close();
});
