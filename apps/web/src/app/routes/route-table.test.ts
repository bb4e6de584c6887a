import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from '../router';

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
    const route = matchRoutes(routes, path)!.at(-1)!.route;
    const loader = route.loader as (args: unknown) => unknown;
    return loader({ request: new Request(`http://x${path}`), params: {}, context: undefined });
  }

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
});
