import { expect, test } from '@playwright/test';

test.describe('smoke', () => {
  test('open the home page, log in as the demo student, see the name', async ({ page }, info) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/盐课堂/);
    await page.screenshot({ path: `artifacts/${info.project.name}-home.png`, fullPage: false });

    await page.getByTestId('login-button').first().click();
    await page.getByPlaceholder('请输入用户名/手机号').fill('student');
    await page.getByPlaceholder('请输入密码').fill('Student123');
    await page
      .getByRole('button', { name: /^登\s*录$/ })
      .last()
      .click();

    await expect(page.getByTestId('header-user-name').first()).toHaveText(/王小明/);
    await page.screenshot({ path: `artifacts/${info.project.name}-logged-in.png`, fullPage: false });
  });
});
