import { expect, test, type Page } from '@playwright/test';
import { shot } from './frame-helpers';

/*
 * Unknown routes and the route error page, at both sizes.
 *
 * The error page is the router's error element. In the running app it is reached when a page's code cannot be
 * loaded: after a deploy an open tab asks for a chunk file that no longer exists (the server answers 404 for
 * missing hashed assets). The app reloads once, and when the chunk is still missing within the minute it shows
 * 'Oops! 应用发生错误异常'. The journey makes the user-agreement page's chunk missing the same way.
 *
 * 'Oops 404! 页面找不到了' is shown for route errors with status 404, but no route of the app throws one and
 * the catch-all route answers every unknown path with 'This page could not be found', so there is no way to
 * reach it from a browser; apps/web/src/app/pages/error-page.test.tsx covers it.
 */

const homePath = (project: string) => (project === 'phone' ? '/m-shop' : '/');

async function expectHome(page: Page, project: string) {
  await expect(page).toHaveURL(homePath(project));
  if (project === 'phone') await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  else await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
}

test.describe('error pages', () => {
  test('an unknown route shows "This page could not be found" inside the frame, with a way home', async ({
    page,
  }, info) => {
    await page.goto('/no-such-page/e2e');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByText('您访问的页面不存在或已被移除')).toBeVisible();
    if (info.project.name === 'desktop') {
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    } else {
      // Phones get the compact frame: a back-arrow header instead of the desktop header.
      await expect(page.getByRole('banner')).toContainText('页面不存在');
      await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    }
    await shot(page, info, '404');

    await page.getByRole('link', { name: '回到首页' }).click();
    await expectHome(page, info.project.name);
  });

  test('a page whose code cannot be loaded shows "Oops! 应用发生错误异常" with back and home links', async ({
    page,
  }, info) => {
    const project = info.project.name;
    // The agreement page's chunk is gone, as after a deploy; everything else loads.
    let chunkRequests = 0;
    await page.route(/\/assets\/agreement-page-[\w-]+\.js(\?.*)?$/, (route) => {
      chunkRequests += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    });

    await page.goto('/');
    await expectHome(page, project);
    await page.goto('/clause/custom');
    await expect(page.getByText('Oops! 应用发生错误异常')).toBeVisible();
    await expect(page.getByText('Oops 404! 页面找不到了')).toHaveCount(0);
    // It reloaded once for the missing chunk before giving up.
    expect(chunkRequests).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
    await expect(page.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '/');
    await shot(page, info, 'error');

    await page.getByRole('link', { name: '回到首页' }).click();
    await expectHome(page, project);
    await expect(page.getByText('Oops! 应用发生错误异常')).toHaveCount(0);

    // Forward to the broken page again (no second reload within the minute), then 返回 goes back.
    await page.goBack();
    await expect(page).toHaveURL('/clause/custom');
    await expect(page.getByText('Oops! 应用发生错误异常')).toBeVisible();
    await page.getByRole('button', { name: '返回' }).click();
    await expectHome(page, project);
  });
});
