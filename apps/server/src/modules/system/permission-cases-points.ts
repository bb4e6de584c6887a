import { ADMIN, get, OWNER, send, SIGNED_IN, type Case } from './permission-helpers';

/**
 * 盐值 and its mall: everyone signed in reads their own balance, ledger and exchanges and exchanges in the mall;
 * the pupil's exchange is unknown (404) to anyone else; the console's goods and exchange orders are the admins'
 * (a teacher 403, pupils and parents stopped at the console gate).
 */
export function pointsCases(): Case[] {
  return [
    { route: 'GET /api/points/summary', request: () => get('/points/summary'), expect: SIGNED_IN },
    { route: 'GET /api/points/ledger/page', request: () => get('/points/ledger/page'), expect: SIGNED_IN },
    { route: 'GET /api/points/rules', request: () => get('/points/rules'), expect: SIGNED_IN },
    { route: 'GET /api/points/mall/home', request: () => get('/points/mall/home'), expect: SIGNED_IN },
    { route: 'GET /api/points/goods/page', request: () => get('/points/goods/page'), expect: SIGNED_IN },
    {
      route: 'GET /api/points/goods/:id',
      request: (f) => get(`/points/goods/${f.points.virtualGoodsId}`),
      expect: SIGNED_IN,
    },
    {
      route: 'POST /api/points/exchange',
      request: async (f, who) => {
        if (who !== 'visitor') await f.points.fund(f.users[who].id);
        return send('POST', '/points/exchange', { goodsId: f.points.virtualGoodsId });
      },
      expect: SIGNED_IN,
    },
    { route: 'GET /api/points/exchange/my/page', request: () => get('/points/exchange/my/page'), expect: SIGNED_IN },
    {
      route: 'GET /api/points/exchange/:id',
      request: (f) => get(`/points/exchange/${f.points.exchangeId}`),
      expect: OWNER,
    },
    {
      route: 'POST /api/points/exchange/:id/cancel',
      request: async (f) => send('POST', `/points/exchange/${await f.points.toShip()}/cancel`),
      expect: OWNER,
    },
    {
      route: 'POST /api/points/exchange/:id/receive',
      request: async (f) => send('POST', `/points/exchange/${await f.points.shipped()}/receive`),
      expect: OWNER,
    },
    { route: 'GET /api/console/points/goods/page', request: () => get('/console/points/goods/page'), expect: ADMIN },
    {
      route: 'POST /api/console/points/goods',
      request: () =>
        send('POST', '/console/points/goods', {
          kind: 'virtual',
          title: '矩阵商品',
          category: '课程',
          pointsCost: 10,
          stock: 5,
        }),
      expect: ADMIN,
    },
    {
      route: 'PUT /api/console/points/goods/:id',
      request: async (f, who) =>
        send('PUT', `/console/points/goods/${who === 'admin' ? await f.points.goods() : 1}`, {
          kind: 'virtual',
          title: '矩阵商品改',
          category: '课程',
          pointsCost: 20,
          stock: 5,
          onShelf: false,
          version: 1,
        }),
      expect: ADMIN,
    },
    {
      route: 'GET /api/console/points/exchange/page',
      request: () => get('/console/points/exchange/page'),
      expect: ADMIN,
    },
    {
      route: 'POST /api/console/points/exchange/:id/ship',
      request: async (f, who) =>
        send('POST', `/console/points/exchange/${who === 'admin' ? await f.points.toShip() : 1}/ship`, {
          company: '顺丰速运',
          trackingNo: 'SF0001',
        }),
      expect: ADMIN,
    },
  ];
}
