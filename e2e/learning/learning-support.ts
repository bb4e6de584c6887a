import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readSmsCode } from '../support/server-log';

/**
 * What the learning-centre journeys share: the API envelope, logging in (through the page like a person, or
 * through the OAuth password grant for the teacher the test plays), registering a new pupil and the learning
 * APIs' shapes (packages/domain/src/contract/learning.ts and live.ts).
 */

export interface Envelope<T> {
  code: number;
  msg: string | null;
  data: T;
}

export interface ChapterView {
  id: number;
  seq: number;
  title: string;
  startAt: string;
  endAt: string;
  state: 'upcoming' | 'live' | 'finished';
  hasPlayback: boolean;
}
interface Person {
  id: number;
  name: string;
  avatar: string;
}
export interface MyClass {
  offeringId: number;
  spuId: number;
  title: string;
  subject: string;
  grade: string;
  role: 'student' | 'teacher' | 'tutor';
  teacher: Person | null;
  tutor: Person | null;
  total: number;
  finished: number;
  nextChapter: ChapterView | null;
}
export interface OfferingDetail extends MyClass {
  chapters: ChapterView[];
}
export interface LiveInfo {
  chapterId: number;
  classBegin: string;
  classOver: string;
  state: 'upcoming' | 'live' | 'finished';
  role: 'student' | 'teacher' | 'tutor';
  token: string;
  wsUrl: string;
  recordQuery: boolean;
}
export interface PlaybackRecords {
  records: { url: string; durationSec: number }[];
  positionSec: number;
}

export const DEMO_STUDENT = { username: 'student', password: 'Student123' };
export const DEMO_TEACHER = { username: 'teacher', password: 'Teacher123' };

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
export async function registerPupil(request: APIRequestContext): Promise<{ mobile: string; password: string }> {
  const mobile = `137${String(Date.now()).slice(-8)}`;
  const password = 'Pupil1234';
  const sentAt = Date.now() - 1000;
  const sms = await request.post(`/api/admin/mobile/${mobile}?type=register`);
  expect(sms.ok(), await sms.text()).toBe(true);
  const code = await readSmsCode(mobile, sentAt);
  const reg = await request.post('/api/auth/register/registerAndLogin', {
    headers: { Authorization: BASIC },
    data: { mobile, code, password, realname: '新同学' },
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

export const shotPath = (project: string, state: string) => `artifacts/learning/${project}-${state}.png`;
