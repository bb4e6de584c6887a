import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, type FakeRequest } from '../../test/fake-fetch';
import { setFeedback, type Feedback } from '../../lib/api/feedback';
import { clearSession, saveTokens, saveUser, toSiteUser, useSiteStore } from '../../lib/site-store';
import { applyTokenResponse, logout, startSession } from './session';

const INFO = {
  sysUser: {
    userId: 9,
    username: 'teacher',
    realname: '李老师',
    nickname: null,
    phone: null,
    avatar: '',
    gender: null,
    grade: null,
    deptValue: null,
    school: null,
    wxBound: true,
    clientVersion: null,
    createTime: '',
  },
  roles: [6],
  permissions: [],
  realname: '李老师',
  avatar: '',
};
const urls: string[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  urls.length = 0;
  useSiteStore.setState({ showLoginDialog: false });
  setFeedback({ error: vi.fn(), info: vi.fn(), locked: vi.fn(), expired: vi.fn() } as Feedback);
  fakeFetch(async (config: FakeRequest) => {
    urls.push(`${config.method} ${config.url}`);
    return {
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
      data: { code: 0, msg: null, data: INFO },
    };
  });
});

describe('session start', () => {
  it('without a token clears stored user info and calls nothing', async () => {
    saveUser(toSiteUser(INFO, false));
    useSiteStore.setState({ token: null });
    await startSession();
    expect(useSiteStore.getState().user).toBeNull();
    expect(localStorage.getItem('salt-classes-user')).toBeNull();
    expect(urls).toHaveLength(0);
  });

  it('with a token and no cached user fetches, stores and reloads once', async () => {
    saveTokens({ accessToken: 'A', refreshToken: 'R' });
    const reload = vi.fn();
    await startSession(reload);
    expect(urls).toEqual(['get /api/admin/user/info']);
    expect(useSiteStore.getState().user?.role).toBe('te');
    expect(reload).toHaveBeenCalledTimes(1);
    useSiteStore.setState({ user: null });
    await startSession(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('with a cached user refreshes it without reloading', async () => {
    saveTokens({ accessToken: 'A', refreshToken: 'R' });
    saveUser(toSiteUser({ ...INFO, realname: '旧名字' }, false));
    const reload = vi.fn();
    await startSession(reload);
    expect(reload).not.toHaveBeenCalled();
    expect(useSiteStore.getState().user?.realname).toBe('李老师');
  });
});

describe('login and logout', () => {
  it('asks for a name (perfectName) when the account has none', () => {
    applyTokenResponse(
      {
        access_token: 'A',
        refresh_token: 'R',
        token_type: 'bearer',
        expires_in: 1,
        scope: '',
        user_id: 9,
        username: 'x',
        user: { ...INFO, realname: null },
      },
      false,
    );
    const s = useSiteStore.getState();
    expect(s.showLoginDialog).toBe(true);
    expect(s.loginDialogType).toBe('perfectName');
    // Not remembered: the token lives only for this tab.
    expect(sessionStorage.getItem('salt-classes-token')).not.toBeNull();
    expect(localStorage.getItem('salt-classes-token')).toBeNull();
  });

  it('logout revokes the token on the server and clears the user', async () => {
    saveTokens({ accessToken: 'A', refreshToken: 'R' });
    saveUser(toSiteUser(INFO, false));
    await logout();
    expect(urls).toEqual(['delete /api/auth/token/logout']);
    expect(useSiteStore.getState().user).toBeNull();
    expect(useSiteStore.getState().token).toBeNull();
  });
});
