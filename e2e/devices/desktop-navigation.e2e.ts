import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT, logIn } from '../support/session';
import { clickEach, deviceShot, settle } from './device-support';

/*
 * No dead ends on desktops (1440x900): every entry of the main navigation, clicked as the demo student, opens a
 * built page, never the shared 功能建设中 page (entries of unbuilt pages are hidden until their issue lands):
 * header tabs, user menu, footer, the home page's links, the learning centre's entries and class cards. Every page
 * names itself in the tab title. The phone's counterpart is phone-navigation.e2e.ts.
 */

test.describe('desktop navigation has no dead ends', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, false, DEMO_STUDENT.username, DEMO_STUDENT.password);
  });

  test('desktop: header, user menu, footer, home page, learning centre', async ({ page }, info) => {
    // Dozens of entries, each a page load and a settle: about 4 minutes on an idle 2-CPU machine.
    test.setTimeout(480_000);
    const nav = (p: Page) => p.getByRole('navigation', { name: '主导航' }).getByRole('link');
    const tabs = await clickEach(page, '/', nav, 'header tab');
    expect(tabs).toEqual(['首页', '选课中心', '学习中心', '师资力量', '客户端下载']);
    await page.goto('/course');
    await expect(page).toHaveTitle('选课中心 - 盐课堂');

    await clickEach(
      page,
      '/',
      (p) => p.getByRole('menu').getByRole('menuitem').filter({ hasNotText: '退出登录' }),
      'user menu',
      async (p) => {
        await p.getByRole('button', { name: '用户菜单' }).click();
        await expect(p.getByRole('menu')).toBeVisible();
      },
    );

    const footerLinks = (p: Page) =>
      p
        .getByRole('contentinfo')
        .getByRole('navigation', { name: '页脚导航' })
        .getByRole('link')
        .filter({ hasNotText: '在线客服' });
    const footer = await clickEach(page, '/', footerLinks, 'footer link');
    expect(footer).toContain('办学许可证');

    // The home page: the course, teacher and shop links of the hero and the sections; the download banner.
    await page.goto('/');
    await settle(page);
    await expect(page.locator('.home-cta').getByRole('link', { name: '客户端下载' })).toHaveAttribute(
      'href',
      '/download',
    );
    await clickEach(page, '/', (p) => p.locator('.home-user a'), 'home hero link');
    await deviceShot(page, info, 'home');

    // The learning centre: its entries and every class card's links and buttons.
    await clickEach(page, '/center', (p) => p.locator('.center-entries a, .center-account a'), 'learning centre entry');
    await clickEach(page, '/center', (p) => p.getByTestId('class-card').locator('a, button'), 'class card');
    await page.goto('/center');
    await settle(page);
    // 学习报告 is built: the cards offer it (clickEach above followed it to a built page).
    await expect(page.getByTestId('class-card').getByText('学习报告').first()).toBeVisible();
    await deviceShot(page, info, 'center');
  });
});
