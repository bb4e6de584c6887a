import { expect, test } from '@playwright/test';
import { api, DEMO_STUDENT, logIn } from '../support/session';
import { classOption, shot, type OwnedSku } from './family-support';

interface MyClass {
  offeringId: number;
  spuId: number;
  title: string;
  role: string;
}

/**
 * The demo student, enrolled in his maths class, opens its goods page and its checkout: the class says 已报名 with
 * the way to it in the learning centre, and checkout shows that instead of an order form (no 提交订单 to be
 * refused with 409).
 */
test('an enrolled pupil sees 已报名 and no order form for a class he has', async ({ page, request }, info) => {
  const phone = info.project.name === 'phone';
  const token = await logIn(page, phone, DEMO_STUDENT.username, DEMO_STUDENT.password);
  const classes = await api<MyClass[]>(request, token, 'GET', '/api/learn/offering/my');
  let mine: { cls: MyClass; owned: OwnedSku; name: string } | null = null;
  for (const cls of classes.filter((c) => c.role === 'student')) {
    const owned = await api<OwnedSku[]>(request, token, 'GET', `/api/shop/order/owned?spuId=${cls.spuId}`);
    const enrolled = owned.find((o) => o.paid && o.offeringId === cls.offeringId);
    if (!enrolled) continue;
    const skus = await api<{ id: number; name: string }[]>(
      request,
      token,
      'GET',
      `/api/shop/spu/public/getSkuBySpuId?spuId=${cls.spuId}`,
    );
    const sku = skus.find((s) => s.id === enrolled.skuId);
    // Goods still on sale list their classes; a finished class's goods may be off sale.
    if (sku) {
      mine = { cls, owned: enrolled, name: sku.name };
      break;
    }
  }
  expect(mine, 'the demo student has a class whose goods are on sale').toBeTruthy();
  const { cls, owned, name } = mine!;

  // The goods page: 已报名 on his class, and choosing it leads to the class instead of the buy buttons.
  const option = await classOption(page, phone, cls.spuId, name);
  await expect(option).toContainText('已报名');
  await option.click();
  const notice = phone
    ? page.getByRole('dialog', { name: '选择班次' }).getByRole('status')
    : page.getByTestId('owned-notice');
  await expect(notice).toContainText('您已报名该班级');
  await expect(page.getByRole('button', { name: '立即购买' })).toHaveCount(0);
  await shot(page, info, 'goods-enrolled');

  // Checkout for it: the reason and 进入班级, never the form.
  await page.goto(`/m-shop/checkOrder?skuId=${owned.skuId}&spuId=${cls.spuId}`);
  const refused = page.getByTestId('checkout-owned');
  await expect(refused).toContainText('您已报名该班级，无需重复购买');
  await expect(page.getByRole('button', { name: '提交订单' })).toHaveCount(0);
  await shot(page, info, 'checkout-enrolled');
  await refused.getByRole(phone ? 'button' : 'link', { name: '进入班级' }).click();
  await expect(page).toHaveURL(new RegExp(`/center/course-detail/${cls.offeringId}$`));
  await expect(page.getByText(cls.title).first()).toBeVisible();
});
