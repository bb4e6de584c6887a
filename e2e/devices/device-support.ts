import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { api, apiLogin, DEMO_STUDENT } from '../support/session';

/**
 * Real ids from the demo data (a teacher, a course on sale, the demo student's class and its current session, an
 * order with materials), so every page of the route table opens on something that exists.
 */
export interface DemoIds {
  teacherId: number;
  spuId: number;
  offeringId: number;
  chapterId: number;
  logisticsOrderId: number;
  studentId: number;
}

export async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const { token, userId } = await apiLogin(request, DEMO_STUDENT.username, DEMO_STUDENT.password);
  const teachers = await api<{ records: { id: number }[] }>(
    request,
    token,
    'GET',
    '/api/shop/teacher/public/page?size=10',
  );
  const spus = await api<{ records: { id: number; soldOut: boolean }[] }>(
    request,
    token,
    'GET',
    '/api/shop/spu/public/page?size=-1',
  );
  const classes = await api<{ offeringId: number; nextChapter: { id: number } | null }[]>(
    request,
    token,
    'GET',
    '/api/learn/offering/my',
  );
  const orders = await api<{ records: { id: number; needLogistics: boolean }[] }>(
    request,
    token,
    'GET',
    '/api/shop/order/my/page?tab=all&size=50&current=1',
  );
  const current = classes.find((c) => c.nextChapter) ?? classes[0];
  expect(teachers.records.length, 'the demo has teachers').toBeGreaterThan(0);
  expect(spus.records.length, 'the demo shop has courses').toBeGreaterThan(0);
  expect(current, 'the demo student has a class').toBeTruthy();
  return {
    teacherId: teachers.records[0]!.id,
    spuId: (spus.records.find((s) => !s.soldOut) ?? spus.records[0]!).id,
    offeringId: current!.offeringId,
    chapterId: current!.nextChapter?.id ?? 1,
    logisticsOrderId: (orders.records.find((o) => o.needLogistics) ?? orders.records[0])?.id ?? 1,
    studentId: userId,
  };
}

/** Every path of spec section 2 that is not an /m-shop page (plus the desktop shop's own pages), with real ids. */
export function desktopRoutes(ids: DemoIds): string[] {
  const { teacherId, spuId, offeringId, chapterId, studentId } = ids;
  return [
    '/',
    '/addOldChangePage',
    '/advert',
    '/course',
    '/download',
    '/MDownload',
    `/Playback?chapterId=${chapterId}&offeringId=${offeringId}`,
    '/publicAccount',
    '/qualifications',
    '/questionnaire',
    '/recommend',
    '/report',
    '/teacherList',
    '/classMark',
    '/examupload',
    '/parent',
    `/homework/${chapterId}`,
    `/homework/show/${chapterId}`,
    `/teacher-detail/${teacherId}`,
    `/pc-shop/goods-detail/${spuId}`,
    '/pc-shop/cart',
    `/pc-shop/check-order?skuId=1`,
    '/pc-shop/orders',
    '/pc-shop/coupons',
    '/ai/TestQuestion',
    '/ai/TestResult',
    ...[
      '',
      '/Account',
      '/DropCourse',
      '/editPassword',
      '/Feedback',
      '/myData',
      '/MyTutor',
      '/Notice',
      '/setPassword',
      '/UserAddress',
      '/UserAddress_youzan',
      '/UserAgreement',
      `/course-detail/${offeringId}`,
      `/package-detail/${spuId}`,
    ].map((p) => `/center${p}`),
    ...['', '/data', '/detail', '/feedBack', '/startExam', '/component/paper'].map((p) => `/jieke${p}`),
    ...['', '/data', '/feedBack', '/startExam', '/component/paper'].map((p) => `/mockExamination${p}`),
    ...['', '/report', '/startExam'].map((p) => `/outdoor${p}`),
    ...['', '/cause', '/record', `/change/${offeringId}`].map((p) => `/refund${p}`),
    ...[
      '',
      '/classlist',
      '/renewal',
      '/summary',
      `/class/${offeringId}`,
      `/homework/${chapterId}`,
      `/student/${studentId}`,
    ].map((p) => `/tutor${p}`),
    ...[
      '',
      '/advert',
      '/exchangeDetail',
      '/exchangeRecord',
      '/expenses',
      '/hotGoods',
      '/rule',
      '/shopDetail',
      '/submitOrder',
    ].map((p) => `/yanzhi${p}`),
    ...['', '/detail', '/essay', '/example', '/list', '/preview', '/result', '/upload'].map((p) => `/examupload${p}`),
    ...['/detail', '/example', '/list', '/preview', '/result', '/upload'].map((p) => `/examupload/essay${p}`),
    ...[
      '/changeBind',
      '/classGuide',
      '/login',
      '/loginList',
      '/payment',
      '/StudentGuide',
      '/todayAdd',
      '/todayApprove',
      `/course-detail/${offeringId}`,
    ].map((p) => `/parent${p}`),
    '/questionnaire/list',
    '/questionnaire/result',
    '/recommend/list',
    '/recommend/record',
    '/report/history',
    '/report/report',
    '/console',
    '/clause/custom',
    '/about.html',
  ];
}

