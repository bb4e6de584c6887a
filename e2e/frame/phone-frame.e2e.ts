import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  closeLoginDialog,
  expectLoginDialog,
  loginByPassword,
  loginBySms,
  loginDialog,
  shot,
} from './frame-helpers';

/*
 * Phone frame (390x844, Pixel 7 user agent): the mobile theme sends home and course selection to the mobile
 * shop; the tab bar shows on the shop root and the tab roots and is hidden on the shop's inner pages; the
 * back-arrow shop header is hidden on the shop root and the coupon pages. Login happens from the learning
 * centre tab, logout from the learning centre page.
 */

const tabBar = (page: Page) => page.getByRole('navigation', { name: '底部导航' });
/**
 * Taps a tab (icon and title; antd-mobile's tab items have no role, so they are found by their class). The
 * click is dispatched to the item: while /m-shop is wider than the screen (see the no-sideways-scrolling
 * journey) Chromium shrinks the page to fit, and Playwright's pointer then lands beside the tab it aims at,
 * which a person's finger does not.
 */
async function tapTab(page: Page, title: '全部课程' | '学习中心') {
  await tabBar(page).locator('.adm-tab-bar-item').filter({ hasText: title }).dispatchEvent('click');
}
/** The back-arrow header is the page's only banner on phones (page content sits in <main>). */
const shopHeader = (page: Page) => page.getByRole('banner');

async function expectTabBar(page: Page, active?: '全部课程' | '学习中心') {
  await expect(tabBar(page)).toBeVisible();
  await expect(tabBar(page)).toContainText('全部课程');
  await expect(tabBar(page)).toContainText('学习中心');
  await expect(tabBar(page)).toContainText('下载中心');
  // The highlighted tab follows the page (and tells that the new page's frame has rendered).
  if (active) await expect(tabBar(page).locator('.adm-tab-bar-item-active')).toHaveText(active);
}

/** Shop pages that are personal ask for login in place; the frame under the dialog is what these checks see. */
async function dismissLoginIfAsked(page: Page) {
  const dialog = loginDialog(page);
  try {
    await dialog.waitFor({ state: 'visible', timeout: 2000 });
  } catch {
    return;
  }
  await closeLoginDialog(page);
}

