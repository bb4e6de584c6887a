import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type ConsoleBanner } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const BANNERS: ConsoleBanner[] = [
  {
    id: 3,
    placement: 'shop',
    title: '秋季同步班火热报名中',
    subtitle: '名师直播，课后逐份批改',
    imageUrl: null,
    spuId: 12,
    goodsTitle: '初二数学秋季同步提高班',
    sort: 0,
    enabled: true,
    startsAt: null,
    endsAt: '2026-12-31T15:59:00.000Z',
    state: 'showing',
    version: 2,
    updatedAt: '2026-11-20T00:00:00Z',
  },
  {
    id: 4,
    placement: 'shop',
    title: '寒假预告',
    subtitle: null,
    imageUrl: null,
    spuId: 13,
    goodsTitle: '初一英语寒假班',
    sort: 5,
    enabled: true,
    startsAt: '2026-12-20T00:00:00.000Z',
    endsAt: null,
    state: 'scheduled',
    version: 1,
    updatedAt: '2026-11-20T00:00:00Z',
  },
  {
    id: 5,
    placement: 'points-mall',
    title: '盐值兑券 · 报名立减',
    subtitle: null,
    imageUrl: '/uploads/images/mall.png',
    spuId: 12,
    goodsTitle: '初二数学秋季同步提高班',
    sort: 0,
    enabled: true,
    startsAt: null,
    endsAt: null,
    state: 'showing',
    version: 1,
    updatedAt: '2026-11-20T00:00:00Z',
  },
];

function api() {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1, 6], '周教务'));
    if (call.method === 'GET' && call.url.endsWith(API_PATHS.consoleBanners))
      return ok(BANNERS.filter((b) => b.placement === call.params.placement));
    if (call.url.includes(API_PATHS.consoleGoodsPage))
      return ok({
        records: [{ id: 12, title: '初二数学秋季同步提高班', onSale: true }],
        total: 1,
        current: 1,
        size: 20,
      });
    if (call.method === 'DELETE') return ok(null);
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

describe('首页轮播', { timeout: 60_000 }, () => {
  it('lists the banners with their window and state; an empty title is refused in the form; 删除 sends the version read', async () => {
    const { calls } = api();
    renderConsole('/console/banners');
    expect(await screen.findByText('秋季同步班火热报名中', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('展示中')).toBeInTheDocument();
    expect(screen.getByText('未开始')).toBeInTheDocument();
    // China time: 15:59 UTC is 23:59 the same day.
    expect(screen.getByText('现在 至 2026-12-31 23:59')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '新增轮播图' }));
    await userEvent.click(await screen.findByText('保存', { selector: '.ant-modal button span' }));
    expect(await screen.findByText('请输入标题（不超过 40 个字）')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByText('取消', { selector: '.ant-modal button span' }));

    await userEvent.click(screen.getAllByText('删除', { selector: 'td button span' })[0]!);
    await userEvent.click(await screen.findByText('删除', { selector: '.ant-popconfirm button span' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!).toMatchObject({
      url: '/api/console/banners/3',
      params: { version: 2 },
    });
  });

  it('盐值商城 lists the mall banners; a new banner there is placed on the mall', async () => {
    const { calls } = api();
    renderConsole('/console/banners');
    expect(await screen.findByText('秋季同步班火热报名中', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByText('盐值商城', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('盐值兑券 · 报名立减')).toBeInTheDocument();
    expect(screen.queryByText('秋季同步班火热报名中')).toBeNull();
    expect(calls.some((c) => c.params.placement === 'points-mall')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '新增轮播图' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('盐值商城')).toBeInTheDocument();
    expect(within(dialog).queryByText('商城首页')).toBeNull();
  });
});
