import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, REFERRAL_MESSAGES } from '@salt/domain';
import { clearSession, saveTokens, useSiteStore } from '../../../lib/site-store';
import { RecommendListPage } from './recommend-list-page';
import { RecommendPage } from './recommend-page';
import { RecommendRecordPage } from './recommend-record-page';
import { calls, friend, pageOf, renderAt, reward, serve, share, withdrawal } from './referral-test-fixtures';

/** 推荐有礼: my code and poster, the friends I referred, my rewards (领取) and withdrawals. */

beforeEach(() => {
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
  useSiteStore.setState({ showMobileTheme: false });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('/recommend', () => {
  it('shows the code, the share link, the figures, the poster and the rules; 复制链接 copies the link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    serve((_m, url) => (url.endsWith(API_PATHS.referralShare) ? share() : new Error('?')));
    renderAt('/recommend', '/recommend', <RecommendPage />);
    expect(await screen.findByTestId('rf-code')).toHaveTextContent('K7M2XP9Q');
    const link = `${window.location.origin}/?share=K7M2XP9Q`;
    expect(screen.getByTestId('rf-link')).toHaveTextContent(link);
    expect(screen.getByText('好友首次购课后，你可领取 500 盐值 或 ¥20 现金')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: '我的推荐' });
    const figures: [string, string][] = [
      ['已邀请', '3人'],
      ['已下单', '2人'],
      ['待领取', '1个'],
      ['累计盐值', '500'],
      ['累计现金', '¥20'],
    ];
    for (const [label, value] of figures)
      expect(within(stats).getByText(label).nextElementSibling).toHaveTextContent(value);
    expect(within(stats).getByRole('link', { name: /推荐列表/ })).toHaveAttribute('href', '/recommend/list');
    expect(within(stats).getByRole('link', { name: /奖励记录/ })).toHaveAttribute('href', '/recommend/record');
    expect(screen.getByText('你有 1 个奖励待领取，去领取 ›')).toBeInTheDocument();
    const poster = screen.getByTestId('rf-poster');
    expect(poster).toHaveTextContent('王小明 邀请你一起学习');
    expect(poster).toHaveTextContent('盐课堂');
    expect(poster.querySelector('canvas')).not.toBeNull();
    expect(screen.getByText(/好友首次购课并度过 7 天退费期后/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(await screen.findByText('链接已复制')).toBeInTheDocument();
  });

  it('分享 uses the system share sheet where there is one, else copies the link', async () => {
    const shareFn = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: shareFn });
    serve(() => share());
    renderAt('/recommend', '/recommend', <RecommendPage />);
    fireEvent.click(await screen.findByRole('button', { name: /分享给好友/ }));
    await waitFor(() =>
      expect(shareFn).toHaveBeenCalledWith(
        expect.objectContaining({ url: `${window.location.origin}/?share=K7M2XP9Q` }),
      ),
    );
  });

  it('offers only cash in the hero when the 盐值 reward is off', async () => {
    serve(() => share({ rules: { ...share().rules, pointsEnabled: false } }));
    renderAt('/recommend', '/recommend', <RecommendPage />);
    expect(await screen.findByText('好友首次购课后，你可领取 ¥20 现金')).toBeInTheDocument();
  });
});

describe('/recommend/list', () => {
  it('lists the friends masked with their state, the reward date of a paid one, and loads more', async () => {
    serve((_m, _url, params) =>
      Number(params?.current) === 2
        ? pageOf([friend({ id: 3, name: '赵**', status: 'rewarded', statusText: '奖励已发放' })], 2, 21, 20)
        : pageOf(
            [
              friend(),
              friend({
                id: 2,
                name: '张**',
                mobile: '137****0003',
                status: 'paid',
                statusText: '已下单，退费期后发放奖励',
                paidAt: '2026-11-25T02:00:00Z',
                rewardDueAt: '2026-12-02T02:00:00Z',
              }),
            ],
            1,
            21,
            20,
          ),
    );
    renderAt('/recommend/list', '/recommend/list', <RecommendListPage />);
    const first = (await screen.findByText('李**')).closest('li')!;
    expect(first).toHaveTextContent('139****0002');
    expect(first).toHaveTextContent('注册于 2026-11-20');
    expect(within(first).getByText('已注册，待下单')).toBeInTheDocument();
    const paid = screen.getByText('张**').closest('li')!;
    expect(paid).toHaveTextContent('预计 2026-12-02 可领取奖励');
    expect(screen.getByText('共邀请 21 位好友')).toBeInTheDocument();
    expect(calls[0]!.params).toEqual({ current: '1', size: '20' });
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('奖励已发放')).toBeInTheDocument();
  });

  it('says so when nobody was referred yet', async () => {
    serve(() => pageOf([]));
    renderAt('/recommend/list', '/recommend/list', <RecommendListPage />);
    expect(await screen.findByText('还没有邀请好友，快去分享你的邀请码吧')).toBeInTheDocument();
  });
});

