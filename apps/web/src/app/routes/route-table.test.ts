import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from './all-routes';

/** Every route and route-group page of spec section 2; none may fall through to the not-found page. */
const SPEC_PATHS = [
  '/',
  '/addOldChangePage',
  '/advert',
  '/course',
  '/download',
  '/MDownload',
  '/Playback',
  '/publicAccount',
  '/qualifications',
  '/questionnaire',
  '/recommend',
  '/report',
  '/teacherList',
  '/classMark',
  '/examupload',
  '/parent',
  '/homework/12',
  '/homework/show/12',
  '/teacher-detail/3',
  '/pc-shop/goods-detail/5',
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
    '/notice',
    '/setPassword',
    '/UserAddress',
    '/UserAddress_youzan',
    '/UserAgreement',
    '/course-detail/1',
    '/package-detail/2',
  ].map((p) => `/center${p}`),
  ...['', '/data', '/detail', '/feedBack', '/startExam', '/component/paper'].map((p) => `/jieke${p}`),
  ...['', '/data', '/feedBack', '/startExam', '/component/paper'].map((p) => `/mockExamination${p}`),
  ...['', '/report', '/startExam'].map((p) => `/outdoor${p}`),
  ...['', '/cause', '/record', '/change/9'].map((p) => `/refund${p}`),
  ...['', '/classlist', '/renewal', '/summary', '/class/1', '/homework/2', '/student/3'].map((p) => `/tutor${p}`),
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
  ...['/detail', '/essay', '/example', '/list', '/preview', '/result', '/upload'].map((p) => `/examupload${p}`),
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
    '/course-detail/4',
  ].map((p) => `/parent${p}`),
  '/questionnaire/list',
  '/questionnaire/result',
  '/recommend/list',
  '/recommend/record',
  '/report/history',
  '/report/report',
  ...[
    '',
    '/cartNew',
    '/userAddressNew',
    '/checkOrder',
    '/checkOrderOld',
    '/goods-detail-new/1',
    '/teacher-detail-new/2',
    '/couponCode',
    '/couponReceive',
    '/fenban-test',
    '/test-bank',
    '/listening',
    '/transfer-class',
    '/payMaterial',
    '/welfare',
    '/userOrderNew',
    '/user-logistics-new2',
    '/trainingAgreement',
  ].map((p) => `/m-shop${p}`),
  '/console',
  '/clause/custom',
  '/about.html',
];

function leafOf(path: string) {
  const matches = matchRoutes(routes, path);
  return matches?.at(-1)?.route;
}

describe('route table', () => {
  it.each(SPEC_PATHS)('resolves %s to a page of its own', (path) => {
    const leaf = leafOf(path);
    expect(leaf).toBeDefined();
    expect(leaf!.path).not.toBe('*');
  });

  it('sends unknown paths to the not-found page', () => {
    expect(leafOf('/no/such/page')?.path).toBe('*');
  });

  it('hides the mobile tab bar on shop sub-pages and the shop header on root and coupon pages', () => {
    const handle = (p: string) =>
      (matchRoutes(routes, p)!.at(-1)!.route.handle ?? {}) as { hideTabBar?: boolean; hideShopHeader?: boolean };
    expect(handle('/m-shop').hideTabBar).toBeFalsy();
    expect(handle('/m-shop').hideShopHeader).toBe(true);
    expect(handle('/m-shop/cartNew').hideTabBar).toBe(true);
    expect(handle('/m-shop/couponCode').hideShopHeader).toBe(true);
    expect(handle('/m-shop/checkOrder').hideShopHeader).toBeFalsy();
  });
});

describe('mobile redirect', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function loaderResult(path: string): Promise<unknown> {
    const match = matchRoutes(routes, path.split('?')[0]!)!.at(-1)!;
    const loader = match.route.loader as (args: unknown) => unknown;
    return loader({ request: new Request(`http://x${path}`), params: match.params, context: undefined });
  }
  const location = async (path: string) => ((await loaderResult(path)) as Response | null)?.headers.get('Location');

  it('sends phone-sized windows from the home page to /m-shop and from /download to /MDownload', async () => {
    vi.stubGlobal('innerWidth', 390);
    const home = (await loaderResult('/')) as Response;
    expect(home.status).toBe(302);
    expect(home.headers.get('Location')).toBe('/m-shop');
    const download = (await loaderResult('/download')) as Response;
    expect(download.headers.get('Location')).toBe('/MDownload');
  });

  it('keeps desktop windows on the desktop pages', async () => {
    vi.stubGlobal('innerWidth', 1440);
    expect(await loaderResult('/')).toBeNull();
  });

  it('sends phones from every desktop page with a phone twin to it, ids and query kept (links shared in WeChat)', async () => {
    vi.stubGlobal('innerWidth', 390);
    expect(await location('/teacher-detail/7')).toBe('/m-shop/teacher-detail-new/7');
    expect(await location('/pc-shop/goods-detail/5?from=wx')).toBe('/m-shop/goods-detail-new/5?from=wx');
    expect(await location('/pc-shop/cart')).toBe('/m-shop/cartNew');
    expect(await location('/pc-shop/check-order?skuId=3&group=start')).toBe('/m-shop/checkOrder?skuId=3&group=start');
    expect(await location('/pc-shop/orders?orderId=9')).toBe('/m-shop/userOrderNew?orderId=9');
    expect(await location('/pc-shop/coupons')).toBe('/m-shop/couponReceive');
    expect(await loaderResult('/m-shop/cartNew')).toBeNull();
  });

  it('sends desktops from the phone shop pages with a desktop twin to it; the others stay (a centred column)', async () => {
    vi.stubGlobal('innerWidth', 1440);
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140' });
    expect(await location('/m-shop')).toBe('/course');
    expect(await location('/m-shop/cartNew')).toBe('/pc-shop/cart');
    expect(await location('/m-shop/checkOrder?from=cart&skuIds=1,2')).toBe('/pc-shop/check-order?from=cart&skuIds=1,2');
    expect(await location('/m-shop/userOrderNew?orderId=9&tab=all')).toBe('/pc-shop/orders?orderId=9&tab=all');
    expect(await location('/m-shop/couponReceive')).toBe('/pc-shop/coupons');
    expect(await location('/m-shop/goods-detail-new/5')).toBe('/pc-shop/goods-detail/5');
    expect(await location('/m-shop/teacher-detail-new/7')).toBe('/teacher-detail/7');
    expect(matchRoutes(routes, '/m-shop/welfare')!.at(-1)!.route.loader).toBeUndefined();
    expect(await loaderResult('/pc-shop/cart')).toBeNull();
  });

  it('the WeChat browser is a phone whatever its width', async () => {
    vi.stubGlobal('innerWidth', 1024);
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50' });
    expect(await location('/pc-shop/goods-detail/5')).toBe('/m-shop/goods-detail-new/5');
    expect(await loaderResult('/m-shop/goods-detail-new/5')).toBeNull();
  });
});
