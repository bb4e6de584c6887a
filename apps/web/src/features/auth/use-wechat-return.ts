import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSiteStore } from '../../lib/site-store';
import { takeWechatReturn, useWechatOAuthStore, withoutOAuthParams } from './wechat-oauth-state';

/** Pages with their own login form: an unbound WeChat is explained there instead of in the login dialog. */
const LOGIN_PAGES = ['/parent/login'];

/**
 * The app shell's WeChat OAuth catcher: a page opened with the `code` and `state` this tab asked WeChat for is a
 * return from 微信登录 / 绑定微信; its parameters leave the address bar and the code is used. After an unbound
 * WeChat login, the next login (mobile or password) binds this WeChat by one more silent round trip, unless the
 * account already has a WeChat. The work loads only when there is some.
 */
export function useWechatReturn(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const user = useSiteStore((s) => s.user);
  const unbound = useWechatOAuthStore((s) => s.unbound);

  useEffect(() => {
    const ret = takeWechatReturn(search);
    if (!ret) return;
    navigate(withoutOAuthParams(pathname + search), { replace: true });
    void import('./wechat-oauth').then((m) => m.finishWechatReturn(ret, { loginPage: LOGIN_PAGES.includes(pathname) }));
  }, [pathname, search, navigate]);

  useEffect(() => {
    if (!user || !unbound) return;
    useWechatOAuthStore.setState({ unbound: false });
    if (user.sysUser.wxBound) return;
    void import('./wechat-oauth').then((m) => m.startWechatAuthorize('bind'));
  }, [user, unbound]);
}
