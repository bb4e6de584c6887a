import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { API_PATHS } from '@salt/domain';
import { clearSession } from '../../../lib/site-store';
import { detail, fakeApi, ok, renderRoutes, seedDictionaries, sku, type FakeCall } from '../test-kit';
import { MobileGoodsDetailPage } from './mobile-goods-detail-page';

function shop(skus: unknown[]) {
  fakeApi((c: FakeCall) => {
    if (c.url.endsWith(API_PATHS.spuSkus)) return ok(skus);
    if (c.url.endsWith('/shop/spu/public/detail/2')) return ok(detail());
    return ok(null);
  });
  return renderRoutes(
    [{ path: '/m-shop/goods-detail-new/:id', Component: MobileGoodsDetailPage }],
    '/m-shop/goods-detail-new/2',
  );
}

describe('phone goods detail: nothing to buy', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    seedDictionaries();
  });

  it('every class full: 已满员', async () => {
    shop([sku({ id: 1, name: '培优班', stock: 0, soldOut: true })]);
    expect(await screen.findByRole('button', { name: '已满员' })).toBeDisabled();
  });

  it('no class yet is not a full course: 暂不可报名, as on the desktop page', async () => {
    shop([]);
    expect(await screen.findByRole('button', { name: '暂不可报名' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '已满员' })).toBeNull();
  });
});
