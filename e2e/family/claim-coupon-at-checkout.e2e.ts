import { expect, test } from '@playwright/test';
import { api, logIn, registerPupil } from '../support/session';
import { buyNow, checkoutUrl, shot, yuan, type Sku } from './family-support';

/**
 * A new pupil's checkout offers the 新人专享 coupon waiting in 领券中心 (never 暂无优惠券), and one tap claims it
 * and applies it; the order is paid at the lower price, and the class then says 已报名 on its goods page.
 */
const WELCOME = '新人专享立减30元';

test('a new pupil claims the 新人专享 coupon at checkout in one tap', async ({ page, request }, info) => {
  const phone = info.project.name === 'phone';
  const pupil = await registerPupil(request, phone ? '134' : '135');
  const token = await logIn(page, phone, pupil.mobile, pupil.password);

  // A plain class priced from ¥100 to under ¥199: 新人专享 (¥30 off from ¥100) is the best coupon to claim for it.
  const spus = await api<{ records: { id: number; soldOut: boolean }[] }>(
    request,
    token,
    'GET',
    '/api/shop/spu/public/page?size=-1',
  );
  let sku: Sku | undefined;
  for (const spu of spus.records.filter((s) => !s.soldOut)) {
    const list = await api<Sku[]>(request, token, 'GET', `/api/shop/spu/public/getSkuBySpuId?spuId=${spu.id}`);
    sku = list.find((s) => !s.soldOut && !s.isGroup && !s.needLogistics && s.priceFen >= 10000 && s.priceFen < 19900);
    if (sku) break;
  }
  expect(sku, 'the demo sells a plain class between ¥100 and ¥199').toBeTruthy();

  await buyNow(page, phone, sku!);
  await page.waitForURL(checkoutUrl(phone));
  const claim = page.getByTestId('checkout-claim');
  await expect(claim).toContainText(WELCOME);
  await expect(claim).toContainText('¥30.00');
  await expect(page.getByText('暂无优惠券')).toHaveCount(0);
  await expect(page.getByTestId('checkout-pay')).toHaveText(yuan(sku!.priceFen));
  await shot(page, info, 'checkout-claim-offered');

  // One tap: claimed and applied.
  await claim.getByRole('button', { name: '一键领取' }).click();
  await expect(page.getByTestId('checkout-coupon-value')).toHaveText('-¥30.00');
  await expect(page.getByTestId('checkout-pay')).toHaveText(yuan(sku!.priceFen - 3000));
  await expect(claim).toHaveCount(0);
  await expect(page.getByText(`已选：${WELCOME}`)).toBeVisible();
  await shot(page, info, 'checkout-claim-applied');

  // 领券中心 agrees: the coupon is the pupil's now.
  const held = await api<{ name: string; status: string }[]>(request, token, 'GET', '/api/shop/couponuser/my');
  expect(held.map((c) => c.name)).toContain(WELCOME);

  // Paid at the lower price; the goods page then says 已报名 on that class.
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByRole('button', { name: '确认支付' })).toBeVisible();
  await expect(page.getByText(yuan(sku!.priceFen - 3000)).first()).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(phone ? /\/m-shop\/userOrderNew\?orderId=\d+/ : /\/pc-shop\/orders\?orderId=\d+/);
  await expect(page.getByTestId('pay-result').getByText('支付成功')).toBeVisible({ timeout: 20_000 });
  const goods = phone ? `/m-shop/goods-detail-new/${sku!.spuId}` : `/pc-shop/goods-detail/${sku!.spuId}`;
  await page.goto(goods);
  if (phone) await page.getByRole('button', { name: /班次/ }).click();
  await expect(page.getByTestId(`owned-${sku!.id}`).first()).toHaveText('已报名');
});
