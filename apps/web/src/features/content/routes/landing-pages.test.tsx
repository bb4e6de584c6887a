import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS, type PublicCampaign, type PublicOfficialAccount } from '@salt/domain';
import { fakeContentApi, renderPage } from '../test-kit';
import { CampaignPage } from './campaign-page';
import { PublicAccountPage } from './public-account-page';

const CAMPAIGN: PublicCampaign = {
  campaign: {
    title: '寒假集训营报名季',
    subtitle: '1月20日开营 · 名师小班直播',
    body: '一、活动介绍\n\n集训营覆盖语数英。\n\n二、报名福利\n\n报名即送学习礼包。',
    cover: '/uploads/images/demo/campaign.png',
    ctaText: '立即报名',
    ctaLink: '/course',
    startDate: '2026-11-17',
    endDate: '2027-01-19',
  },
};
const ACCOUNT: PublicOfficialAccount = {
  account: {
    name: '盐课堂',
    wechatId: 'yanketang_edu',
    qrUrl: 'https://weixin.qq.com/r/mp/abc',
    qrImage: '',
    intro: '每周推送学习方法',
  },
  points: { name: '浏览公众号', amount: 5, dailyCap: 1 },
};

const answer = (campaign: PublicCampaign, account: PublicOfficialAccount) => (url: string) => {
  if (url.endsWith(API_PATHS.contentCampaign)) return campaign;
  if (url.endsWith(API_PATHS.contentOfficialAccount)) return account;
  return undefined;
};

describe('the landing pages', { timeout: 30_000 }, () => {
  it('/advert shows the campaign: title, dates, cover, headed paragraphs and the call to action', async () => {
    fakeContentApi(answer(CAMPAIGN, ACCOUNT));
    renderPage([{ path: '/advert', Component: CampaignPage }], '/advert');
    expect(await screen.findByRole('heading', { level: 1, name: '寒假集训营报名季' })).toBeInTheDocument();
    expect(screen.getByText(/活动时间：2026年11月17日 – 2027年1月19日/)).toBeInTheDocument();
    expect(screen.getByAltText('寒假集训营报名季')).toHaveAttribute('src', '/uploads/images/demo/campaign.png');
    const body = screen.getByRole('region', { name: '活动详情' });
    expect(within(body).getByRole('heading', { level: 2, name: '二、报名福利' })).toBeInTheDocument();
    expect(within(body).getByText('报名即送学习礼包。')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: '立即报名' }))
      expect(link).toHaveAttribute('href', '/course');
  });

  it('/advert without a running campaign says so and leads to the courses', async () => {
    fakeContentApi(answer({ campaign: null }, ACCOUNT));
    renderPage([{ path: '/advert', Component: CampaignPage }], '/advert');
    expect(await screen.findByRole('heading', { name: '暂无进行中的活动' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去选课中心' })).toHaveAttribute('href', '/course');
    expect(screen.queryByText('功能建设中')).toBeNull();
  });

  it('/publicAccount shows the QR code, the WeChat id, the three steps and the 盐值 rule', async () => {
    fakeContentApi(answer(CAMPAIGN, ACCOUNT));
    renderPage([{ path: '/publicAccount', Component: PublicAccountPage }], '/publicAccount');
    expect(await screen.findByRole('heading', { name: '关注「盐课堂」公众号' })).toBeInTheDocument();
    const qr = screen.getByRole('region', { name: '公众号二维码' });
    expect(qr.querySelector('.ant-qrcode')).not.toBeNull();
    expect(within(qr).getByText('长按识别二维码 · 或用微信扫一扫')).toBeInTheDocument();
    expect(within(qr).getByText('yanketang_edu')).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: '关注步骤' });
    expect(within(steps).getByText('1. 打开微信扫一扫')).toBeInTheDocument();
    expect(within(steps).getByText('3. 阅读推文得盐值')).toBeInTheDocument();
    const points = screen.getByRole('region', { name: '盐值规则' });
    expect(points).toHaveTextContent('浏览公众号：+5 盐值，每天最多 1 次');
    expect(within(points).getByRole('link', { name: '查看盐值规则 →' })).toHaveAttribute('href', '/yanzhi/rule');
  });

  it('/publicAccount shows an uploaded QR image, and no 盐值 promise when the rule is off', async () => {
    fakeContentApi(
      answer(CAMPAIGN, {
        account: { ...ACCOUNT.account!, qrUrl: '', qrImage: '/uploads/images/1/qr.png' },
        points: null,
      }),
    );
    renderPage([{ path: '/publicAccount', Component: PublicAccountPage }], '/publicAccount');
    expect(await screen.findByAltText('盐课堂公众号二维码')).toHaveAttribute('src', '/uploads/images/1/qr.png');
    expect(screen.queryByRole('region', { name: '盐值规则' })).toBeNull();
    expect(screen.getByText('3. 阅读推文')).toBeInTheDocument();
  });
});
