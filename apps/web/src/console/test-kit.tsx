/* Test helpers for the console: the real app inside a memory router, over a fake API behind the real client. */
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import type { UserInfo } from '@salt/domain';
import { fakeFetch, bodyOf } from '../test/fake-fetch';
import { setFeedback, type Feedback } from '../lib/api/feedback';
import { saveTokens } from '../lib/site-store';
import { ConsoleRefine } from './console-app';

export interface FakeCall {
  method: string;
  url: string;
  /** The query string's values; whole numbers read back as numbers (the console's lists send page numbers and ids). */
  params: Record<string, unknown>;
  /** JSON bodies parsed; form bodies (the password grant) as their text. */
  body: unknown;
  /** The Authorization header sent (the token the API client adds). */
  authorization?: string;
}

function numbersOf(params: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, /^-?\d+$/.test(v) ? Number(v) : v]));
}

/** Every request goes to `answer`; it returns a body, or [status, body] for a failure. */
export function fakeApi(answer: (call: FakeCall) => unknown) {
  const calls: FakeCall[] = [];
  const feedback = { error: vi.fn(), info: vi.fn(), locked: vi.fn(), expired: vi.fn() } satisfies Feedback;
  setFeedback(feedback);
  fakeFetch((req) => {
    const call: FakeCall = {
      method: req.method.toUpperCase(),
      url: req.url,
      params: numbersOf(req.params),
      body: bodyOf(req),
      authorization: req.headers.Authorization ?? '',
    };
    calls.push(call);
    const out = answer(call);
    const [status, data] = Array.isArray(out) ? (out as [number, unknown]) : [200, out];
    return { status, data };
  });
  return { calls, feedback };
}

export const ok = (data: unknown) => ({ code: 0, msg: null, data });

export function userInfo(roles: number[], realname: string): UserInfo {
  return {
    sysUser: {
      userId: 9,
      username: 'u9',
      realname,
      nickname: null,
      phone: null,
      avatar: '',
      gender: null,
      grade: null,
      deptValue: null,
      school: null,
      wxBound: false,
      clientVersion: null,
      createTime: '2026-01-01 00:00:00',
    },
    roles,
    permissions: [],
    realname,
    avatar: '',
  };
}

/** The router's current path and query, for tests that check what the URL keeps. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output hidden data-testid="location">
      {location.pathname + location.search}
    </output>
  );
}

/** Logged in (a token in the site's storage) and at `path` of the console. */
export function renderConsole(path: string, loggedIn = true) {
  if (loggedIn) saveTokens({ accessToken: 'access', refreshToken: 'refresh' });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConsoleRefine />
      <LocationProbe />
    </MemoryRouter>,
  );
}
