import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, DEMO_STUDENT, logIn, registerPupil } from '../support/session';
import { demoIds, deviceShot, settle } from './device-support';

/*
 * The desktop shop (1440x900) lives in the site frame: 购物车, 我的订单, 领券中心 and 确认订单 have desktop pages with
 * the header, breadcrumbs and footer; the phone pages of them send a desktop there (links shared from phones);
 * the other /m-shop pages are a phone-wide column in the middle of the window.
 */

async function expectSiteFrame(page: Page, crumb: string) {
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.locator('.site-breadcrumbs')).toHaveText(new RegExp(`首页\\s*/\\s*${crumb}`));
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(`${crumb} - 盐课堂`);
}

interface Sku {
  id: number;
  soldOut: boolean;
  stock: number;
  needLogistics: boolean;
}

test.describe('desktop shop in the site frame', () => {
  test('the home page leads to the desktop cart, orders and coupons; phone addresses send desktops there', async ({
    page,
  }, info) => {
    await logIn(page, false, DEMO_STUDENT.username, DEMO_STUDENT.password);
    for (const [label, path, crumb] of [
      ['购物车', '/pc-shop/cart', '购物车'],
      ['我的订单', '/pc-shop/orders', '我的订单'],
      ['领券中心', '/pc-shop/coupons', '领券中心'],
    ] as const) {
      await page.goto('/');
      await page
        .locator('.home-user')
        .getByRole('link', { name: new RegExp(label) })
        .click();
      await expect(page).toHaveURL(path);
      await expectSiteFrame(page, crumb);
      await settle(page);
      await deviceShot(page, info, path);
    }

    // 我的订单: status tabs in the address, each order with its status.
    await page.goto('/pc-shop/orders');
    await page.getByRole('tab', { name: '已完成' }).click();
    await expect(page).toHaveURL('/pc-shop/orders?tab=done');
    await expect(page.getByRole('tab', { name: '已完成' })).toHaveAttribute('aria-selected', 'true');
    // The demo student has an order in every display status; finished ones stay finished.
    await expect(page.getByTestId('order-list').getByTestId('order-status').first()).toBeVisible();

    for (const [phonePath, desktopPath] of [
      ['/m-shop', '/course'],
      ['/m-shop/cartNew', '/pc-shop/cart'],
      ['/m-shop/userOrderNew?tab=done', '/pc-shop/orders?tab=done'],
      ['/m-shop/couponReceive', '/pc-shop/coupons'],
      ['/m-shop/checkOrder?skuId=1', '/pc-shop/check-order?skuId=1'],
    ] as const) {
      await page.goto(phonePath);
      await expect(page, `${phonePath} on a desktop`).toHaveURL(desktopPath);
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    }
  });

  test('the cart is a table with the sum and 去结算 under it; checkout has the summary on the right', async ({
    page,
    request,
  }, info) => {
    // A new pupil: the demo student's cart stays as the demo has it.
    const pupil = await registerPupil(request, '136');
    const { token } = await apiLogin(request, pupil.mobile, pupil.password);
    const ids = await demoIds(request);
    const skus = await api<Sku[]>(request, token, 'GET', `/api/shop/spu/public/getSkuBySpuId?spuId=${ids.spuId}`);
    const sku = skus.find((s) => !s.soldOut && s.stock > 0) ?? skus[0]!;
    await api(request, token, 'PUT', '/api/shop/cart/addCart', { skuId: sku.id });

    await logIn(page, false, pupil.mobile, pupil.password);
    await page.goto('/pc-shop/cart');
    await expectSiteFrame(page, '购物车');
    const table = page.getByRole('table', { name: '购物车' });
    await expect(table.getByRole('columnheader')).toHaveText(['', '课程', '单价', '状态', '操作']);
    await expect(page.getByTestId(`cart-item-${sku.id}`)).toBeVisible();
    await settle(page);
    await deviceShot(page, info, 'cart-filled');

    await page.getByRole('button', { name: /去结算/ }).click();
    await expect(page).toHaveURL(/\/pc-shop\/check-order\?from=cart&skuIds=\d+/);
    await expectSiteFrame(page, '确认订单');
    const summary = page.getByRole('complementary', { name: '订单金额' });
    await expect(summary.getByRole('button', { name: '提交订单' })).toBeVisible();
    const courses = page.locator('.dshop-checkout > div').first();
    const [left, right] = [await courses.boundingBox(), await summary.boundingBox()];
    expect(right!.x, 'the order summary sits right of the order').toBeGreaterThan(left!.x + left!.width - 1);
    await settle(page);
    await deviceShot(page, info, 'checkout');
  });

  test('phone-only shop pages are a centred phone-wide column', async ({ page }, info) => {
    await logIn(page, false, DEMO_STUDENT.username, DEMO_STUDENT.password);
    for (const path of ['/m-shop/welfare', '/m-shop/userAddressNew', '/m-shop/couponCode']) {
      await page.goto(path);
      await settle(page);
      const frame = await page.locator('.shop-frame').boundingBox();
      expect(frame!.width, `${path} is phone-wide`).toBeLessThanOrEqual(480);
      expect(Math.abs(frame!.x + frame!.width / 2 - 720), `${path} is centred`).toBeLessThanOrEqual(1);
      await deviceShot(page, info, path);
    }
  });
});
