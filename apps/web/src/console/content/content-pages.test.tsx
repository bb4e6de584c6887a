import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type ConsoleClientVersion, type ConsoleHelpArticle, type ConsoleLicenceImage } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const HELP: ConsoleHelpArticle[] = [
  {
    id: 1,
    title: '如何申请退课？',
    body: '开课前全额退款。',
    sort: 10,
    published: true,
    version: 2,
    updatedAt: '2026-11-01T00:00:00Z',
  },
  {
    id: 2,
    title: '可以调班吗？',
    body: '两周内可调班一次。',
    sort: 20,
    published: false,
    version: 1,
    updatedAt: '2026-11-01T00:00:00Z',
  },
];
const VERSIONS: ConsoleClientVersion[] = [
  {
    id: 7,
    platform: 'windows',
    versionName: '3.8.2',
    sizeBytes: 90_596_966,
    releaseDate: '2026-10-28',
    url: 'https://download.example.com/setup.exe',
    notes: '画中画',
    published: true,
    version: 3,
    updatedAt: '2026-10-28T00:00:00Z',
  },
];
const LICENCES: ConsoleLicenceImage[] = [
  { id: 1, title: '民办学校办学许可证', image: '/uploads/images/demo/a.png', sort: 0, version: 1 },
  { id: 2, title: '增值电信业务经营许可证', image: '/uploads/images/demo/b.png', sort: 1, version: 4 },
];

function api() {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1, 6], '张主管'));
    if (call.method === 'GET' && call.url.endsWith(API_PATHS.consoleHelpList)) return ok(HELP);
    if (call.method === 'GET' && call.url.endsWith(API_PATHS.consoleClientVersionList)) return ok(VERSIONS);
    if (call.method === 'GET' && call.url.endsWith(API_PATHS.consoleLicenceList)) return ok(LICENCES);
    if (call.method === 'GET' && call.url.endsWith(API_PATHS.consoleAgreementList))
      return ok([
        {
          id: 1,
          key: 'user',
          title: '盐课堂用户服务协议',
          body: '一、总则\n\n正文',
          version: 5,
          updatedAt: '2026-11-01T00:00:00Z',
        },
      ]);
    if (call.method === 'PUT' && call.url.endsWith('/console/content/help/1'))
      return [409, { code: 1, msg: '数据已被他人修改，请刷新后重试', data: null, errorCode: 'CONSOLE_STALE_VERSION' }];
    if (call.method === 'POST' || call.method === 'PUT' || call.method === 'DELETE') return ok(null);
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

const modalButton = (name: string) => screen.getByText(name, { selector: '.ant-modal button span' });

describe('内容 in the console', { timeout: 60_000 }, () => {
  it('帮助文章: publishes a draft at its version, shows a stale save’s 409, creates one checked by the schema', async () => {
    const { calls } = api();
    renderConsole('/console/help-articles');
    expect(await screen.findByText('可以调班吗？', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('发布 可以调班吗？'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/console/content/help/2/publish'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/publish'))!.body).toEqual({ published: true, version: 1 });

    await userEvent.click(screen.getAllByText('编辑')[0]!);
    const title = await screen.findByLabelText('标题');
    await waitFor(() => expect(title).toHaveValue('如何申请退课？'));
    await userEvent.type(title, '（新）');
    await userEvent.click(modalButton('保存'));
    expect(await screen.findByText('数据已被他人修改，请刷新后重试')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ title: '如何申请退课？（新）', version: 2 });
    await userEvent.click(modalButton('取消'));

    await userEvent.click(screen.getByText('新建文章'));
    await userEvent.click(modalButton('保存'));
    expect(await screen.findByText('请输入标题（不超过 100 个字）')).toBeInTheDocument();
  });

  it('客户端版本: a new release is sent in bytes with its date; the list shows MB', async () => {
    const { calls } = api();
    renderConsole('/console/client-versions');
    expect(await screen.findByText('86.4 MB', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByText('新建版本'));
    await userEvent.type(await screen.findByLabelText('版本号'), '3.9.0');
    await userEvent.type(screen.getByLabelText('安装包大小（MB）'), '88.5');
    await userEvent.type(screen.getByLabelText('下载地址'), 'https://download.example.com/setup-3.9.0.exe');
    await userEvent.click(modalButton('保存'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      platform: 'windows',
      versionName: '3.9.0',
      sizeBytes: Math.round(88.5 * 1024 * 1024),
      url: 'https://download.example.com/setup-3.9.0.exe',
      published: false,
    });
  });

  it('办学资质: moving an image down sends the whole new order at the versions read', async () => {
    const { calls } = api();
    renderConsole('/console/licences');
    await userEvent.click(await screen.findByLabelText('下移 民办学校办学许可证', {}, { timeout: 8000 }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(API_PATHS.consoleLicenceReorder))).toBe(true));
    expect(calls.find((c) => c.url.endsWith(API_PATHS.consoleLicenceReorder))!.body).toEqual({
      items: [
        { id: 2, version: 4 },
        { id: 1, version: 1 },
      ],
    });
  });

  it('协议: saves the text at its version', async () => {
    const { calls } = api();
    renderConsole('/console/agreements');
    const body = await screen.findByLabelText('正文', {}, { timeout: 8000 });
    await waitFor(() => expect(body).toHaveValue('一、总则\n\n正文'));
    await userEvent.type(body, '补充');
    await userEvent.click(screen.getByText('保存'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: expect.stringContaining('/console/content/agreement/user'),
      body: { title: '盐课堂用户服务协议', body: '一、总则\n\n正文补充', version: 5 },
    });
  });
});
