import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@salt/domain';
import { clearSession, saveTokens, useSiteStore } from '../../../lib/site-store';
import { AdvertPage } from './advert-page';
import { HotGoodsPage } from './hot-goods-page';
import { PointsMallPage } from './points-mall-page';
import { RulePage } from './rule-page';
import { calls, goods, pageOf, renderAt, serve, summary } from './points-test-fixtures';

/** 盐值商城 index, 热门兑换, the campaign page and the rules. */

beforeEach(() => {
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
  useSiteStore.setState({ showMobileTheme: false });
});
afterEach(() => clearSession());

const mall = (method: string, url: string, params?: Record<string, unknown>) => {
  if (url.endsWith(API_PATHS.pointsSummary)) return summary(1280);
  if (url.endsWith(API_PATHS.pointsMallHome)) return { banners: [], categories: ['文具', '优惠券'] };
  if (params?.category === '优惠券')
    return pageOf([goods({ id: 7, kind: 'coupon', title: '满200减30课程券', category: '优惠券', pointsCost: 500 })]);
  const page = Number(params?.current ?? 1);
  const first = page === 1 ? 5 : page * 100;
  return pageOf(
    [goods({ id: first }), goods({ id: first + 1, title: '错题本', stock: 0, coverUrl: 'https://img/x.png' })],
    page,
    30,
    12,
  );
};

describe('/yanzhi', () => {
  it('shows the balance with the next expiry, the links, the goods; a category tab filters, more pages load', async () => {
    serve(mall);
    renderAt('/yanzhi', '/yanzhi', <PointsMallPage />);
    await waitFor(() => expect(screen.getByTestId('yz-balance-value')).toHaveTextContent('1,280'));
    expect(screen.getByText('120 盐值将于 2027年12月31日 过期')).toBeInTheDocument();
    for (const [name, to] of [
      ['明细', '/yanzhi/expenses'],
      ['规则', '/yanzhi/rule'],
      ['兑换记录', '/yanzhi/exchangeRecord'],
    ] as const)
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', to);
    expect(await screen.findByRole('link', { name: /盐值兑换季/ })).toHaveAttribute('href', '/yanzhi/advert');
    expect(screen.getByRole('link', { name: /热门兑换/ })).toHaveAttribute('href', '/yanzhi/hotGoods');
    const cards = await screen.findAllByTestId('yz-goods');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('300')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('剩余 12')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('实物')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: '盐课堂定制笔记本' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('已兑完')).toBeInTheDocument();
    expect(cards[0]).toHaveAttribute('href', '/yanzhi/shopDetail?id=5');

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(calls.some((c) => c.params?.current === '2')).toBe(true));

    fireEvent.click(screen.getByRole('tab', { name: '优惠券' }));
    expect(await screen.findByText('满200减30课程券')).toBeInTheDocument();
    expect(screen.getAllByTestId('yz-goods')).toHaveLength(1);
    expect(calls.at(-1)!.params).toMatchObject({ category: '优惠券', current: '1' });
  });

  it('lays out for phones too, the banners staff placed on the mall in place of the campaign card', async () => {
    useSiteStore.setState({ showMobileTheme: true });
    const banners = [
      { id: 2, title: '兑券买课', subtitle: '盐值换券 · 报名立减', imageUrl: '/uploads/images/b.png', spuId: 31 },
      { id: 1, title: '秋季同步班', subtitle: null, imageUrl: null, spuId: 32 },
    ];
    serve((method, url, params) =>
      url.endsWith(API_PATHS.pointsMallHome) ? { banners, categories: ['文具'] } : mall(method, url, params),
    );
    renderAt('/yanzhi', '/yanzhi', <PointsMallPage />);
    expect(await screen.findAllByTestId('yz-goods')).toHaveLength(2);
    expect(screen.getByTestId('yz-mall')).toHaveClass('is-m');
    const slides = await screen.findAllByTestId('yz-banner');
    expect(slides.map((s) => s.textContent)).toEqual(['兑券买课盐值换券 · 报名立减去看看', '秋季同步班去看看']);
    expect(slides[0]).toHaveAttribute('href', '/m-shop/goods-detail-new/31');
    expect(within(slides[0]!).getByRole('img', { name: '兑券买课' })).toHaveAttribute('src', '/uploads/images/b.png');
    expect(within(slides[1]!).getByRole('img', { name: '秋季同步班' }).getAttribute('src')).toContain('/32');
    expect(screen.queryByRole('link', { name: /盐值兑换季/ })).toBeNull();
  });
});

describe('/yanzhi/hotGoods', () => {
  it('asks for the goods by exchanges and ranks them', async () => {
    serve(() => pageOf([goods({ id: 1, title: '第一名' }), goods({ id: 2, title: '第二名' })]));
    renderAt('/yanzhi/hotGoods', '/yanzhi/hotGoods', <HotGoodsPage />);
    const cards = await screen.findAllByTestId('yz-goods');
    expect(within(cards[0]!).getByText('1')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('第二名')).toBeInTheDocument();
    expect(calls[0]!.url).toBe(`/api${API_PATHS.pointsGoodsPage}`);
    expect(calls[0]!.params).toMatchObject({ sort: 'hot' });
  });
});

describe('/yanzhi/advert', () => {
  it('is the campaign with the hot goods and the way into the mall', async () => {
    serve(() => pageOf([goods()]));
    renderAt('/yanzhi/advert', '/yanzhi/advert', <AdvertPage />);
    expect(await screen.findAllByTestId('yz-goods')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '盐值兑换季', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '进入盐值商城' })).toHaveAttribute('href', '/yanzhi');
    expect(calls[0]!.params).toMatchObject({ sort: 'hot' });
  });
});

describe('/yanzhi/rule', () => {
  it('lists the rules that are on with their amount and daily cap, the expiry rule and the questions', async () => {
    serve(() => [
      { code: 'homeworkOnTime', name: '按时提交作业', amount: 10, dailyCap: 5, enabled: true },
      { code: 'purchase', name: '购课奖励', amount: 1, dailyCap: 0, enabled: true },
      { code: 'referral', name: '推荐好友', amount: 200, dailyCap: 0, enabled: false },
    ]);
    renderAt('/yanzhi/rule', '/yanzhi/rule', <RulePage />);
    const rows = await screen.findAllByTestId('yz-earn-rule');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('+10 盐值')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('每天最多 5 次')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('每实付 1 元得 1 盐值')).toBeInTheDocument();
    expect(screen.queryByText('推荐好友')).toBeNull();
    expect(screen.getByText(/有效期至获得次年的 12 月 31 日 24:00/)).toBeInTheDocument();
    expect(screen.getByText('盐值什么时候过期？')).toBeInTheDocument();
  });
});
