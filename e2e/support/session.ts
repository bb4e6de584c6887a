import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readSmsCode } from './server-log';

/**
 * What every journey shares about people and the API: the envelope, the demo accounts, logging in (through the
 * page like a person, or through the OAuth password grant for a second actor), and registering a new pupil
 * (SMS code read from the server log) so each run starts with nothing bought.
 */

export interface Envelope<T> {
  code: number;
  msg: string | null;
  data: T;
}

export const DEMO_STUDENT = { username: 'student', password: 'Student123' };
export const DEMO_TEACHER = { username: 'teacher', password: 'Teacher123' };
export const DEMO_TUTOR = { username: 'tutor', password: 'Tutor1234' };
export const DEMO_PARENT = { username: 'parent', password: 'Parent123' };

export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(url, { method, data, headers: { Authorization: `Bearer ${token}` } });
  const text = await res.text();
  let body: Envelope<T>;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${method} ${url}: HTTP ${res.status()} ${text.slice(0, 200)}`);
  }
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(0);
  return body.data;
}

const BASIC = `Basic ${Buffer.from('web:web').toString('base64')}`;

/** The OAuth password grant the login dialog uses; answers the access token and the user's id. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<{ token: string; userId: number }> {
  const res = await request.post('/api/auth/oauth/token', {
    headers: { Authorization: BASIC },
    form: { grant_type: 'password', username, password },
  });
  expect(res.ok(), `login ${username}: ${await res.text()}`).toBe(true);
  const raw = (await res.json()) as Record<string, unknown>;
  // The token endpoint answers OAuth style; accept the app's envelope too.
  const body = (typeof raw.code === 'number' && raw.data ? raw.data : raw) as { access_token: string; user_id: number };
  expect(body.access_token, `login ${username} gives a token`).toBeTruthy();
  return { token: body.access_token, userId: body.user_id };
}

/** A newly registered pupil (SMS code read from the server log), so every run starts with nothing bought. */
export async function registerPupil(
  request: APIRequestContext,
  prefix = '137',
): Promise<{ mobile: string; password: string }> {
  const mobile = `${prefix}${String(Date.now()).slice(-8)}`;
  const password = 'Pupil1234';
  const sentAt = Date.now() - 1000;
  const sms = await request.post(`/api/admin/mobile/${mobile}?type=register`);
  expect(sms.ok(), await sms.text()).toBe(true);
  const code = await readSmsCode(mobile, sentAt);
  const reg = await request.post('/api/auth/register/registerAndLogin', {
    headers: { Authorization: BASIC },
    // The register form asks for the pupil's grade; 初一 is the grade of the running demo class a new pupil joins.
    data: { mobile, code, password, realname: '新同学', grade: '7' },
  });
  expect(reg.ok(), await reg.text()).toBe(true);
  return { mobile, password };
}

/**
 * Logs in through the page: the header's login dialog on desktop; phones have no header, so a personal shop page
 * asks for login in place. Answers the access token the page keeps.
 */
export async function logIn(page: Page, phone: boolean, username: string, password: string): Promise<string> {
  if (phone) {
    await page.goto('/m-shop/userOrderNew');
  } else {
    await page.goto('/');
    await page.getByTestId('login-button').first().click();
  }
  await page.getByPlaceholder('请输入用户名/手机号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page
    .getByRole('button', { name: /^登\s*录$/ })
    .last()
    .click();
  await expect(page.getByPlaceholder('请输入密码')).toBeHidden();
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('salt-classes-token') ?? sessionStorage.getItem('salt-classes-token');
    return raw ? (JSON.parse(raw) as { accessToken: string }).accessToken : null;
  });
  expect(token, 'the page keeps an access token after login').toBeTruthy();
  return token!;
}
