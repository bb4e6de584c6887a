import { expect, test } from '@playwright/test';
import { api, apiLogin, logIn, registerPupil } from '../support/session';
import { joinRunningClass } from '../homework/homework-support';
import { shot } from '../family/family-support';

/**
 * 调班: a new pupil (so every run starts alike) buys a class of the 高三 winter course, opens 申请调班 from the class
 * card in the learning centre, picks the course's other class of the same level with its seats and price difference,
 * gives a reason and submits; the request waits as 申请中. Staff approve it, and the pupil's page and learning centre
 * then show the new class, with the change counted (已调班 1/3 次).
 */

const FROM_SKU = 'DEMO-MA12-WINTER-A';
const TARGET_NAME = '专题班 · 含讲义';

interface ChangeLine {
  orderItemId: number;
  offeringId: number;
  className: string;
}
interface ReviewRow {
  id: number;
  canReview: boolean;
}

test('a pupil asks to change class from the class card; once approved the learning centre shows the new class', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = testInfo.project.name === 'phone';
  const pupil = await registerPupil(request, phone ? '133' : '134');
  const { token } = await apiLogin(request, pupil.mobile, pupil.password);
  const cls = await joinRunningClass(request, token, FROM_SKU);
  const [line] = await api<ChangeLine[]>(request, token, 'GET', '/api/shop/order/sku/change/lines');
  expect(line?.offeringId).toBe(cls.offeringId);

  await logIn(page, phone, pupil.mobile, pupil.password);
  await page.goto('/center');
  const card = page.getByTestId('class-card').filter({ hasText: cls.title });
  await card.getByRole('button', { name: '申请调班' }).click();
  await expect(page).toHaveURL(phone ? /\/m-shop\/transfer-class\?orderItemId=/ : /\/refund\/change\/\d+/);
  await expect(page.getByText('已调班 0/3 次')).toBeVisible();
  await page.getByText(TARGET_NAME).first().click();
  await page.getByLabel('调班原因').fill('上午要上学校的寒假补习，想换到下午的班');
  await shot(page, testInfo, 'class-change-apply');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('申请中').first()).toBeVisible();
  await shot(page, testInfo, 'class-change-pending');

  // Staff (an admin) approve it.
  const admin = await apiLogin(request, 'admin', 'Admin1234');
  const review = await api<{ records: ReviewRow[] }>(
    request,
    admin.token,
    'GET',
    '/api/shop/order/sku/change/review/page?status=pending&size=100',
  );
  const mine = await api<{ id: number }[]>(request, token, 'GET', '/api/shop/order/sku/change/my');
  const row = review.records.find((r) => r.id === mine[0]!.id);
  expect(row?.canReview, 'an admin may decide the request').toBe(true);
  await api(request, admin.token, 'POST', `/api/shop/order/sku/change/${row!.id}/approve`, {});

  await page.reload();
  await expect(page.getByText('已调班 1/3 次')).toBeVisible();
  await expect(page.getByText('已同意').first()).toBeVisible();
  const [moved] = await api<ChangeLine[]>(request, token, 'GET', '/api/shop/order/sku/change/lines');
  expect(moved!.className).toContain(TARGET_NAME);
  expect(moved!.offeringId).not.toBe(cls.offeringId);
  // The card moves: the old class (course · class) is gone, the course's other class is there.
  await page.goto('/center');
  const course = cls.title.split('·')[0]!;
  await expect(page.getByTestId('class-card').filter({ hasText: course })).toHaveCount(1);
  await expect(page.getByTestId('class-card').filter({ hasText: cls.title })).toHaveCount(0);
  await shot(page, testInfo, 'class-change-center-after');
});