test.describe('phone frame', () => {
  test('home and course selection redirect to /m-shop, where the tab bar shows and the shop header does not', async ({
    page,
  }, info) => {
    await page.goto('/');
    await expect(page).toHaveURL('/m-shop');
    await expectTabBar(page, '全部课程');
    await expect(shopHeader(page)).toHaveCount(0);
    // No desktop header on phones.
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    await expect(page.getByTestId('login-button')).toHaveCount(0);
    await shot(page, info, 'shop-root');

    await page.goto('/course');
    await expect(page).toHaveURL('/m-shop');
    await expectTabBar(page, '全部课程');

    // The download page has a phone twin, a tab root.
    await page.goto('/download');
    await expect(page).toHaveURL('/MDownload');
    await expectTabBar(page);

    await tapTab(page, '全部课程');
    await expect(page).toHaveURL('/m-shop');
    await expectTabBar(page, '全部课程');
  });

  test('shop inner pages hide the tab bar and show the back-arrow header; coupon pages hide both', async ({
    page,
  }, info) => {
    for (const [path, title] of [
      ['/m-shop/cartNew', '购物车'],
      ['/m-shop/checkOrder', '确认订单'],
      ['/m-shop/userAddressNew', '收货地址'],
      ['/m-shop/test-bank', '题库练习'],
    ] as const) {
      await page.goto(path);
      await dismissLoginIfAsked(page);
      await expect(shopHeader(page), path).toContainText(title);
      await expect(tabBar(page), path).toHaveCount(0);
    }

    for (const path of ['/m-shop/couponCode', '/m-shop/couponReceive']) {
      await page.goto(path);
      await dismissLoginIfAsked(page);
      await expect(page, path).toHaveURL(path);
      await expect(shopHeader(page), path).toHaveCount(0);
      await expect(tabBar(page), path).toHaveCount(0);
    }

    // From the shop root into the cart and back with the arrow.
    await page.goto('/m-shop');
    await expectTabBar(page, '全部课程');
    await page.goto('/m-shop/cartNew');
    await dismissLoginIfAsked(page);
    await expect(shopHeader(page)).toContainText('购物车');
    await shot(page, info, 'shop-inner');
    await shopHeader(page).locator('.adm-nav-bar-back').click();
    await expect(page).toHaveURL('/m-shop');
    await expectTabBar(page, '全部课程');
    await expect(shopHeader(page)).toHaveCount(0);
  });

  test('the login dialog in each mode, opened from the 学习中心 tab', async ({ page }, info) => {
    await page.goto('/m-shop');
    await tapTab(page, '学习中心');
    await expect(page).toHaveURL('/center');
    const dialog = loginDialog(page);
    await expectLoginDialog(page, '账号登录');
    await expect(page.getByPlaceholder('请输入用户名/手机号')).toBeVisible();
    await shot(page, info, 'login-password');

    await dialog.getByRole('tab', { name: '验证码登录' }).click();
    await expect(dialog.getByRole('button', { name: '获取验证码' })).toBeVisible();
    await shot(page, info, 'login-sms');

    await dialog.getByRole('button', { name: '没有账号？立即注册' }).click();
    await expectLoginDialog(page, '注册账号');
    await shot(page, info, 'login-register');

    await dialog.getByRole('button', { name: '已有账号，去登录' }).click();
    await dialog.getByRole('button', { name: '忘记密码?' }).click();
    await expectLoginDialog(page, '找回密码');
    await shot(page, info, 'login-reset');

    await closeLoginDialog(page);
    await expect(page.getByText('请先登录')).toBeVisible();
    await expectTabBar(page, '学习中心');
    await shot(page, info, 'center-logged-out');

    await page.goto('/html/login.html?type=perfectName');
    await expectLoginDialog(page, '完善信息');
    await expect(dialog.getByRole('button', { name: '关闭' })).toHaveCount(0);
    await shot(page, info, 'login-perfect-name');
  });

  test('password login on the phone as the student; logout from the learning centre', async ({ page }, info) => {
    await page.goto('/m-shop');
    await tapTab(page, '学习中心');
    await loginByPassword(page, DEMO.student.username, DEMO.student.password);
    await expect(page).toHaveURL('/center');
    await expect(page.getByText(DEMO.student.name).first()).toBeVisible();
    await expect(page.getByText(/^学生 · /)).toBeVisible();
    await expectTabBar(page, '学习中心');
    await shot(page, info, 'logged-in');

    // The cart is personal: logged in, it no longer asks.
    await page.goto('/m-shop/cartNew');
    await expect(shopHeader(page)).toContainText('购物车');
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.getByText('请先登录')).toHaveCount(0);

    await page.goto('/center');
    await page.getByRole('button', { name: /退出登录/ }).click();
    await expect(page).toHaveURL('/m-shop');
    await expectTabBar(page, '全部课程');
    await tapTab(page, '学习中心');
    await expectLoginDialog(page, '账号登录');
  });

  test('frame pages fit the 390 px screen: no sideways scrolling', async ({ page }) => {
    for (const path of ['/m-shop', '/m-shop/cartNew', '/center', '/MDownload', '/no-such-page/e2e']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect
        .soft(width.page, `${path} is ${width.page} px wide on a ${width.screen} px screen`)
        .toBeLessThanOrEqual(width.screen);
    }
  });

  test('SMS-code login on the phone (the tutor)', async ({ page }) => {
    await page.goto('/center');
    await loginBySms(page, DEMO.tutor.mobile);
    await expect(page.getByText(DEMO.tutor.name).first()).toBeVisible();
    // A tutor's own centre: the role alone, no pupil's grade (未设置年级) beside it.
    await expect(page.getByTestId('centre-role')).toHaveText('辅导老师');
    await page.getByRole('button', { name: /退出登录/ }).click();
    await expect(page).toHaveURL('/m-shop');
  });
});
