import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { registerPupil } from '../support/session';
import { shot } from './family-support';

/** The WeChat browser tells itself apart by this token in its user agent (lib/device.ts). */
const WECHAT_UA_TAIL = ' MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';

/** A fresh browser of the project's size whose user agent is the WeChat browser's. */
async function wechatPage(browser: Browser, info: TestInfo): Promise<Page> {
  const use = info.project.use;
  const context = await browser.newContext({
    ...use,
    userAgent: `${use.userAgent ?? ''}${WECHAT_UA_TAIL}`,
    baseURL: use.baseURL ?? info.config.projects[0]!.use.baseURL,
  });
  return context.newPage();
}

/**
 * WeChat's consent page. Development has no WeChat, so the local provider's stand-in asks which WeChat user this
 * is; with real WeChat the silent snsapi_base scope comes straight back.
 */
async function consentAs(page: Page, info: TestInfo, wechatUser: string, state?: string): Promise<void> {
  await expect(page).toHaveURL(/\/api\/auth\/wechat\/local-consent\?/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '微信授权' })).toBeVisible();
  await page.getByLabel('微信用户').fill(wechatUser);
  if (state) await shot(page, info, state);
  await page.getByRole('button', { name: '允许' }).click();
}

/**
 * 家长端 inside WeChat: the demo parent taps 微信登录, WeChat (the local stand-in) comes back with a code, and the
 * parent lands on 王小明's portal without typing a number or a code (the demo parent's WeChat is bound).
 */
test('the demo parent logs in with WeChat inside the WeChat browser', async ({ browser }, info) => {
  const page = await wechatPage(browser, info);
  await page.goto('/parent/login');
  await shot(page, info, 'wechat-parent-login');
  await page.getByRole('button', { name: /微信登录/ }).click();
  await consentAs(page, info, 'parent', 'wechat-consent');
  await expect(page).toHaveURL(/\/parent$/, { timeout: 20_000 });
  await expect(page.getByTestId('pp-child-name')).toHaveText('王小明');
  // The code and state are gone from the address: a reload or a shared link does not replay them.
  expect(page.url()).not.toContain('code=');
  await shot(page, info, 'wechat-parent-in');
  await page.context().close();
});

/**
 * A pupil whose WeChat is not bound yet: 微信登录 says 盐课堂微信未绑定。 and asks for one login by password;
 * that login binds this WeChat by one more trip through WeChat, and from then on 微信登录 alone logs in.
 */
test('a pupil binds WeChat by logging in once, then logs in with WeChat alone', async ({ browser, request }, info) => {
  test.setTimeout(120_000);
  const pupil = await registerPupil(request, '136');
  const wechatUser = `pupil-${info.project.name}-${Date.now()}`;
  const page = await wechatPage(browser, info);
  const openLogin = async () => {
    await page.goto('/m-shop/userOrderNew');
    await expect(page.getByRole('button', { name: /微信登录/ })).toBeVisible({ timeout: 15_000 });
  };

  await openLogin();
  await page.getByRole('button', { name: /微信登录/ }).click();
  await consentAs(page, info, wechatUser);
  await expect(page.getByTestId('wechat-unbound')).toContainText('盐课堂微信未绑定。', { timeout: 15_000 });
  await shot(page, info, 'wechat-pupil-unbound');

  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByPlaceholder('请输入用户名/手机号').fill(pupil.mobile);
  await page.getByPlaceholder('请输入密码').fill(pupil.password);
  await page
    .getByRole('button', { name: /^登\s*录$/ })
    .last()
    .click();
  // The login sends the pupil through WeChat once more to bind this WeChat.
  await consentAs(page, info, wechatUser);
  await expect(page.getByText('微信已绑定，下次可直接用微信登录')).toBeVisible({ timeout: 15_000 });
  await shot(page, info, 'wechat-pupil-bound');

  // Logged out, 微信登录 alone brings the pupil back.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await openLogin();
  await page.getByRole('button', { name: /微信登录/ }).click();
  await consentAs(page, info, wechatUser);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('salt-classes-token')), { timeout: 15_000 })
    .toBeTruthy();
  await expect(page.getByPlaceholder('请输入密码')).toBeHidden();
  await page.goto('/center/account');
  await expect(page.getByText('已绑定')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(pupil.mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2'))).toBeVisible();
  await shot(page, info, 'wechat-pupil-account', true);
  await page.context().close();
});
