import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@salt/domain';
import { clearSession, saveTokens, useSiteStore } from '../../../lib/site-store';
import { MobileGoodsDetailPage } from '../routes/mobile-goods-detail-page';
import { detail, fakeApi, ok, renderRoutes, seedDictionaries, sku, type FakeCall } from '../test-kit';

const BASIC = sku({ id: 4, name: '基础班（周三晚）' });
const GROUP = sku({
  id: 3,
  name: '提高班 · 拼团',
  priceFen: 29900,
  isGroup: true,
  groupMemberNum: 3,
  groupPriceFen: 19900,
});

function renderMobile(owned: unknown[] = []) {
  fakeApi((c: FakeCall) => {
    if (c.url.endsWith(API_PATHS.spuSkus)) return ok([GROUP, BASIC]);
    if (c.url.endsWith(API_PATHS.orderOwned)) return ok(owned);
    if (c.url.includes('/shop/spu/public/detail/')) return ok(detail());
    return ok(null);
  });
  return renderRoutes(
    [
      { path: '/m-shop/goods-detail-new/:id', Component: MobileGoodsDetailPage },
      { path: '/m-shop/checkOrder', Component: () => <p>确认订单页</p> },
      { path: '/center/course-detail/:id', Component: () => <p>班级详情页</p> },
    ],
    '/m-shop/goods-detail-new/2',
  );
}

// The sheet slides in; its animation briefly sets pointer-events: none, which a person never notices.
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('mobile class sheet', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    useSiteStore.setState({ showLoginDialog: false });
    seedDictionaries();
  });

  it('发起拼团 opens the sheet on the group class and its confirm opens checkout with group=start', async () => {
    const router = renderMobile();
    const start = await screen.findByRole('button', { name: /发起拼团/ });
    await user().click(start);
    const sheet = await screen.findByRole('dialog', { name: '选择班次' });
    expect(sheet).toHaveTextContent('拼团价 ¥199.00（3人成团）');
    // The sheet offers only what was tapped: the group, not the cart.
    expect(within(sheet).queryByRole('button', { name: '加入购物车' })).toBeNull();
    const confirm = within(sheet).getByRole('button', { name: /发起拼团/ });
    await user().click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m-shop/checkOrder'));
    expect(router.state.location.search).toBe('?skuId=3&group=start');
  });

  it('choosing a plain class in the sheet turns the bar into 立即购买 for that class', async () => {
    const router = renderMobile();
    await user().click(await screen.findByRole('button', { name: /班次/ }));
    await user().click(await screen.findByRole('radio', { name: /基础班/ }));
    expect(screen.getByRole('radio', { name: /基础班/ })).toHaveAttribute('aria-checked', 'true');
    const buy = screen.getAllByRole('button', { name: '立即购买' }).at(-1)!;
    await user().click(buy);
    await waitFor(() => expect(router.state.location.search).toBe('?skuId=4'));
  });

  it('加入购物车 from the sheet asks a logged-out visitor to log in', async () => {
    renderMobile();
    await user().click(await screen.findByRole('button', { name: '加入购物车' }));
    const inSheet = (await screen.findAllByRole('button', { name: '加入购物车' })).at(-1)!;
    await user().click(inSheet);
    expect(useSiteStore.getState().showLoginDialog).toBe(true);
  });

  it('starts on the cheapest plain class; a class the pupil has says 已报名 and the bar leads to it', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
    const router = renderMobile([{ skuId: 4, orderId: 9, paid: true, offeringId: 12 }]);
    await user().click(await screen.findByRole('button', { name: /班次/ }));
    const sheet = await screen.findByRole('dialog', { name: '选择班次' });
    // The plain class is cheaper, but it is theirs: the group class is suggested, the plain one says 已报名.
    await waitFor(() => expect(within(sheet).getByTestId('owned-4')).toHaveTextContent('已报名'));
    await waitFor(() =>
      expect(within(sheet).getByRole('radio', { name: /提高班/ })).toHaveAttribute('aria-checked', 'true'),
    );
    await user().click(within(sheet).getByRole('radio', { name: /基础班/ }));
    expect(within(sheet).getByRole('status')).toHaveTextContent('您已报名该班级，无需重复购买');
    expect(within(sheet).queryByRole('button', { name: '立即购买' })).toBeNull();
    await user().click(within(sheet).getByRole('link', { name: '进入班级' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/course-detail/12'));
  });
});
