import { expect, test } from '@playwright/test';
import { api, apiLogin, DEMO_TUTOR, logIn, registerPupil } from '../support/session';
import { joinRunningClass } from '../homework/homework-support';

/**
 * 调班审核 in the tutor workbench: a new pupil (no parent bound, so no consent step) joins the demo tutor's running
 * class and asks through the API to move to another class of the course; the demo tutor finds the request under
 * 调班 (待审核), agrees to it and finds it 已同意.
 */

interface ChangeLine {
  orderItemId: number;
}
interface ChangeTarget {
  skuId: number;
  name: string;
  seatsLeft: number;
  lastSessionStarted: boolean;
}
interface ChangeRequest {
  id: number;
}

test('the tutor agrees to a class change of their class from /tutor/changes', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  const phone = info.project.name === 'phone';
  const pupil = await registerPupil(request, phone ? '152' : '153');
  const { token } = await apiLogin(request, pupil.mobile, pupil.password);
  await joinRunningClass(request, token);
  const [line] = await api<ChangeLine[]>(request, token, 'GET', '/api/shop/order/sku/change/lines');
  const options = await api<{ targets: ChangeTarget[] }>(
    request,
    token,
    'GET',
    `/api/shop/order/sku/change/options/${line!.orderItemId}?level=all`,
  );
  const target = options.targets.find((t) => t.seatsLeft > 0 && !t.lastSessionStarted);
  expect(target, 'the running class’s course has another class with seats').toBeTruthy();
  const asked = await api<ChangeRequest>(request, token, 'POST', '/api/shop/order/sku/change', {
    orderSkuId: line!.orderItemId,
    targetSkuId: target!.skuId,
    reason: '周一晚上有校队训练，想换个时间上课',
  });

  await logIn(page, phone, DEMO_TUTOR.username, DEMO_TUTOR.password);
  await page.goto('/tutor');
  await page.getByTestId('tw-tile-changes').click();
  await expect(page).toHaveURL(/\/tutor\/changes$/);
  const row = page.getByTestId(`tw-change-${asked.id}`);
  await expect(row.getByTestId('tw-change-status')).toHaveText('待审核');
  await expect(row).toContainText(target!.name);
  await row.getByRole('button', { name: /^同\s*意$/ }).click();
  await page
    .locator('.ant-popconfirm-buttons')
    .getByRole('button', { name: /^同\s*意$/ })
    .click();
  await expect(page.getByText('已同意，学员已调班')).toBeVisible();
  // Decided: gone from 待审核, listed under 已同意.
  await expect(row).toHaveCount(0);
  await page.getByText('已同意', { exact: true }).click();
  await expect(row.getByTestId('tw-change-status')).toHaveText('已同意');
  await expect(row.getByRole('button')).toHaveCount(0);
});
