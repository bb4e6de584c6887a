import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS, AUTH_ERRORS, MESSAGES, PARENT_ROLE_ID, type TokenResponse } from '@salt/domain';
import { clearSession, useSiteStore } from '../../../lib/site-store';
import { RawAnswer, renderRoutes, servePages, type PageCall } from '../../../test/page-kit';
import { rememberPending, takeWechatReturn, useWechatOAuthStore, useWechatReturn } from '../../auth';
import { ParentLoginPage } from './login-page';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.40';
const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1#wechat_redirect';

const parentToken = (wxBound: boolean) =>
  new RawAnswer({
    access_token: 'a',
    refresh_token: 'r',
    user_id: 9,
    user: {
      realname: '王建国',
      roles: [PARENT_ROLE_ID],
      sysUser: { userId: 9, username: 'parent', phone: '13800000004', wxBound },
    },
  } as unknown as TokenResponse);

/** The app shell's hook beside the page, as in the browser. */
function Shell({ children }: { children: React.ReactNode }) {
  useWechatReturn();
  return <>{children}</>;
}
const renderParentLogin = (path: string) =>
  renderRoutes(path, {
    '/parent/login': (
      <Shell>
        <ParentLoginPage />
      </Shell>
    ),
    '/parent/loginList': (
      <Shell>
        <div>选择学生页</div>
      </Shell>
    ),
  });

let assign: ReturnType<typeof vi.fn>;
let calls: PageCall[] = [];
beforeEach(() => {
  sessionStorage.clear();
  useWechatOAuthStore.setState({ unbound: false });
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSession();
});

describe('微信登录 on /parent/login', () => {
  it('outside WeChat there is no WeChat button', () => {
    calls = servePages(() => null);
    renderParentLogin('/parent/login');
    expect(screen.getByText('家长登录')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /微信登录/ })).toBeNull();
  });

  it('inside WeChat the button sends the parent to WeChat with a fresh state, back to this page', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    calls = servePages(({ url }) => (url.endsWith(API_PATHS.wechatAuthorize) ? { url: AUTHORIZE_URL } : null));
    renderParentLogin('/parent/login');
    fireEvent.click(screen.getByRole('button', { name: /微信登录/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
    const call = calls.find((c) => c.url.endsWith(API_PATHS.wechatAuthorize))!;
    expect(call.params.redirectPath).toBe(window.location.pathname);
    expect(takeWechatReturn(`?code=x&state=${String(call.params.state)}`)).toMatchObject({ purpose: 'login' });
  });

  it('a bound WeChat coming back logs the parent in and on to choosing a child', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const state = rememberPending('login');
    calls = servePages(({ url }) => (url.endsWith(API_PATHS.socialToken) ? parentToken(true) : null));
    renderParentLogin(`/parent/login?code=local%3Aparent&state=${state}`);
    expect(await screen.findByText('选择学生页')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith(API_PATHS.socialToken))!.body).toContain('code=local%3Aparent');
  });

  it('an unbound WeChat is told so; the SMS login that follows binds this WeChat by one more round trip', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const state = rememberPending('login');
    calls = servePages(({ url }) => {
      if (url.endsWith(API_PATHS.socialToken))
        return Object.assign(new Error(MESSAGES.wechatNotBound), { errorCode: AUTH_ERRORS.wechatNotBound.errorCode });
      if (url.endsWith(API_PATHS.smsToken)) return parentToken(false);
      if (url.endsWith(API_PATHS.wechatAuthorize)) return { url: AUTHORIZE_URL };
      return null;
    });
    renderParentLogin(`/parent/login?code=local%3Astranger&state=${state}`);
    expect(await screen.findByTestId('wechat-unbound')).toHaveTextContent(MESSAGES.wechatNotBound);
    expect(useSiteStore.getState().user).toBeNull();

    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000004' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
    const authorize = calls.find((c) => c.url.endsWith(API_PATHS.wechatAuthorize))!;
    expect(takeWechatReturn(`?code=x&state=${String(authorize.params.state)}`)).toMatchObject({ purpose: 'bind' });
  });

  it('a parent whose account already has a WeChat is not re-bound after an unbound WeChat login', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    useWechatOAuthStore.setState({ unbound: true });
    calls = servePages(({ url }) => (url.endsWith(API_PATHS.smsToken) ? parentToken(true) : null));
    renderParentLogin('/parent/login');
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000004' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('选择学生页')).toBeInTheDocument();
    expect(useWechatOAuthStore.getState().unbound).toBe(false);
    expect(calls.some((c) => c.url.endsWith(API_PATHS.wechatAuthorize))).toBe(false);
  });
});
