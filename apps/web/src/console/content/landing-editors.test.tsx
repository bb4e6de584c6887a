import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type ConsoleCampaign, type ConsoleOfficialAccount } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo } from '../test-kit';

const CAMPAIGN: ConsoleCampaign = {
  title: '寒假集训营报名季',
  subtitle: '名师小班直播',
  body: '一、活动介绍\n\n报名即送礼包。',
  cover: '',
  ctaText: '立即报名',
  ctaLink: '/course',
  startDate: '2026-11-17',
  endDate: '2027-01-19',
  published: true,
  version: 3,
  updatedAt: '2026-11-20T00:00:00Z',
};
const NO_ACCOUNT: ConsoleOfficialAccount = {
  name: '',
  wechatId: '',
  qrUrl: '',
  qrImage: '',
  intro: '',
  version: 0,
  updatedAt: null,
};

function api() {
  return fakeApi((call) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1, 6], '张主管'));
    if (call.method === 'GET' && call.url.endsWith(API_PATHS.consoleCampaign)) return ok(CAMPAIGN);
    if (call.method === 'GET' && call.url.endsWith(API_PATHS.consoleOfficialAccount)) return ok(NO_ACCOUNT);
    if (call.method === 'PUT') return ok(CAMPAIGN);
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

describe('活动页 and 公众号 in the console', { timeout: 60_000 }, () => {
  it('活动页: saves the whole page with its dates at the version read; an outside link is refused', async () => {
    const { calls } = api();
    renderConsole('/console/campaign');
    const link = await screen.findByLabelText('按钮链接', {}, { timeout: 8000 });
    await waitFor(() => expect(link).toHaveValue('/course'));
    await userEvent.clear(link);
    await userEvent.type(link, 'https://evil.test');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('按钮链接须为本站页面路径，如 /course')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(link);
    await userEvent.type(link, '/course?term=winter');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: expect.stringContaining(API_PATHS.consoleCampaign),
      body: {
        title: '寒假集训营报名季',
        ctaLink: '/course?term=winter',
        startDate: '2026-11-17',
        endDate: '2027-01-19',
        published: true,
        version: 3,
      },
    });
  });

  it('公众号: the first save creates it at version 0; a QR (link or image) is required', async () => {
    const { calls } = api();
    renderConsole('/console/official-account');
    expect(await screen.findByText(/还没有公众号信息/, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('公众号名称'), '盐课堂');
    await userEvent.type(screen.getByLabelText('微信号'), 'yanketang_edu');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写二维码内容或上传二维码图片')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('二维码内容'), 'https://weixin.qq.com/r/mp/abc');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      name: '盐课堂',
      wechatId: 'yanketang_edu',
      qrUrl: 'https://weixin.qq.com/r/mp/abc',
      qrImage: '',
      intro: '',
      version: 0,
    });
  });
});
