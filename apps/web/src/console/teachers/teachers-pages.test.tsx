import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_PATHS,
  CONSOLE_TEACHER_MESSAGES,
  fillPath,
  type ConsoleTeacherDetail,
  type ConsoleTeacherRow,
} from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const ROW: ConsoleTeacherRow = {
  userId: 21,
  name: '数学李老师',
  username: 'li',
  mobile: '13800000021',
  kind: 'teacher',
  title: '高级教师',
  subject: '2',
  avatar: null,
  teachingYears: 15,
  visible: true,
  sort: 3,
  classes: 4,
  updatedAt: '2026-11-20T02:10:00.000Z',
  version: 6,
};

const DETAIL: ConsoleTeacherDetail = {
  ...ROW,
  intro: '十五年教学经验',
  qualificationNo: '20101234',
  honors: ['市级骨干教师', '优秀班主任'],
  qualificationImages: ['/uploads/images/1/aa.png'],
};

function api(opts: { stale?: boolean; noRole?: boolean } = {}) {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1, 6], '张主管'));
    if (call.url.endsWith(API_PATHS.consoleTeacherPage)) return ok({ records: [ROW], total: 1, current: 1, size: 10 });
    if (call.url.endsWith(API_PATHS.consoleUserPage))
      return ok({
        records: [{ id: 33, username: 'wang', realname: '王老师', phone: '13900000033', roles: [6] }],
        total: 1,
        current: 1,
        size: 20,
      });
    if (call.method === 'POST' && call.url.endsWith(fillPath(API_PATHS.consoleTeacherVisible, { id: 21 })))
      return ok({ ...DETAIL, visible: false, version: 7 });
    if (call.method === 'PUT' && call.url.endsWith(fillPath(API_PATHS.consoleTeacherUpdate, { id: 21 }))) {
      if (opts.stale)
        return [
          409,
          { code: 1, msg: '数据已被他人修改，请刷新后重试', data: null, errorCode: 'CONSOLE_STALE_VERSION' },
        ];
      return ok({ ...DETAIL, version: 7 });
    }
    if (call.url.endsWith(fillPath(API_PATHS.consoleTeacherDetail, { id: 21 }))) return ok(DETAIL);
    if (call.method === 'POST' && call.url.endsWith(API_PATHS.consoleTeacherCreate)) {
      if (opts.noRole)
        return [
          400,
          {
            code: 1,
            msg: '该用户没有相应的角色（主讲须为老师，辅导须为辅导老师），请先在用户页分配角色',
            data: null,
            errorCode: 'CONSOLE_NOT_STAFF_OF_KIND',
          },
        ];
      return ok({ id: 33 });
    }
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

describe('教师', { timeout: 60_000 }, () => {
  it('lists profiles with their classes, filters from the URL; hiding sends the version the row was read at', async () => {
    const { calls } = api();
    renderConsole('/console/teachers?kind=teacher&subject=2');
    const row = (await screen.findByText('数学李老师', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('13800000021')).toBeInTheDocument();
    expect(within(row).getByText('主讲')).toBeInTheDocument();
    expect(within(row).getByText('15 年')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith(API_PATHS.consoleTeacherPage))!.params).toMatchObject({
      kind: 'teacher',
      subject: 2,
    });
    await userEvent.click(row.querySelector<HTMLElement>('button.ant-switch')!);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/console/teacher/21/visible'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/console/teacher/21/visible'))!.body).toEqual({
      visible: false,
      version: 6,
    });
  });

  it('a new profile without a user is refused in the form and nothing is sent; a refusal of the server shows at the user', async () => {
    const { calls } = api({ noRole: true });
    renderConsole('/console/teachers/create');
    await userEvent.click(await screen.findByRole('button', { name: '创建教师资料' }, { timeout: 8000 }));
    expect(await screen.findByText(CONSOLE_TEACHER_MESSAGES.user)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(API_PATHS.consoleTeacherCreate))).toBe(false);

    // Pick the account the search offers and send.
    await userEvent.click(screen.getByLabelText('用户'));
    await userEvent.click(await screen.findByText('王老师（13900000033）'));
    await userEvent.type(screen.getByPlaceholderText('如：高级教师'), 'x');
    await userEvent.click(screen.getByRole('button', { name: '创建教师资料' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith(API_PATHS.consoleTeacherCreate))!;
    expect(post.body).toMatchObject({ userId: 33, kind: 'teacher', title: 'x', honors: [], visible: true });
    // Shown at the account field, not as a passing notice.
    const refusal = await screen.findByText(/请先在用户页分配角色/);
    expect(refusal.closest('.ant-form-item-explain')).not.toBeNull();
  });

  it('an edit sends the loaded version with the honours as lines and the images; a stale save says so', async () => {
    const { calls, feedback } = api({ stale: true });
    renderConsole('/console/teachers/21/edit');
    await waitFor(() => expect(screen.getByPlaceholderText('如：高级教师')).toHaveValue('高级教师'), { timeout: 8000 });
    expect(screen.getByAltText('资质图片1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      title: '高级教师',
      version: 6,
      honors: ['市级骨干教师', '优秀班主任'],
      qualificationImages: ['/uploads/images/1/aa.png'],
    });
    expect(await screen.findByText('数据已被他人修改，请刷新后重试')).toBeInTheDocument();
    expect(feedback.error).not.toHaveBeenCalled();
  });
});
