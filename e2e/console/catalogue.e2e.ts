import { expect, test } from '@playwright/test';
import { api, logIn, registerPupil } from '../support/session';
import { chooseOption } from '../support/select-option';

/**
 * The console's 课程 pages (issue 14): the admin creates a course with a cover and a description, it stays out of
 * the shop until 上架, and then the shop shows it with that cover on desktop and on a phone. Desktop console only.
 */

// A 2x2 PNG (the upload checks the bytes, not the name).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('the admin creates a course with a cover and a three-session class, publishes it, and the shop sells that timetable on desktop and phone', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `初三化学寒假冲刺班（${Date.now() % 100000}）`;
  await logIn(page, false, 'admin', 'Admin1234');
  await page.goto('/console/goods');
  await page.getByRole('button', { name: /新建课程/ }).click();
  await expect(page).toHaveURL(/\/console\/goods\/create$/);

  // The form is its own chunk: the list stays on screen until it has loaded, so wait for the form's own field.
  await page.getByPlaceholder('如：初二数学秋季提高班').fill(title);
  await page.getByLabel('副标题').fill('酸碱盐专题突破，六讲搞定推断题');
  await page.getByRole('combobox', { name: '学科' }).click();
  await page.getByTitle('化学', { exact: true }).click();
  await page.getByRole('combobox', { name: '年级' }).click();
  await page.getByTitle('初三', { exact: true }).click();
  await page.getByRole('combobox', { name: '学期' }).click();
  await page.getByTitle('寒假', { exact: true }).click();
  await page.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByAltText('课程封面')).toHaveAttribute('src', /^\/uploads\/images\/\d+\/[0-9a-f]{64}\.png$/);
  const editor = page.getByRole('textbox', { name: '课程介绍' });
  await editor.click();
  await page.keyboard.type('寒假六讲，覆盖酸碱盐全部考点。');
  await page.getByRole('button', { name: '创建课程' }).click();
  await expect(page.getByText('课程已创建，上架后学生即可在商城看到')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/goods\/\d+\/edit$/);
  const spuId = Number(/goods\/(\d+)\/edit/.exec(page.url())![1]);
  // A class with three sessions: Mondays and Wednesdays from 2027-03-01 (a Monday), 19:00–20:30.
  await page.getByRole('button', { name: '新增班级' }).click();
  const dialog = page.getByRole('dialog', { name: '新增班级' });
  await dialog.getByLabel('班级名称').fill('周一周三晚班');
  await dialog.getByLabel('价格（元）').fill('1299');
  await dialog.getByLabel('名额').fill('30');
  await dialog.getByRole('switch', { name: '寄送教材' }).click();
  await dialog.getByLabel('首次上课日期').click();
  await dialog.getByLabel('首次上课日期').fill('2027-03-01');
  await dialog.getByLabel('首次上课日期').press('Enter');
  await dialog.getByLabel('上课时间').click();
  await page.keyboard.type('19:00');
  await page.keyboard.press('Enter');
  await page.keyboard.type('20:30');
  await page.keyboard.press('Enter');
  await dialog.getByLabel('课次数').fill('3');
  await dialog.getByLabel('周一').check();
  await dialog.getByLabel('周三').check();
  await dialog.getByLabel('每讲主题').fill('酸和碱\n盐和化肥\n推断题专练');
  await dialog.getByRole('button', { name: '创建班级' }).click();
  await expect(page.getByText('班级已创建，课次已按排课生成')).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: '周一周三晚班' }).getByText('¥1299.00')).toBeVisible();
  await page.screenshot({ path: 'artifacts/console-goods-form.png', fullPage: true });
  // 课次: the third session (Monday 3月8日) moves to Wednesday 3月10日; the shop's timetable follows.
  await page.locator('.ant-table-row', { hasText: '周一周三晚班' }).getByRole('button', { name: '课次' }).click();
  const drawer = page.locator('.ant-drawer');
  const third = drawer.locator('.ant-table-row', { hasText: '第3讲 推断题专练' });
  await expect(third.getByText('2027-03-08（周一） 19:00-20:30')).toBeVisible();
  await third.getByRole('button', { name: '调整' }).click();
  const move = page.getByRole('dialog', { name: /调整课次/ });
  await move.getByLabel('上课日期').click();
  await move.getByLabel('上课日期').fill('2027-03-10');
  await move.getByLabel('上课日期').press('Enter');
  await move.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('课次已调整，已通知班级学员')).toBeVisible();
  await expect(third.getByText('2027-03-10（周三） 19:00-20:30')).toBeVisible();
  await page.screenshot({ path: 'artifacts/console-class-sessions.png' });

  // Off sale: the shop does not have it yet.
  const shop = await browser.newPage();
  await shop.goto(`/pc-shop/goods-detail/${spuId}`);
  await expect(shop.getByText(title)).toHaveCount(0);

  await page.goto(`/console/goods?keyword=${encodeURIComponent(title)}`);
  const row = page.locator('.ant-table-row', { hasText: title });
  await expect(row.getByText('未上架')).toBeVisible();
  await row.getByRole('button', { name: '上架' }).click();
  // A click while the confirm dialog is still zooming in can be lost (seen once in CI: no request was sent, the
  // dialog stayed open), so press 上架 again while the dialog is still there; a press that worked closes it.
  const confirm = page.locator('.ant-modal-confirm');
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: '上架' }).click({ timeout: 2_000 });
    await expect(row.getByText('已上架')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.screenshot({ path: 'artifacts/console-goods-list.png' });

  await shop.goto(`/pc-shop/goods-detail/${spuId}`);
  await expect(shop.getByText(title).first()).toBeVisible();
  await expect(shop.getByText('寒假六讲，覆盖酸碱盐全部考点。')).toBeVisible();
  // The timetable the admin entered is what the shop sells.
  await expect(shop.getByText('周一周三晚班').first()).toBeVisible();
  await expect(shop.getByText(/2027\.03\.01|2027-03-01|03\.01|3月1日/).first()).toBeVisible();
  // …with the session the admin moved: the class now ends on 3月10日.
  await expect(shop.getByText(/2027\.03\.10|2027-03-10|03\.10|3月10日/).first()).toBeVisible();
  await shop.screenshot({ path: 'artifacts/console-goods-in-shop-desktop.png' });
  await shop.close();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const mobile = await phone.newPage();
  await mobile.goto(`/m-shop/goods-detail-new/${spuId}`);
  await expect(mobile.getByText(title).first()).toBeVisible();
  await mobile.screenshot({ path: 'artifacts/console-goods-in-shop-phone.png' });
  await phone.close();

  // A new pupil buys the class (materials are posted: an address first) and pays on the dev payment page.
  const pupil = await registerPupil(request, '136');
  const buyer = await browser.newPage();
  const token = await logIn(buyer, false, pupil.mobile, pupil.password);
  await api(request, token, 'POST', '/api/shop/address', {
    receiverName: '新同学家长',
    mobile: pupil.mobile,
    province: '北京市',
    city: '北京市',
    district: '海淀区',
    detail: '学院路 38 号',
  });
  await buyer.goto(`/pc-shop/goods-detail/${spuId}`);
  const option = buyer.getByRole('radiogroup', { name: '选择班次' }).getByRole('radio', { name: '周一周三晚班' });
  await option.click();
  await buyer
    .getByRole('button', { name: /立即购买/ })
    .first()
    .click();
  await buyer.waitForURL(/\/pc-shop\/check-order\?/);
  await buyer.getByRole('button', { name: '提交订单' }).click();
  await buyer.getByRole('button', { name: '确认支付' }).click();
  await buyer.waitForURL(/\/pc-shop\/orders\?orderId=\d+/);
  await expect(buyer.getByTestId('pay-result').getByTestId('order-status')).toHaveText('待发货', { timeout: 20_000 });

  // The admin finds the order by the buyer's mobile, ships it, and the pupil sees 待收货.
  await page.goto(`/console/orders?mobile=${pupil.mobile}`);
  const orderRow = page.locator('.ant-table-row', { hasText: title });
  await expect(orderRow.getByText('待发货')).toBeVisible();
  await orderRow.click();
  await page.getByRole('button', { name: '发货' }).click();
  const ship = page.getByRole('dialog', { name: '发货' });
  await ship.getByLabel('快递公司').fill('顺丰速运');
  await ship.getByLabel('运单号').fill(`SF${Date.now() % 10_000_000_000}`);
  await ship.getByRole('button', { name: '确认发货' }).click();
  await expect(page.getByText('待收货').first()).toBeVisible();
  await page.screenshot({ path: 'artifacts/console-order-shipped.png', fullPage: true });

  await buyer.goto('/pc-shop/orders');
  await expect(buyer.getByText('待收货').first()).toBeVisible();
  await buyer.screenshot({ path: 'artifacts/console-order-pupil-to-receive.png' });

  // The admin posts a notice to the class; the pupil, now in it, finds it behind the bell.
  const noticeTitle = `寒假班开课提醒（${Date.now() % 100000}）`;
  await page.goto('/console/notices');
  await page.getByRole('button', { name: /发布通知/ }).click();
  const notice = page.getByRole('dialog', { name: '发布通知' });
  await notice.getByLabel('标题').fill(noticeTitle);
  await notice.getByLabel('内容').fill('3月1日晚7点第一讲，请提前10分钟进入直播教室。');
  await notice.getByLabel('班级', { exact: true }).check();
  await chooseOption(
    notice.getByLabel('接收班级'),
    page.locator(`.ant-select-item-option[title="${title}·周一周三晚班"]`),
    notice.getByTitle(`${title}·周一周三晚班`),
  );
  // The class list closes as the choice is made; a click on the dialog's title makes sure it is not left over 发布.
  await notice.locator('.ant-modal-title').click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await notice.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('通知已发布')).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: noticeTitle })).toBeVisible();

  await buyer.goto('/pc-shop/orders');
  await buyer.getByRole('link', { name: '消息通知' }).click();
  await expect(buyer).toHaveURL(/\/center\/notice/i);
  await expect(buyer.getByText(noticeTitle).first()).toBeVisible();
  await buyer.screenshot({ path: 'artifacts/console-notice-pupil.png' });
  await buyer.close();
});
