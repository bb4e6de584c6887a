import type { RouteObject } from 'react-router';
import { SHOP_TWINS } from '../../lib/shop-paths';
import { construction, desktopRedirect, indexPage, page } from './route-helpers';

/*
 * The phone shop's pages (/m-shop): part of the app's entry, so a phone opening the shop finds its page's chunk at
 * once (and the bundler preloads it). Every other page is in route-table.tsx, which loads on the first navigation
 * outside the shop (router.tsx, patchRoutesOnNavigation).
 */
const mobileShopHome = () =>
  import('../../features/catalogue/routes/mobile-shop-home-page').then((m) => ({ Component: m.MobileShopHomePage }));
/* Order pages of the mobile shop (cart, checkout, orders, coupons) live in features/order. */
const cartPage = () => import('../../features/order/routes/cart-page').then((m) => ({ Component: m.CartPage }));
const addressPage = () =>
  import('../../features/order/routes/address-page').then((m) => ({ Component: m.AddressPage }));
const checkoutPage = () =>
  import('../../features/order/routes/checkout-page').then((m) => ({ Component: m.CheckoutPage }));
const couponCodePage = () =>
  import('../../features/order/routes/coupon-code-page').then((m) => ({ Component: m.CouponCodePage }));
const couponReceivePage = () =>
  import('../../features/order/routes/coupon-receive-page').then((m) => ({ Component: m.CouponReceivePage }));
const payMaterialPage = () =>
  import('../../features/order/routes/pay-material-page').then((m) => ({ Component: m.PayMaterialPage }));
const welfarePage = () =>
  import('../../features/order/routes/welfare-page').then((m) => ({ Component: m.WelfarePage }));
const orderListPage = () =>
  import('../../features/order/routes/order-list-page').then((m) => ({ Component: m.OrderListPage }));
const logisticsPage = () =>
  import('../../features/order/routes/logistics-page').then((m) => ({ Component: m.LogisticsPage }));
const trainingAgreementPage = () =>
  import('../../features/order/routes/training-agreement-page').then((m) => ({ Component: m.TrainingAgreementPage }));
const mobileGoodsDetail = () =>
  import('../../features/catalogue/routes/mobile-goods-detail-page').then((m) => ({
    Component: m.MobileGoodsDetailPage,
  }));
const mobileTeacherDetail = () =>
  import('../../features/catalogue/routes/mobile-teacher-detail-page').then((m) => ({
    Component: m.MobileTeacherDetailPage,
  }));
const transferClassPage = () =>
  import('../../features/class-change/routes/transfer-class-page').then((m) => ({ Component: m.TransferClassPage }));
const shopRunner = () => import('../../features/exam/routes/m-shop-exam-page');
const fenbanTest = () =>
  Promise.all([shopRunner(), import('../../features/exam-pages/routes/fenban-test-page')]).then(([r, m]) => ({
    Component: r.shopExamPage('placement', m.FenbanTestPage),
  }));
const listening = () =>
  Promise.all([shopRunner(), import('../../features/exam-pages/routes/listening-page')]).then(([r, m]) => ({
    Component: r.shopExamPage('listening', m.ListeningPage),
  }));
const testBank = () =>
  import('../../features/exam-pages/routes/test-bank-page').then((m) => ({ Component: m.TestBankPage }));

/** Mobile shop (/m-shop): tab bar only on the root; shop header hidden on root and coupon pages. */
// Pages flagged `antd` draw antd widgets and get antd's providers from ShopLayout; the rest use antd-mobile only.
export const mobileShopPages: RouteObject[] = [
  {
    ...indexPage('全部课程', mobileShopHome, { hideShopHeader: true }),
    loader: desktopRedirect(SHOP_TWINS.home.desktop),
  },
  page('cartNew', '购物车', cartPage, { hideTabBar: true }, desktopRedirect(SHOP_TWINS.cart.desktop)),
  page('userAddressNew', '收货地址', addressPage, { hideTabBar: true }),
  page('checkOrder', '确认订单', checkoutPage, { hideTabBar: true }, desktopRedirect(SHOP_TWINS.checkout.desktop)),
  page('checkOrderOld', '确认订单', construction, { hideTabBar: true }),
  page(
    'goods-detail-new/:id',
    '课程详情',
    mobileGoodsDetail,
    { hideTabBar: true, antd: true },
    desktopRedirect(SHOP_TWINS.goods.desktop),
  ),
  page(
    'teacher-detail-new/:id',
    '教师详情',
    mobileTeacherDetail,
    { hideTabBar: true },
    desktopRedirect(SHOP_TWINS.teacher.desktop),
  ),
  page('couponCode', '兑换优惠券', couponCodePage, { hideTabBar: true, hideShopHeader: true }),
  page(
    'couponReceive',
    '领取优惠券',
    couponReceivePage,
    { hideTabBar: true, hideShopHeader: true },
    desktopRedirect(SHOP_TWINS.coupons.desktop),
  ),
  // With ?examId= these two are the answering page of features/exam (the runner wraps this landing and result).
  page('fenban-test', '分班测试', fenbanTest, { hideTabBar: true, antd: true }),
  page('test-bank', '题库练习', testBank, { hideTabBar: true, antd: true }),
  page('listening', '听力练习', listening, { hideTabBar: true, antd: true }),
  page('transfer-class', '调班', transferClassPage, { hideTabBar: true, antd: true }),
  page('payMaterial', '资料费', payMaterialPage, { hideTabBar: true }),
  page('welfare', '福利中心', welfarePage, { hideTabBar: true }),
  page('userOrderNew', '我的订单', orderListPage, { hideTabBar: true }, desktopRedirect(SHOP_TWINS.orders.desktop)),
  page('user-logistics-new2', '物流详情', logisticsPage, { hideTabBar: true }),
  page('trainingAgreement', '培训协议', trainingAgreementPage, { hideTabBar: true }),
];

/** The mobile shop's route: its pages under /m-shop, '全部课程' in the trail. */
export const mobileShopRoute: RouteObject = {
  path: 'm-shop',
  handle: { crumb: '全部课程' },
  children: mobileShopPages,
};
