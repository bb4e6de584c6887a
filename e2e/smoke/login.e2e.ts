import { expect, test } from '@playwright/test';
import { readSmsCode } from '../support/server-log';

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

    await expect(page.getByPlaceholder('请输入密码')).toBeHidden();
    await expect(page.getByTestId('header-user-name').first()).toHaveText(/王小明/);
    await expect(page.getByTestId('login-button')).toHaveCount(0);
    await page.screenshot({ path: `artifacts/${info.project.name}-logged-in.png`, fullPage: false });
  });
});

test.describe('smoke: SMS login', () => {
  test('log in with an SMS code read from the server log', async ({ page }, info) => {
    const mobile = '13800000001';
    await page.goto('/');
    await page.getByTestId('login-button').first().click();
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await page.getByPlaceholder('请输入手机号').fill(mobile);
    const sentAt = Date.now() - 1000;
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText(/s后重新获取/)).toBeVisible();
    const code = await readSmsCode(mobile, sentAt);
    await page.getByPlaceholder('请输入验证码').fill(code);
    await page
      .getByRole('button', { name: /^登\s*录$/ })
      .last()
      .click();
    await expect(page.getByPlaceholder('请输入验证码')).toBeHidden();
    await expect(page.getByTestId('header-user-name').first()).toHaveText(/王小明/);
    await page.screenshot({ path: `artifacts/${info.project.name}-sms-logged-in.png` });
  });
});
