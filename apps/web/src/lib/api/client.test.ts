import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERRORS, GENERIC_ERRORS, MESSAGES, ORDER_ERRORS, type ErrorEntry } from '@salt/domain';
import { ApiError, apiGet, http, withApiPrefix } from './client';
import { fakeFetch, type FakeReply, type FakeRequest } from '../../test/fake-fetch';
import { setFeedback, type Feedback } from './feedback';
import { clearSession, saveTokens, useSiteStore } from '../site-store';

const errorBodyOf = (e: ErrorEntry) => ({ code: 1, msg: e.msg, data: null, errorCode: e.errorCode });

type Handler = (req: FakeRequest) => FakeReply | Promise<FakeReply>;

function reply(_req: FakeRequest, status: number, data: unknown): FakeReply {
  return { status, data };
}

const install = (handler: Handler) => fakeFetch(handler);

function authOf(req: FakeRequest): string {
  return req.headers.Authorization ?? '';
}

let fb: { [K in keyof Feedback]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  useSiteStore.setState({ showLoginDialog: false, client: 'browser' });
  fb = { error: vi.fn(), info: vi.fn(), locked: vi.fn(), expired: vi.fn() };
  setFeedback(fb as unknown as Feedback);
});
afterEach(() => vi.useRealTimers());

