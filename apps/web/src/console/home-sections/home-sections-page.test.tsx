import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, HOME_SECTION_MESSAGES, type ConsoleHomeSection } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const section = (subject: string, label: string, over: Partial<ConsoleHomeSection> = {}): ConsoleHomeSection => ({
  subject,
  label,
  title: null,
  shown: true,
  onSaleCount: 2,
  version: 0,
  updatedAt: null,
  ...over,
});
const SECTIONS: ConsoleHomeSection[] = [
  section('1', '语文', { version: 3 }),
  section('2', '数学', { title: '数学思维', version: 3 }),
  section('3', '英语'),
  section('4', '物理', { onSaleCount: 0 }),
];

function api() {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1, 6], '周教务'));
    if (call.method === 'GET' && call.url.endsWith(API_PATHS.consoleHomeSections)) return ok(SECTIONS);
    if (call.method === 'PUT') return ok(SECTIONS);
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

const preview = () => screen.getByTestId('home-sections-preview').textContent;

describe('首页分区', { timeout: 60_000 }, () => {
  it('moves, hides and renames sections with a live preview; a too-long title is refused; 保存 sends every subject in order', async () => {
    const { calls } = api();
    renderConsole('/console/home-sections');
    expect(await screen.findByText('英语', { selector: '.ant-tag' }, { timeout: 8000 })).toBeInTheDocument();
    // jsdom is phone-sized: the count sits under the subject.
    expect(screen.getByText('在售 0 门')).toBeInTheDocument();
    // 物理 has no goods on sale: not in the preview.
    expect(preview()).toBe('首页顺序预览：语文 → 数学思维 → 英语');

    await userEvent.click(screen.getByRole('button', { name: '上移 英语' }));
    await userEvent.click(screen.getByRole('button', { name: '上移 英语' }));
    await userEvent.click(screen.getByRole('switch', { name: '显示语文' }));
    expect(preview()).toBe('首页顺序预览：英语 → 数学思维');

    const title = screen.getByRole('textbox', { name: '英语分区标题' });
    await userEvent.type(title, '英语听说读写全能训练营冲刺班');
    expect(await screen.findByText(HOME_SECTION_MESSAGES.title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(title);
    await userEvent.type(title, '英语听说');
    expect(screen.queryByText(HOME_SECTION_MESSAGES.title)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      items: [
        { subject: '3', title: '英语听说', shown: true, version: 0 },
        { subject: '1', title: null, shown: false, version: 3 },
        { subject: '2', title: '数学思维', shown: true, version: 3 },
        { subject: '4', title: null, shown: true, version: 0 },
      ],
    });
  });
});
