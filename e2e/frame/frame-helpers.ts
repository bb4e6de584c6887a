import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { readSmsCode } from '../support/server-log';

/** The demo accounts the seed creates (apps/server/src/db/seed/demo-seed.ts); journeys never change them. */
export const DEMO = {
  student: { username: 'student', mobile: '13800000001', password: 'Student123', name: '王小明' },
  teacher: { username: 'teacher', mobile: '13800000002', password: 'Teacher123', name: '李明华' },
  tutor: { username: 'tutor', mobile: '13800000003', password: 'Tutor1234', name: '张晓雪' },
  parent: { username: 'parent', mobile: '13800000004', password: 'Parent123', name: '王建国' },
} as const;

/** The server allows one code per mobile per 60 s (and 10 per China day), whatever journey asked before. */
const SMS_RESEND_MS = 60_000;

/** Screenshot of a frame state: e2e/artifacts/frame/<project>-<state>.png (CI keeps e2e/artifacts). */
export async function shot(page: Page, info: TestInfo, state: string): Promise<void> {
  // Let the 0.3 s page fade and antd's motion finish so the picture shows the settled state.
  await page.waitForTimeout(400);
  await page.screenshot({
    path: path.join(info.config.rootDir, 'artifacts', 'frame', `${info.project.name}-${state}.png`),
  });
}

export function loginDialog(page: Page) {
  return page.getByRole('dialog');
}

/** The card of the login dialog is a region named after its heading (账号登录, 注册账号, 找回密码, 完善信息). */
export async function expectLoginDialog(page: Page, title: string): Promise<void> {
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
}

export async function closeLoginDialog(page: Page): Promise<void> {
  await loginDialog(page).getByRole('button', { name: '关闭' }).click();
  await expect(loginDialog(page)).toBeHidden();
}

function submitButton(page: Page) {
  return loginDialog(page).getByRole('button', { name: /^登\s*录$/ });
}

/** Fills the password tab of an open login dialog and submits. */
export async function loginByPassword(page: Page, username: string, password: string): Promise<void> {
  await expectLoginDialog(page, '账号登录');
  await loginDialog(page).getByRole('tab', { name: '密码登录' }).click();
  await page.getByPlaceholder('请输入用户名/手机号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await submitButton(page).click();
  await expect(loginDialog(page)).toBeHidden();
}

/**
 * Fills the SMS tab of an open login dialog: asks for a code, reads it from the server log like a user reads
 * their phone, and submits. A code sent to the same mobile less than 60 s ago (an earlier run against the same
 * server) is refused by the server; the journey then waits the minute out once and asks again.
 */
export async function loginBySms(page: Page, mobile: string): Promise<void> {
  await expectLoginDialog(page, '账号登录');
  const dialog = loginDialog(page);
  await dialog.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  const sendButton = dialog.getByRole('button', { name: '获取验证码' });
  const countdown = dialog.getByText(/s后重新获取/);
  const tooFrequent = page.getByText('验证码发送过于频繁，请60秒后再试');

  let sentAt = Date.now() - 1000;
  await sendButton.click();
  await expect(countdown.or(tooFrequent).first()).toBeVisible();
  if (await tooFrequent.isVisible()) {
    test.info().annotations.push({ type: 'sms', description: `${mobile}: waited out the 60 s resend limit` });
    test.setTimeout(test.info().timeout + SMS_RESEND_MS + 10_000);
    await page.waitForTimeout(SMS_RESEND_MS + 1000);
    sentAt = Date.now() - 1000;
    await sendButton.click();
  }
  await expect(countdown).toBeVisible();
  const code = await readSmsCode(mobile, sentAt);
  await page.getByPlaceholder('请输入验证码').fill(code);
  await submitButton(page).click();
  await expect(loginDialog(page)).toBeHidden();
}