describe('api client', () => {
  it('adds the /api prefix, version headers and the Bearer token', async () => {
    saveTokens({ accessToken: 'A1', refreshToken: 'R1' });
    const seen = install((c) => reply(c, 200, { code: 0, msg: null, data: 42 }));
    await expect(apiGet('/admin/user/info')).resolves.toBe(42);
    expect(seen[0]!.url).toBe('/api/admin/user/info');
    expect(authOf(seen[0]!)).toBe('Bearer A1');
    expect(seen[0]!.headers['app-version']).toBeTruthy();
    expect(seen[0]!.headers['api-version']).toBe('1');
    expect(withApiPrefix('/api/x')).toBe('/api/x');
    expect(withApiPrefix('shop/y')).toBe('/api/shop/y');
  });

  it('sends the Basic client header for token calls', async () => {
    saveTokens({ accessToken: 'A1', refreshToken: 'R1' });
    const seen = install((c) => reply(c, 200, { access_token: 'x' }));
    await http.post('/auth/oauth/token', 'grant_type=password', { basicAuth: true });
    expect(authOf(seen[0]!)).toBe(`Basic ${btoa('web:web')}`);
  });

  it('refreshes once for concurrent 401s and retries each call with the new token', async () => {
    saveTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    let refreshCalls = 0;
    let releaseRefresh!: () => void;
    const refreshGate = new Promise<void>((r) => (releaseRefresh = r));
    const seen = install(async (c) => {
      if (c.url === '/api/auth/oauth/token') {
        refreshCalls += 1;
        expect(String(c.data)).toContain('grant_type=refresh_token');
        expect(String(c.data)).toContain('refresh_token=R1');
        expect(authOf(c)).toBe(`Basic ${btoa('web:web')}`);
        await refreshGate;
        return reply(c, 200, { access_token: 'NEW', refresh_token: 'R2' });
      }
      if (authOf(c) === 'Bearer NEW') return reply(c, 200, { code: 0, msg: null, data: c.url });
      return reply(c, 401, { code: 1, msg: '登录已失效，请重新登录', data: null });
    });
    const calls = Promise.all([apiGet('/a'), apiGet('/b'), apiGet('/c')]);
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    releaseRefresh();
    await expect(calls).resolves.toEqual(['/api/a', '/api/b', '/api/c']);
    expect(refreshCalls).toBe(1);
    expect(useSiteStore.getState().token).toEqual({ accessToken: 'NEW', refreshToken: 'R2' });
    expect(seen.filter((c) => authOf(c) === 'Bearer NEW')).toHaveLength(3);
    expect(fb.error).not.toHaveBeenCalled();
  });

  it('uses a token another tab refreshed meanwhile instead of refreshing again', async () => {
    saveTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    const seen = install((c) =>
      authOf(c) === 'Bearer OTHER'
        ? reply(c, 200, { code: 0, msg: null, data: 'ok' })
        : reply(c, 401, { code: 1, msg: 'x', data: null }),
    );
    const call = apiGet('/a');
    // The other tab writes storage after this tab sent its request with the old token.
    localStorage.setItem('salt-classes-token', JSON.stringify({ accessToken: 'OTHER', refreshToken: 'R9' }));
    await expect(call).resolves.toBe('ok');
    expect(seen.some((c) => c.url === '/api/auth/oauth/token')).toBe(false);
    expect(useSiteStore.getState().token).toEqual({ accessToken: 'OTHER', refreshToken: 'R9' });
  });

  it('logs out and opens login when the refresh fails', async () => {
    saveTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    install((c) =>
      c.url === '/api/auth/oauth/token'
        ? reply(c, 400, { code: 1, msg: 'bad', data: null })
        : reply(c, 401, { code: 1, msg: 'x', data: null }),
    );
    await expect(apiGet('/a')).rejects.toThrow();
    expect(useSiteStore.getState().token).toBeNull();
    expect(useSiteStore.getState().showLoginDialog).toBe(true);
    expect(fb.expired).not.toHaveBeenCalled();
  });

  it('shows the 登录已失效 dialog when the refresh answers 426 with a msg, then logs out', async () => {
    saveTokens({ accessToken: 'OLD', refreshToken: 'R1' });
    install((c) =>
      c.url === '/api/auth/oauth/token'
        ? reply(c, 426, { code: 1, msg: '刷新令牌无效，请重新登录', data: null })
        : reply(c, 401, { code: 1, msg: 'x', data: null }),
    );
    await expect(apiGet('/a')).rejects.toThrow('刷新令牌无效，请重新登录');
    expect(fb.expired).toHaveBeenCalledWith('刷新令牌无效，请重新登录', expect.any(Function));
    expect(useSiteStore.getState().token).toBeNull();
    expect(useSiteStore.getState().showLoginDialog).toBe(false);
    fb.expired.mock.calls[0]![1]();
    expect(useSiteStore.getState().showLoginDialog).toBe(true);
  });

  it('without a refresh token, a 401 shows its Chinese text, logs out and opens login', async () => {
    install((c) => reply(c, 401, { code: 1, msg: '请先登录', data: null }));
    await expect(apiGet('/a')).rejects.toThrow('请先登录');
    expect(fb.error).toHaveBeenCalledWith('请先登录');
    expect(useSiteStore.getState().showLoginDialog).toBe(true);
  });

  it('inside the app a 401 asks the host to return to login instead of refreshing', async () => {
    const ua = vi
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (iPhone) Mobile SaltClassesApp/3.2.1');
    const postMessage = vi.fn();
    (window as unknown as { SaltAppBridge?: unknown }).SaltAppBridge = { postMessage };
    try {
      saveTokens({ accessToken: 'A', refreshToken: 'R' });
      const seen = install((c) => reply(c, 401, { code: 1, msg: '登录已失效，请重新登录', data: null }));
      await expect(apiGet('/a')).rejects.toThrow('登录已失效，请重新登录');
      expect(seen).toHaveLength(1);
      expect(JSON.parse(postMessage.mock.calls[0]![0] as string).action).toBe('returnToLogin');
      expect(fb.error).toHaveBeenCalledWith('登录已失效，请重新登录');
      expect(seen[0]!.headers['app-version']).toBe('3.2.1');
    } finally {
      ua.mockRestore();
      delete (window as unknown as { SaltAppBridge?: unknown }).SaltAppBridge;
    }
  });

  it('passes 盐课堂微信未绑定。 on to the caller untouched', async () => {
    saveTokens({ accessToken: 'A', refreshToken: 'R' });
    const seen = install((c) => reply(c, 401, errorBodyOf(AUTH_ERRORS.wechatNotBound)));
    const err = await apiGet('/a').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: MESSAGES.wechatNotBound, status: 401, errorCode: 'AUTH_WECHAT_NOT_BOUND' });
    expect(fb.error).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
    expect(useSiteStore.getState().token).not.toBeNull();
  });

  it('decides by errorCode, not text: the WeChat text under another code is an ordinary 401', async () => {
    saveTokens({ accessToken: 'A', refreshToken: 'R' });
    install((c) =>
      c.url === '/api/auth/oauth/token'
        ? reply(c, 400, errorBodyOf(GENERIC_ERRORS.badRequest))
        : reply(c, 401, { ...errorBodyOf(AUTH_ERRORS.tokenInvalid), msg: MESSAGES.wechatNotBound }),
    );
    await expect(apiGet('/a')).rejects.toThrow();
    // It tried to refresh and logged out, as for any expired session.
    expect(useSiteStore.getState().token).toBeNull();
    expect(useSiteStore.getState().showLoginDialog).toBe(true);
  });

  it('exposes the envelope errorCode on ApiError, and null for a code this build does not know', async () => {
    install((c) => reply(c, 409, errorBodyOf(ORDER_ERRORS.repeatBuy)));
    await expect(apiGet('/a')).rejects.toMatchObject({ errorCode: 'ORDER_SEAT_TAKEN', status: 409 });
    install((c) => reply(c, 200, { code: 1, msg: '库存不足', data: null, errorCode: 'SOMETHING_NEWER' }));
    await expect(apiGet('/a')).rejects.toMatchObject({ errorCode: null, message: '库存不足' });
  });

  it('shows the account-locked warning without a close button', async () => {
    install((c) => reply(c, 500, errorBodyOf(AUTH_ERRORS.accountLocked)));
    await expect(http.post('/auth/oauth/token', '', { basicAuth: true })).rejects.toThrow(MESSAGES.accountLocked);
    expect(fb.locked).toHaveBeenCalledWith(MESSAGES.accountLocked);
    expect(fb.error).not.toHaveBeenCalled();
  });

  it.each([500, 501, 503])('shows 网络连接失败 on %i', async (status) => {
    install((c) => reply(c, status, { code: 1, msg: 'boom', data: null }));
    await expect(apiGet('/a')).rejects.toThrow(MESSAGES.networkFailed);
    expect(fb.error).toHaveBeenCalledWith(MESSAGES.networkFailed);
  });

  it('uses a 10 s timeout and reports a timeout as 网络连接失败', async () => {
    vi.useFakeTimers();
    install(() => new Promise<FakeReply>(() => {}));
    const call = apiGet('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_900);
    expect(fb.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await expect(call).resolves.toMatchObject({ message: MESSAGES.networkFailed, status: null });
    expect(fb.error).toHaveBeenCalledWith(MESSAGES.networkFailed);
  });

  it('reports no answer at all (offline) as 网络连接失败', async () => {
    install(() => {
      throw new Error('offline');
    });
    await expect(apiGet('/a')).rejects.toThrow(MESSAGES.networkFailed);
    expect(fb.error).toHaveBeenCalledWith(MESSAGES.networkFailed);
  });

  it('sends query parameters, JSON bodies and DELETE bodies as the server reads them', async () => {
    const seen = install((c) => reply(c, 200, { code: 0, msg: null, data: null }));
    await apiGet('/a', { params: { current: 1, status: undefined, ids: [1, 2], q: '三角形' } });
    expect(seen[0]!.params).toEqual({ current: '1', 'ids[]': '2', q: '三角形' });
    expect(new URLSearchParams(seen[0]!.params).toString()).toContain('current=1');
    await http.post('/b', { n: 1 });
    expect(JSON.parse(seen[1]!.data as string)).toEqual({ n: 1 });
    expect(seen[1]!.headers['Content-Type']).toBe('application/json');
    await http.delete('/c', { data: { ids: [3] } });
    expect(seen[2]!).toMatchObject({ method: 'delete', data: JSON.stringify({ ids: [3] }) });
  });

  it('cancels a requireToken call without a token and opens login', async () => {
    const seen = install((c) => reply(c, 200, { code: 0, msg: null, data: 1 }));
    const err = await apiGet('/shop/order/my/page', { requireToken: true }).catch((e: unknown) => e);
    expect((err as Error).name).toBe('CanceledError');
    expect(seen).toHaveLength(0);
    expect(useSiteStore.getState().showLoginDialog).toBe(true);
  });

  it('treats a non-zero envelope code as an error and shows its msg unless silent', async () => {
    install((c) => reply(c, 200, { code: 1, msg: '库存不足', data: null }));
    await expect(apiGet('/a')).rejects.toThrow('库存不足');
    expect(fb.error).toHaveBeenCalledWith('库存不足');
    fb.error.mockClear();
    await expect(apiGet('/a', { silent: true })).rejects.toThrow('库存不足');
    expect(fb.error).not.toHaveBeenCalled();
  });
});
