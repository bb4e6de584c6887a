import { expect, test } from '@playwright/test';
import { api, apiLogin, logIn, registerPupil } from '../support/session';
import { joinRunningClass } from '../homework/homework-support';
import { shot } from './family-support';

/**
 * 家长同意: a pupil with a bound parent asks for a refund; it waits (待家长同意) until the parent agrees on 今日审批,
 * and only then reaches staff's review (申请中). Every run makes its own family, so no demo data is used up: a new
 * pupil who buys the running class, and a new account that staff make a parent (role 3) and that binds the pupil
 * by account and password, as on /parent/changeBind.
 */

interface RefundLine {
  orderItemId: number;
  orderNo: string;
}
const PARENT_ROLE = 3;

test('a refund waits for the parent’s consent, then goes on to staff review', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const child = await registerPupil(request, phone ? '134' : '133');
  const parent = await registerPupil(request, phone ? '132' : '131');
  const admin = await apiLogin(request, 'admin', 'Admin1234');
  const parentLogin = await apiLogin(request, parent.mobile, parent.password);
  await api(request, admin.token, 'PUT', '/api/console/user/roles', {
    userId: parentLogin.userId,
    roleIds: [PARENT_ROLE],
  });
  const { token: parentToken } = await apiLogin(request, parent.mobile, parent.password);
  await api(request, parentToken, 'POST', '/api/parent/bind', {
    way: 'password',
    username: child.mobile,
    password: child.password,
  });
  const childLogin = await apiLogin(request, child.mobile, child.password);
  await joinRunningClass(request, childLogin.token);
  const [line] = await api<RefundLine[]>(request, childLogin.token, 'GET', '/api/shop/refund/lines');
  expect(line, 'the bought class is listed for a refund').toBeTruthy();

  // The pupil asks for the refund: it waits for the parent.
  await logIn(page, phone, child.mobile, child.password);
  await page.goto('/refund');
  await page
    .getByTestId('refund-line')
    .filter({ hasText: line!.orderNo })
    .getByRole('button', { name: '申请退费' })
    .click();
  await page.getByRole('radio', { name: '上课时间冲突' }).check();
  await page.getByPlaceholder('请说明退费原因，便于我们改进').fill('周末要参加校队训练，时间冲突了');
  await page.getByRole('button', { name: '确认申请' }).click();
  await expect(page).toHaveURL(/\/refund\/record/);
  const record = page.locator('.refund-card', { hasText: line!.orderNo });
  await expect(record.getByText('待家长同意').first()).toBeVisible();
  await shot(page, info, 'consent-refund-waiting');

  // The parent, at the same size, finds it on 今日审批 and agrees.
  const family = await browser.newContext({ ...info.project.use });
  const parentPage = await family.newPage();
  await logIn(parentPage, phone, parent.mobile, parent.password);
  await parentPage.goto('/parent/todayApprove');
  const card = parentPage.locator('[data-kind="refund"]', { hasText: '周末要参加校队训练' });
  await expect(card.getByTestId('request-status')).toHaveText('待审批');
  await expect(card).toContainText('新同学');
  await shot(parentPage, info, 'consent-parent-pending');
  await card.getByRole('button', { name: /^同\s*意$/ }).click();
  await expect(parentPage.getByText('已同意').first()).toBeVisible();
  await shot(parentPage, info, 'consent-parent-approved');
  await family.close();

  // Now staff see it: the pupil's record says 申请中 (waiting for review), no longer the parent.
  await page.reload();
  await expect(record.getByText('申请中').first()).toBeVisible({ timeout: 15_000 });
  await expect(record.getByText('待家长同意')).toHaveCount(0);
  await shot(page, info, 'consent-refund-reviewing');
});