describe('/recommend/record', () => {
  const records = (method: string, url: string) => {
    if (method === 'POST') return { reward: reward({ status: 'received', choice: 'cash' }), balance: null };
    if (url.endsWith(API_PATHS.referralWithdrawals))
      return pageOf([
        withdrawal(),
        withdrawal({
          id: 10,
          status: 'rejected',
          statusText: '已驳回',
          reviewedAt: '2026-11-26T02:00:00Z',
          rejectReason: '收款账号与姓名不符',
        }),
      ]);
    return pageOf([
      reward(),
      reward({ id: 5, friendName: '张**', status: 'received', choice: 'points', receivedAt: '2026-11-25T02:00:00Z' }),
      reward({ id: 6, friendName: '赵**', status: 'revoked', revokedAt: '2026-11-26T02:00:00Z', remark: '好友已退费' }),
    ]);
  };

  it('shows rewards by state; 领取 cash asks for the payee and posts the choice', async () => {
    serve(records);
    renderAt('/recommend/record', '/recommend/record', <RecommendRecordPage />);
    const available = await screen.findByTestId('rf-reward-4');
    expect(available).toHaveTextContent('可选：500 盐值 或 ¥20 现金');
    expect(screen.getByTestId('rf-reward-5')).toHaveTextContent('已领取 500 盐值');
    expect(screen.getByTestId('rf-reward-6')).toHaveTextContent('已撤回（2026-11-26）：好友已退费');

    fireEvent.click(within(available).getByRole('button', { name: '领取' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('现金'));
    await within(dialog).findByLabelText('收款账号');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认领取' }));
    expect(await within(dialog).findAllByText(REFERRAL_MESSAGES.payeeRequired)).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('收款人姓名'), { target: { value: ' 王妈妈 ' } });
    fireEvent.change(within(dialog).getByLabelText('收款账号'), { target: { value: 'wang@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认领取' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([
        [
          expect.stringMatching(/\/recommend\/reward\/4\/receive$/),
          { choice: 'cash', payeeName: '王妈妈', payeeAccount: 'wang@example.com' },
        ],
      ]),
    );
    expect(await screen.findByText('提现申请已提交，审核通过后打款到你的账户')).toBeInTheDocument();
    // The lists are read again.
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith(API_PATHS.referralRewards)).length).toBe(2));
  });

  it('领取 盐值 sends the points choice alone; without the 盐值 rule only cash is offered', async () => {
    serve((method, url) =>
      method === 'POST'
        ? { reward: reward({ status: 'received', choice: 'points' }), balance: 1500 }
        : url.endsWith(API_PATHS.referralRewards)
          ? pageOf([reward(), reward({ id: 7, pointsEnabled: false })])
          : pageOf([]),
    );
    renderAt('/recommend/record', '/recommend/record', <RecommendRecordPage />);
    fireEvent.click(within(await screen.findByTestId('rf-reward-4')).getByRole('button', { name: '领取' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: /盐值/ })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认领取' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ choice: 'points' }]),
    );
    expect(await screen.findByText('已领取 500 盐值')).toBeInTheDocument();

    fireEvent.click(within(screen.getByTestId('rf-reward-7')).getByRole('button', { name: '领取' }));
    dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: /现金/ })).toBeChecked());
    expect(within(dialog).queryByRole('radio', { name: /盐值/ })).toBeNull();
    expect(within(dialog).getByLabelText('收款账号')).toHaveAttribute('placeholder', '支付宝账号或微信号');
  });

  it('提现记录 shows amount, state, masked account, dates and the reject reason; the tab is in the address', async () => {
    serve(records);
    renderAt('/recommend/record', '/recommend/record', <RecommendRecordPage />);
    fireEvent.click(await screen.findByRole('tab', { name: '提现记录' }));
    const applied = await screen.findByTestId('rf-withdrawal-9');
    expect(applied).toHaveTextContent('¥20');
    expect(applied).toHaveTextContent('审核中');
    expect(applied).toHaveTextContent('收款：王妈妈 *******5678');
    expect(applied).toHaveTextContent('申请于 2026-11-25 10:00');
    const rejected = screen.getByTestId('rf-withdrawal-10');
    expect(rejected).toHaveTextContent('已驳回');
    expect(rejected).toHaveTextContent('处理于 2026-11-26 10:00');
    expect(rejected).toHaveTextContent('驳回原因：收款账号与姓名不符');
    expect(screen.getByTestId('where')).toHaveTextContent('/recommend/record?tab=withdrawals');
  });
});
