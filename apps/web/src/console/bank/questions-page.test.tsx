import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, fillPath, type ConsoleQuestionDetail, type ConsoleQuestionRow } from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const row = (o: Partial<ConsoleQuestionRow>): ConsoleQuestionRow => ({
  id: 1,
  type: '0',
  stem: '',
  subject: '2',
  grade: '8',
  score: 2,
  difficulty: 3,
  knowledgePoints: ['一次函数'],
  childCount: 0,
  paperCount: 0,
  updatedAt: '2026-11-20T01:00:00.000Z',
  version: 4,
  ...o,
});
const base = {
  subject: '2',
  grade: '8',
  difficulty: 3,
  knowledgePoints: ['一次函数'],
  analysis: '',
  analysisFiles: [],
  options: [],
  blanks: [],
  isTrue: null,
  reference: null,
  manual: false,
  score: 2,
  children: [],
  paperCount: 0,
  version: 4,
};
const SINGLE: ConsoleQuestionDetail = {
  ...base,
  id: 1,
  type: '0',
  stem: '一次函数 y=2x+1 的斜率是',
  options: [
    { text: '1', isRight: true },
    { text: '2', isRight: false },
    { text: '3', isRight: false },
  ],
};
const FILL: ConsoleQuestionDetail = { ...base, id: 2, type: '3', stem: 'x=____，y=＿＿', blanks: [['1']], score: 4 };

function api() {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([6], '李老师'));
    if (call.url.endsWith(API_PATHS.consoleQuestionPage))
      return ok({
        records: [row({ id: 1, stem: SINGLE.stem }), row({ id: 2, type: '3', stem: FILL.stem })],
        total: 2,
        current: 1,
        size: 20,
      });
    if (call.url.includes('/admin/dict/type/grade')) return ok([{ value: '8', label: '初二', description: null }]);
    if (call.method === 'GET' && call.url.endsWith(fillPath(API_PATHS.consoleQuestionDetail, { id: 1 })))
      return ok(SINGLE);
    if (call.method === 'GET' && call.url.endsWith(fillPath(API_PATHS.consoleQuestionDetail, { id: 2 })))
      return ok(FILL);
    if (call.method === 'PUT') return ok({ id: 1 });
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

const drawer = async () =>
  (await screen.findByText('编辑题目', { selector: '.ant-drawer-title' })).closest<HTMLElement>('.ant-drawer')!;
const edit = async (stem: string) => {
  const tr = (await screen.findByText(stem, {}, { timeout: 8000 })).closest('tr')!;
  await userEvent.click(within(tr).getByText('编辑'));
  return drawer();
};

describe('题库', { timeout: 60_000 }, () => {
  it('single choice: ticking another option unticks the first; the save sends the version read', async () => {
    const { calls } = api();
    renderConsole('/console/questions?type=0');
    expect((await screen.findAllByText('单选题', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.url.endsWith(API_PATHS.consoleQuestionPage))!.params).toMatchObject({ type: 0 });
    const d = await edit(SINGLE.stem);
    const c = await within(d).findByLabelText('C 正确');
    await userEvent.click(c);
    expect(within(d).getByLabelText('A 正确')).not.toBeChecked();
    await userEvent.click(within(d).getByText(/^保 ?存$/));
    await waitFor(() => expect(calls.some((x) => x.method === 'PUT')).toBe(true));
    expect(calls.find((x) => x.method === 'PUT')!.body).toMatchObject({
      type: '0',
      options: [
        { text: '1', isRight: false },
        { text: '2', isRight: false },
        { text: '3', isRight: true },
      ],
      version: 4,
    });
  });

  it('fill-in: blanks must match the ＿＿ in the stem before anything is sent', async () => {
    const { calls } = api();
    renderConsole('/console/questions');
    const d = await edit(FILL.stem);
    await within(d).findByText(/当前题干有 2 个空，已设置 1 个/);
    await userEvent.click(within(d).getByText(/^保 ?存$/));
    expect(await within(d).findByText('填空数量须与题干中的空（＿＿）一致')).toBeInTheDocument();
    expect(calls.some((x) => x.method === 'PUT')).toBe(false);
    await userEvent.click(within(d).getByText('添加一空'));
    await userEvent.type(within(d).getByLabelText('第2空答案'), '2{enter}');
    await userEvent.click(within(d).getByText(/^保 ?存$/));
    await waitFor(() => expect(calls.some((x) => x.method === 'PUT')).toBe(true));
    expect(calls.find((x) => x.method === 'PUT')!.body).toMatchObject({ blanks: [['1'], ['2']], version: 4 });
  });

  it('拍照作答: the blanks give way to a reference the save needs; it is sent with the flag', async () => {
    const { calls } = api();
    renderConsole('/console/questions');
    const d = await edit(FILL.stem);
    await userEvent.click(await within(d).findByText('拍照作答（学生上传解题过程照片，老师批改）'));
    expect(within(d).queryByText('添加一空')).toBeNull();
    await userEvent.click(within(d).getByText(/^保 ?存$/));
    expect(await within(d).findByText('拍照作答的题目请填写参考答案或评分要点，供老师批改')).toBeInTheDocument();
    expect(calls.some((x) => x.method === 'PUT')).toBe(false);
    await userEvent.type(within(d).getByLabelText('参考答案或评分要点'), 'x=1，y=2（各 2 分）');
    await userEvent.click(within(d).getByText(/^保 ?存$/));
    await waitFor(() => expect(calls.some((x) => x.method === 'PUT')).toBe(true));
    expect(calls.find((x) => x.method === 'PUT')!.body).toMatchObject({
      manual: true,
      reference: 'x=1，y=2（各 2 分）',
      version: 4,
    });
  });
});
