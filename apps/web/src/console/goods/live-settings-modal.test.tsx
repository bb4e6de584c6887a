import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, CONSOLE_ERRORS, LIVE_ROOM_MESSAGES, fillPath, type ConsoleLiveSettings } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';
import { GOODS_WITH_ONE_CLASS } from './goods-test-fixtures';

const DETAIL = GOODS_WITH_ONE_CLASS;

const SETTINGS: ConsoleLiveSettings = {
  skuId: 90,
  offeringId: 7,
  className: '周六上午班',
  liveRoom: 'wl8-a-room',
  entryLeadMinutes: 0,
  playbackOpen: true,
  interactionOpen: true,
  version: 3,
};

function api(onSave: (call: FakeCall) => unknown) {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1], '张主管'));
    if (call.url.endsWith(API_PATHS.consoleGoodsStaff))
      return ok({ teachers: [{ userId: 5, name: '周老师' }], tutors: [] });
    if (call.url.includes('/admin/dict/type/')) return ok([{ value: '8', label: '初二', description: null }]);
    if (call.url.endsWith(fillPath(API_PATHS.consoleGoodsDetail, { id: 12 }))) return ok(DETAIL);
    if (call.url.endsWith(fillPath(API_PATHS.consoleClassLiveSettings, { skuId: 90 })))
      return call.method === 'PUT' ? onSave(call) : ok(SETTINGS);
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /保\s*存/ });

const openModal = async () => {
  renderConsole('/console/goods/12/edit');
  await userEvent.click(await screen.findByText('直播间', { selector: 'button span' }, { timeout: 8000 }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByDisplayValue('wl8-a-room');
  return dialog;
};

describe('课程 → 编辑 → 直播间', { timeout: 60_000 }, () => {
  it('shows the room read-only with the settings and saves them at the version read', async () => {
    const { calls } = api((call) => ok({ ...SETTINGS, ...(call.body as object), version: 4 }));
    const dialog = await openModal();
    expect(within(dialog).getByTestId('live-room')).toHaveAttribute('readonly');
    const lead = within(dialog).getByRole('spinbutton');
    await userEvent.clear(lead);
    await userEvent.type(lead, '15');
    // The first switch is 学员可看回放.
    await userEvent.click(within(dialog).getAllByRole('switch')[0]!);
    await userEvent.click(saveButton(dialog));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      entryLeadMinutes: 15,
      playbackOpen: false,
      interactionOpen: true,
      version: 3,
    });
    expect(await screen.findByText('直播间设置已保存')).toBeInTheDocument();
  });

  it('says a stale save was refused and keeps the form open', async () => {
    api(() => [409, { code: 1, msg: CONSOLE_ERRORS.staleVersion.msg, data: null, errorCode: 'CONSOLE_STALE_VERSION' }]);
    const dialog = await openModal();
    await userEvent.click(within(dialog).getAllByRole('switch')[1]!);
    await userEvent.click(saveButton(dialog));
    expect(await screen.findByText(CONSOLE_ERRORS.staleVersion.msg)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('refuses an empty lead in place without sending', async () => {
    const { calls } = api(() => ok(SETTINGS));
    const dialog = await openModal();
    await userEvent.clear(within(dialog).getByRole('spinbutton'));
    await userEvent.click(saveButton(dialog));
    expect(await within(dialog).findByText(LIVE_ROOM_MESSAGES.entryLead)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
