import { devices, expect, test } from '@playwright/test';
import { api, apiLogin, logIn, registerPupil } from '../support/session';
import { joinRunningClass } from '../homework/homework-support';
import { shot } from '../family/family-support';

/**
 * 退费 of a class under way: a new pupil buys the running class (so every run starts alike), asks for a refund on
 * /refund and sees the amount the rule computes (sessions not yet held), gives a reason; staff approve it in the
 * console's 退费 page; the pupil's record then says 已退款, the order shows 已退款 and the class has left the
 * learning centre.
 */

interface RefundLine {
  orderItemId: number;
  orderNo: string;
  title: string;
  computation: { amountFen: number; stage: string; sessionsLeft: number; sessionsTotal: number };
}

const yuanText = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

test('a pupil asks for a refund of a started class, staff approve it, and the class leaves the learning centre', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  const pupil = await registerPupil(request, phone ? '135' : '136');
  const { token } = await apiLogin(request, pupil.mobile, pupil.password);
  const cls = await joinRunningClass(request, token);
  const [line] = await api<RefundLine[]>(request, token, 'GET', '/api/shop/refund/lines');
  expect(line, 'the bought class is listed for a refund').toBeTruthy();
  // The running class has held some sessions and has some to come: a part of what was paid comes back.
  expect(line!.computation.stage).toBe('midTerm');
  expect(line!.computation.amountFen).toBeGreaterThan(0);

  await logIn(page, phone, pupil.mobile, pupil.password);
  await page.goto('/center');
  await expect(page.getByTestId('class-card').filter({ hasText: cls.title })).toHaveCount(1);

  await page.goto('/refund');
  const card = page.getByTestId('refund-line').filter({ hasText: line!.orderNo });
  await expect(card.locator('.refund-amount__value')).toHaveText(yuanText(line!.computation.amountFen));
  await expect(card.getByText(`按未上 ${line!.computation.sessionsLeft} 节退还`)).toBeVisible();
  await shot(page, testInfo, 'refund-lines');
  await card.getByRole('button', { name: '申请退费' }).click();

  await expect(page).toHaveURL(/\/refund\/cause\?orderItemId=/);
  await expect(page.locator('.refund-amount__value')).toHaveText(yuanText(line!.computation.amountFen));
  await page.getByRole('radio', { name: '上课时间冲突' }).check();
  await page.getByPlaceholder('请说明退费原因，便于我们改进').fill('周六上午要去学游泳，时间冲突了');
  await page.getByRole('button', { name: '确认申请' }).click();
  await expect(page).toHaveURL(/\/refund\/record/);
  const record = page.locator('.refund-card', { hasText: line!.orderNo });
  await expect(record.getByText('申请中')).toBeVisible();
  await shot(page, testInfo, 'refund-record-pending');

  // Staff approve it at the computed amount in the console (a desktop page).
  const staff = await browser.newContext({ ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } });
  const console = await staff.newPage();
  await logIn(console, false, 'admin', 'Admin1234');
  await console.goto('/console/refunds?status=pending');
  const row = console.locator('.ant-table-row', { hasText: line!.orderNo });
  await expect(row.getByText('申请中')).toBeVisible();
  await row.getByRole('button', { name: /同\s*意/ }).click();
  const dialog = console.getByRole('dialog', { name: '同意退费' });
  await expect(dialog.getByText(`按规则现可退 ${yuanText(line!.computation.amountFen)}`)).toBeVisible();
  await dialog.getByLabel('退款金额（元）').fill((line!.computation.amountFen / 100).toFixed(2));
  await dialog.getByRole('button', { name: '同意并退款' }).click();
  await expect(dialog).toBeHidden();
  await console.goto('/console/refunds?status=refunded');
  await expect(console.locator('.ant-table-row', { hasText: line!.orderNo }).getByText('已退款')).toBeVisible();
  await staff.close();

  await page.goto('/refund/record');
  await expect(page.locator('.refund-card', { hasText: line!.orderNo }).getByText('已退款').first()).toBeVisible();
  await shot(page, testInfo, 'refund-record-refunded');
  await page.goto(phone ? '/m-shop/userOrderNew' : '/pc-shop/orders');
  await expect(
    page.getByTestId('order-list').locator('[data-testid="order-status"]', { hasText: '已退款' }).first(),
  ).toBeVisible();
  await page.goto('/center');
  await expect(page.getByTestId('class-card').filter({ hasText: cls.title })).toHaveCount(0);
  await shot(page, testInfo, 'refund-center-after');
});
