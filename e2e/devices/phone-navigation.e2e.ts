import { expect, test, type Page } from '@playwright/test';
import { DEMO_STUDENT, logIn } from '../support/session';
import { clickEach, deviceShot, expectBuiltPage, settle } from './device-support';

/*
 * No dead ends on phones (390x844): the tab bar, the learning centre's entries and every class card's links and
 * buttons, clicked as the demo student, open built pages, never 功能建设中. The desktop's counterpart is
 * desktop-navigation.e2e.ts.
 */

test.describe('phone navigation has no dead ends', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, true, DEMO_STUDENT.username, DEMO_STUDENT.password);
  });

  test('phone: tab bar, learning centre, class cards', async ({ page }, info) => {
    // Dozens of entries (every class card's 学习报告 among them), each a page load and a settle: minutes on a
    // 2-CPU machine.
    test.setTimeout(720_000);
    // antd-mobile's tab items have no role; the click is dispatched to them (see the phone frame journey).
    const tabs = (p: Page) => p.getByRole('navigation', { name: '底部导航' }).locator('.adm-tab-bar-item');
    await page.goto('/m-shop');
    await expect(tabs(page)).toHaveText(['全部课程', '学习中心', '下载中心']);
    for (const [i, path] of [
      [0, '/m-shop'],
      [1, '/center'],
      [2, '/MDownload'],
    ] as const) {
      await page.goto(i === 0 ? '/center' : '/m-shop');
      await settle(page);
      await tabs(page).nth(i).dispatchEvent('click');
      await expect(page).toHaveURL(path);
      await expectBuiltPage(page, `tab ${path}`);
    }
    await clickEach(page, '/center', (p) => p.locator('.center-entries a, .center-account a'), 'learning centre entry');
    await clickEach(page, '/center', (p) => p.getByTestId('class-card').locator('a, button'), 'class card');
    await page.goto('/center');
    await settle(page);
    // 学习报告 is built: on a phone the centre's tile leads there (the cards keep it for desktops).
    await expect(page.locator('.center-entry', { hasText: '学习报告' })).toBeVisible();
    await deviceShot(page, info, 'center');
  });
});
