import { expect, test, type Browser } from '@playwright/test';
import { DEMO_STUDENT, logIn } from '../support/session';
import { addCourseBanner } from '../support/console-banner';

/**
 * 首页轮播 placed on the points mall: the admin adds a banner under 盐值商城; the demo student's mall (/yanzhi) shows
 * it, at desktop and phone size, in place of the built-in campaign card, and not on the shop's home page; deleted,
 * it is gone. Desktop console (console/** runs in the desktop project), with pages of both sizes for the pupil.
 */
const SHOTS = process.env.MALL_BANNER_SHOTS ?? 'artifacts';

async function mallOf(browser: Browser, phone: boolean) {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1440, height: 900 } },
  );
  const page = await context.newPage();
  await logIn(page, phone, DEMO_STUDENT.username, DEMO_STUDENT.password);
  await page.goto('/yanzhi');
  return { page, context };
}

test('the admin places a banner on the points mall; the pupil’s mall shows it at both sizes until it is deleted', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `盐值兑换季 ${Date.now() % 10000}`;
  await logIn(page, false, 'admin', 'Admin1234');
  await page.goto('/console/banners');
  await page.getByText('盐值商城', { exact: true }).click();
  const row = await addCourseBanner(page, {
    title,
    subtitle: '400 盐值换 ¥20 购课券，报名直接抵扣',
    placement: '盐值商城',
  });

  for (const phone of [false, true]) {
    const { page: mall, context } = await mallOf(browser, phone);
    const slide = mall.getByTestId('yz-banner').filter({ hasText: title });
    await expect(slide).toBeVisible();
    await expect(slide.getByRole('img', { name: title })).toBeVisible();
    await expect(mall.getByRole('link', { name: /好礼限量兑/ })).toHaveCount(0);
    await expect(mall.getByTestId('yz-goods').first()).toBeVisible();
    await mall.screenshot({ path: `${SHOTS}/mall-banner-${phone ? 'phone-390x844' : 'desktop-1440x900'}.png` });
    await slide.click();
    await expect(mall).toHaveURL(phone ? /\/m-shop\/goods-detail-new\/\d+/ : /\/pc-shop\/goods-detail\/\d+/);
    await context.close();
  }

  await row.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('已删除')).toBeVisible();
  const { page: mall, context } = await mallOf(browser, false);
  await expect(mall.getByTestId('yz-balance-value')).not.toHaveText('…');
  await expect(mall.getByTestId('yz-banner').filter({ hasText: title })).toHaveCount(0);
  await context.close();
});
