import { AUTH_ERRORS } from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { feedback } from '../../lib/api/feedback';
import { openLoginDialog, saveUser, siteState, toSiteUser } from '../../lib/site-store';
import { fetchUserInfo } from './api/user-info';
import { wechatAuthorizeUrl } from './api/wechat-authorize';
import { wechatBind } from './api/wechat-bind';
import { wechatChangeBind } from './api/wechat-change-bind';
import { wechatLogin } from './api/wechat-login';
import { applyTokenResponse } from './session';
import {
  rememberPending,
  useWechatOAuthStore,
  withoutOAuthParams,
  type WechatPurpose,
  type WechatReturn,
} from './wechat-oauth-state';

/**
 * 微信登录 / 绑定微信 inside the WeChat browser: send the person through WeChat's OAuth and back to this page
 * (the server builds the URL, so the app id stays there), then act on the code. Official accounts use the silent
 * snsapi_base scope, so a parent tapping 微信登录 is back, logged in, without a consent screen.
 */
export async function startWechatAuthorize(
  purpose: WechatPurpose,
  returnPath = window.location.pathname + window.location.search,
): Promise<void> {
  const state = rememberPending(purpose);
  const url = await wechatAuthorizeUrl({ redirectPath: withoutOAuthParams(returnPath), state });
  window.location.assign(url);
}

async function refreshUser(): Promise<void> {
  saveUser(toSiteUser(await fetchUserInfo(), siteState().showMobileTheme));
}

/** Acts on a WeChat return: logs in, binds or replaces the binding; every outcome is said in Chinese. */
export async function finishWechatReturn(ret: WechatReturn, opts: { loginPage: boolean }): Promise<void> {
  if (ret.kind === 'stale') {
    feedback().error('微信授权已失效，请重新点击微信登录');
    return;
  }
  try {
    if (ret.purpose === 'login') {
      applyTokenResponse(await wechatLogin(ret.code), true);
      useWechatOAuthStore.setState({ unbound: false });
    } else if (ret.purpose === 'bind') {
      await wechatBind(ret.code);
      await refreshUser();
      feedback().info('微信已绑定，下次可直接用微信登录');
    } else {
      await wechatChangeBind(ret.code);
      await refreshUser();
      feedback().info('已更换为当前微信');
    }
  } catch (e) {
    if (e instanceof ApiError && e.errorCode === AUTH_ERRORS.wechatNotBound.errorCode) {
      // Logging in once by mobile or password binds this WeChat (use-wechat-return.ts), so it is the last time.
      useWechatOAuthStore.setState({ unbound: true });
      if (!opts.loginPage) openLoginDialog('sms');
    } else if (ret.purpose === 'login') {
      feedback().error(e instanceof Error ? e.message : '微信登录失败，请重试');
    }
    // Bind and change errors were shown by the API client (already bound to another account, ...).
  }
}
