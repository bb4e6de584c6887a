import { expect, test } from '@playwright/test';
import { DEMO_STUDENT, logIn } from '../support/session';
import { demoIds, desktopRoutes, deviceShot, mobileShopRoutes, settle, sidewaysOverflow } from './device-support';

/*
 * Every page on a 390x844 phone (Pixel 7, the WeChat browser's size), logged in as the demo student: none may be
 * wider than the screen. Desktop pages either send the phone to their /m-shop twin (goods and teacher pages,
 * the desktop shop) or lay themselves out for the phone; /m-shop pages are phone pages. Each page is checked
 * softly, so one run names every page that does not fit.
 */

test.describe('pages fit a 390 px phone', () => {
  test('every desktop route', async ({ page, request }, info) => {
    test.setTimeout(360_000);
    const ids = await demoIds(request);
    await logIn(page, true, DEMO_STUDENT.username, DEMO_STUDENT.password);
    for (const path of desktopRoutes(ids)) {
      await page.goto(path);
      await settle(page);
      const overflow = await sidewaysOverflow(page);
      expect
        .soft(overflow, `${path} (now ${new URL(page.url()).pathname}) reaches ${overflow} px past the screen`)
        .toBe(0);
      if (overflow > 0) await deviceShot(page, info, `overflow${path}`);
    }
    for (const path of ['/teacherList', `/teacher-detail/${ids.teacherId}`, `/pc-shop/goods-detail/${ids.spuId}`]) {
      await page.goto(path);
      await settle(page);
      await deviceShot(page, info, path);
    }
  });

  test('desktop pages with a phone twin send the phone there, ids and query kept', async ({ page, request }) => {
    const ids = await demoIds(request);
    await page.goto(`/teacher-detail/${ids.teacherId}`);
    await expect(page).toHaveURL(`/m-shop/teacher-detail-new/${ids.teacherId}`);
    await page.goto(`/pc-shop/goods-detail/${ids.spuId}?from=wx`);
    await expect(page).toHaveURL(`/m-shop/goods-detail-new/${ids.spuId}?from=wx`);
    await expect(page.getByRole('button', { name: /立即购买|单独购买|已满员|暂不可报名/ }).first()).toBeVisible();
    await page.goto('/pc-shop/orders?orderId=1');
    await expect(page).toHaveURL('/m-shop/userOrderNew?orderId=1');
  });

  test('every /m-shop route', async ({ page, request }, info) => {
    test.setTimeout(180_000);
    const ids = await demoIds(request);
    await logIn(page, true, DEMO_STUDENT.username, DEMO_STUDENT.password);
    for (const path of mobileShopRoutes(ids)) {
      await page.goto(path);
      await settle(page);
      const overflow = await sidewaysOverflow(page);
      expect.soft(overflow, `${path} reaches ${overflow} px past the screen`).toBe(0);
      if (overflow > 0) await deviceShot(page, info, `overflow${path}`);
    }
  });
});
