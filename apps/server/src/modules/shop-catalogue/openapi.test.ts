import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('documents every shop route in the OpenAPI document', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  for (const p of [
    '/api/shop/spu/public/page',
    '/api/shop/spu/public/layout',
    '/api/shop/spu/public/detail/{id}',
    '/api/shop/spu/public/getSkuBySpuId',
    '/api/shop/spu/public/cover/{id}',
    '/api/admin/teacher/infoByIds',
    '/api/admin/tutor/infoByIds',
    '/api/shop/teacher/public/page',
    '/api/shop/teacher/public/detail/{id}',
    '/api/shop/cart/count',
    '/api/shop/cart/getCartList',
    '/api/shop/cart/addCart',
    '/api/shop/cart/removeBatch',
    '/api/shop/address/page',
    '/api/shop/address',
    '/api/shop/address/{id}',
  ])
    expect(paths).toContain(p);
});
