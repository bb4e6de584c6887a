import { ADMIN, get, OWNER, send, SIGNED_IN, status, type Case } from './permission-helpers';

/** The shop's rows of the permission matrix (permission-cases.ts has the rest). */
export function shopCases(): Case[] {
  return [
    // cart, addresses, coupons: one's own
    { route: 'GET /api/shop/cart/count', request: () => get('/shop/cart/count'), expect: SIGNED_IN },
    { route: 'GET /api/shop/cart/getCartList', request: () => get('/shop/cart/getCartList'), expect: SIGNED_IN },
    {
      route: 'PUT /api/shop/cart/addCart',
      request: (f) => send('PUT', '/shop/cart/addCart', { skuId: f.course.sku.id }),
      expect: SIGNED_IN,
    },
    // Another's item ids are ignored (removed: 0), not refused.
    {
      route: 'DELETE /api/shop/cart/removeBatch',
      request: (f) => send('DELETE', `/shop/cart/removeBatch?ids=${f.cartItemId}`),
      expect: SIGNED_IN,
    },
    { route: 'GET /api/shop/address/page', request: () => get('/shop/address/page'), expect: SIGNED_IN },
    {
      route: 'POST /api/shop/address',
      request: () =>
        send('POST', '/shop/address', {
          receiverName: '李四',
          mobile: '13800000005',
          province: '北京市',
          city: '北京市',
          district: '朝阳区',
          detail: '建国路1号',
        }),
      expect: SIGNED_IN,
    },
    {
      route: 'PUT /api/shop/address',
      request: (f) =>
        send('PUT', '/shop/address', {
          id: f.addresses.toUpdate,
          receiverName: '王建国',
          mobile: '13800000004',
          province: '北京市',
          city: '北京市',
          district: '海淀区',
          detail: '中关村大街2号',
        }),
      expect: OWNER,
    },
    {
      route: 'DELETE /api/shop/address/:id',
      request: (f) => send('DELETE', `/shop/address/${f.addresses.toDelete}`),
      expect: OWNER,
    },
    { route: 'GET /api/shop/coupon/receive/list', request: () => get('/shop/coupon/receive/list'), expect: SIGNED_IN },
    {
      route: 'POST /api/shop/couponuser/receive',
      request: (f) => send('POST', '/shop/couponuser/receive', { templateId: f.claimableTemplateId }),
      expect: SIGNED_IN,
    },
    {
      route: 'POST /api/shop/couponuser/redeem',
      request: () => send('POST', '/shop/couponuser/redeem', { code: 'MATRIX2026' }),
      expect: SIGNED_IN,
    },
    { route: 'GET /api/shop/couponuser/my', request: () => get('/shop/couponuser/my'), expect: SIGNED_IN },
    {
      route: 'POST /api/shop/promotion/order',
      request: (f) => send('POST', '/shop/promotion/order', { items: [{ skuId: f.course.sku.id }] }),
      expect: SIGNED_IN,
    },
    {
      route: 'POST /api/shop/promotion/joint',
      request: (f) => send('POST', '/shop/promotion/joint', { items: [{ skuId: f.groupCourse.sku.id }] }),
      expect: SIGNED_IN,
    },
    { route: 'GET /api/shop/promotion/shopCart', request: () => get('/shop/promotion/shopCart'), expect: SIGNED_IN },

    // orders: the buyer's own (another's is an unknown 404); shipping and reconciliation for staff
    {
      route: 'POST /api/shop/order',
      request: (f) => send('POST', '/shop/order', { items: [{ skuId: f.course.sku.id }] }),
      expect: SIGNED_IN,
    },
    {
      route: 'GET /api/shop/order/owned',
      request: (f) => get(`/shop/order/owned?spuId=${f.course.spu.id}`),
      expect: SIGNED_IN,
    },
    {
      route: 'POST /api/shop/order/pay',
      request: (f) => send('POST', '/shop/order/pay', { orderId: f.orders.toPay, channel: 'dev' }),
      expect: OWNER,
    },
    {
      route: 'POST /api/shop/order/cancelOrder',
      request: (f) => send('POST', `/shop/order/cancelOrder?orderId=${f.orders.toCancel}`),
      expect: OWNER,
    },
    {
      route: 'PUT /api/shop/order/confirmReceipt',
      request: (f) => send('PUT', `/shop/order/confirmReceipt?orderId=${f.orders.toConfirm}`),
      expect: OWNER,
    },
    { route: 'GET /api/shop/order/my/page', request: () => get('/shop/order/my/page'), expect: SIGNED_IN },
    {
      route: 'GET /api/shop/order/status',
      request: (f) => get(`/shop/order/status?orderId=${f.orders.toConfirm}`),
      expect: OWNER,
    },
    {
      route: 'GET /api/shop/order/expressList',
      request: (f) => get(`/shop/order/expressList?orderId=${f.orders.toConfirm}`),
      expect: OWNER,
    },
    { route: 'GET /api/shop/order/:id', request: (f) => get(`/shop/order/${f.orders.toConfirm}`), expect: OWNER },
    {
      // Admin ships any order; a teacher only orders for classes they teach.
      route: 'POST /api/shop/admin/order/ship',
      request: async (f) =>
        send('POST', '/shop/admin/order/ship', {
          orderId: await f.paidKitOrder(),
          expressCompany: '顺丰',
          trackingNo: 'SF20260001',
        }),
      expect: status(403, { visitor: 401, teacher: 200, admin: 200 }),
    },
    { route: 'GET /api/shop/admin/reconciliation', request: () => get('/shop/admin/reconciliation'), expect: ADMIN },
    { route: 'GET /api/admin/job/page', request: () => get('/admin/job/page'), expect: ADMIN },
    { route: 'GET /api/shop/group/:id', request: (f) => get(`/shop/group/${f.groupId}`), expect: SIGNED_IN },
    // Vendors and the dev checkout: their signature or signed token is the credential (a bad one is refused alike).
    {
      route: 'POST /api/shop/pay/notify/:provider',
      request: () => send('POST', '/shop/pay/notify/dev', '{}'),
      expect: status(400),
    },
    { route: 'GET /api/pay/dev/checkout', request: () => get('/pay/dev/checkout?token=x'), expect: status(400) },
    {
      route: 'POST /api/pay/dev/checkout',
      request: () => ({
        ...send('POST', '/pay/dev/checkout', 'token=x'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      expect: status(400),
    },
  ];
}
