import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, type ConsoleDictList } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const DICTS: ConsoleDictList = {
  grey: false,
  greyVersion: 2,
  types: [
    {
      type: 'subject',
      label: '学科',
      items: [
        { id: 1, value: '1', label: '语文', description: null, sort: 1, version: 1 },
        { id: 2, value: '2', label: '数学', description: null, sort: 2, version: 3 },
      ],
    },
    {
      type: 'dept',
      label: '地区',
      items: [{ id: 9, value: 'bj', label: '北京', description: null, sort: 1, version: 1 }],
    },
    { type: 'grade', label: '年级', items: [] },
    { type: 'level_txt', label: '等级文案', items: [] },
  ],
};

function api() {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1, 6], '张主管'));
    if (call.method === 'GET' && call.url.endsWith(API_PATHS.consoleDict)) return ok(DICTS);
    if (call.method === 'PUT' && call.url.endsWith('/console/dict/item/2')) return ok({ id: 2 });
    if (call.method === 'POST' && call.url.endsWith(API_PATHS.consoleDictItemCreate))
      return [409, { code: 1, msg: '该字典中已有此值', data: null, errorCode: 'CONSOLE_DICT_VALUE_TAKEN' }];
    if (call.method === 'POST' && call.url.endsWith(API_PATHS.consoleDictGrey)) return ok({ id: 50 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

describe('字典', { timeout: 60_000 }, () => {
  it('renames an entry at the version read; a taken value shows on the field; the grey switch asks first', async () => {
    const { calls } = api();
    renderConsole('/console/dictionaries');
    expect(await screen.findByText('数学', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getAllByText('编辑')[1]!);
    const label = await screen.findByLabelText('名称');
    await waitFor(() => expect(label).toHaveValue('数学'));
    await userEvent.clear(label);
    await userEvent.type(label, '数学思维');
    await userEvent.click(screen.getByText('保存', { selector: '.ant-modal button span' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      label: '数学思维',
      description: '',
      sort: 2,
      version: 3,
    });

    await userEvent.click(screen.getByText('新增学科'));
    await userEvent.type(await screen.findByLabelText('值'), '2');
    await userEvent.type(screen.getByLabelText('名称'), '数学');
    await userEvent.click(screen.getByText('保存', { selector: '.ant-modal button span' }));
    expect(await screen.findByText('该字典中已有此值')).toBeInTheDocument();
    await userEvent.click(screen.getByText('取消', { selector: '.ant-modal button span' }));

    await userEvent.click(screen.getByLabelText('首页置灰'));
    await userEvent.click(await screen.findByText('确定'));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith(API_PATHS.consoleDictGrey))).toBe(true));
    expect(calls.find((c) => c.url.endsWith(API_PATHS.consoleDictGrey))!.body).toEqual({ on: true, version: 2 });
  });
});