/** Every /m-shop page of spec section 2, with real ids. */
export function mobileShopRoutes(ids: DemoIds): string[] {
  return [
    '',
    '/cartNew',
    '/userAddressNew',
    '/checkOrder?skuId=1',
    '/checkOrderOld',
    `/goods-detail-new/${ids.spuId}`,
    `/teacher-detail-new/${ids.teacherId}`,
    '/couponCode',
    '/couponReceive',
    '/fenban-test',
    '/test-bank',
    '/listening',
    '/transfer-class',
    '/payMaterial',
    '/welfare',
    '/userOrderNew',
    `/user-logistics-new2?orderId=${ids.logisticsOrderId}`,
    '/trainingAgreement',
  ].map((p) => `/m-shop${p}`);
}

/**
 * How far the page reaches sideways beyond the screen, in CSS px (0 when it fits). A phone browser that meets a
 * page wider than the screen widens its layout viewport to fit (so `innerWidth` grows with the page) and zooms
 * out, so the page is measured against the screen the test asked for as well as against `innerWidth`.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const screenWidth = page.viewportSize()!.width;
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  return Math.max(scrollWidth - innerWidth, scrollWidth - screenWidth, innerWidth - screenWidth, 0);
}

/** The page has settled: requests done, the route's fade finished, lazy parts drawn. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

/** Screenshot under e2e/artifacts/devices/<project>-<name>.png (CI keeps e2e/artifacts). */
export async function deviceShot(page: Page, info: TestInfo, name: string): Promise<void> {
  const file = `${info.project.name}-${name.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'root'}.png`;
  await page.screenshot({ path: path.join(info.config.rootDir, 'artifacts', 'devices', file) });
}

/** The shared 功能建设中 page (and the console's version of it). */
export const placeholder = (page: Page) => page.getByText(/功能建设中|正在精心打磨中/);

export async function expectBuiltPage(page: Page, what: string) {
  await settle(page);
  await expect(placeholder(page), `${what} (${page.url()}) is not a placeholder`).toHaveCount(0);
  await expect(page, `${what} names itself in the title`).toHaveTitle(/^.+ - 盐课堂$/);
}

/**
 * Clicks each of the elements `find` gives on `start`, one per visit (the click leaves the page), and checks where
 * it lands. `prepare` opens whatever hides the entries (a menu).
 */
export async function clickEach(
  page: Page,
  start: string,
  find: (page: Page) => Locator,
  what: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<string[]> {
  await page.goto(start);
  await settle(page);
  await prepare?.(page);
  const count = await find(page).count();
  expect(count, `${what} on ${start} has entries`).toBeGreaterThan(0);
  const labels: string[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.goto(start);
    await settle(page);
    await prepare?.(page);
    const entry = find(page).nth(i);
    // What the layout hides at this size (a phone's class card keeps some actions for the desktop) is no entry.
    if (!(await entry.isVisible())) continue;
    const label = ((await entry.textContent()) ?? '').trim();
    labels.push(label);
    await entry.click();
    await expectBuiltPage(page, `${what} 「${label}」`);
  }
  return labels;
}
