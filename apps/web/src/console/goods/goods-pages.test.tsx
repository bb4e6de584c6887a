import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_PATHS,
  fillPath,
  type ConsoleClassPupilPage,
  type ConsoleClassSessions,
  type ConsoleGoodsDetail,
  type ConsoleGoodsRow,
} from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const ROW: ConsoleGoodsRow = {
  id: 12,
  title: '初二物理寒假提高班',
  subject: '6',
  grade: '8',
  term: '寒假',
  coverUrl: null,
  onSale: false,
  recommended: false,
  sort: 0,
  classes: 2,
  seatsLeft: 37,
  sold: 3,
  minPriceFen: 129900,
  updatedAt: '2026-11-20T02:10:00.000Z',
  version: 4,
};

const DETAIL: ConsoleGoodsDetail = {
  id: 12,
  title: '初二物理寒假提高班',
  subtitle: '十讲打通',
  subject: '6',
  grade: '8',
  term: '寒假',
  deptValue: null,
  coverUrl: null,
  detailHtml: '<p>课程介绍</p>',
  tags: ['名师'],
  recommended: false,
  sort: 0,
  teacherIds: [5],
  tutorIds: [],
  onSale: false,
  version: 4,
  updatedAt: '2026-11-20T02:10:00.000Z',
  classes: [
    {
      id: 90,
      skuCode: 'WL8-A',
      name: '周六上午班',
      priceFen: 129900,
      originalPriceFen: null,
      stock: 17,
      sold: 3,
      isGroup: true,
      groupMemberNum: 3,
      groupPriceFen: 99900,
      groupHoursValid: 24,
      needLogistics: true,
      materialPriceFen: 3500,
      version: 2,
      taught: true,
    },
  ],
};

const SESSIONS: ConsoleClassSessions = {
  skuId: 90,
  offeringId: 7,
  className: '周六上午班',
  enrolled: 3,
  sessions: [
    {
      id: 501,
      seq: 1,
      title: '第1讲 运动的描述',
      topic: '运动的描述',
      startAt: '2027-01-16T01:00:00.000Z',
      endAt: '2027-01-16T02:30:00.000Z',
      state: 'done',
      hasWork: true,
      hasRecording: true,
      version: 1,
    },
    {
      id: 502,
      seq: 2,
      title: '第2讲 力',
      topic: '力',
      startAt: '2027-01-23T01:00:00.000Z',
      endAt: '2027-01-23T02:30:00.000Z',
      state: 'upcoming',
      hasWork: false,
      hasRecording: false,
      version: 3,
    },
  ],
};

const PUPILS: ConsoleClassPupilPage = {
  records: [
    {
      id: 701,
      userId: 31,
      username: 'linxy',
      realname: '林小雨',
      phone: '13800001111',
      status: 'active',
      orderNo: 'SO202611200001',
      createdAt: '2026-11-20T02:00:00.000Z',
      endedAt: null,
    },
  ],
  total: 1,
  current: 1,
  size: 10,
  className: '周六上午班',
  seatsLeft: 17,
  active: 1,
  moveTargets: [
    { skuId: 91, name: '周日下午班', seatsLeft: 4, finished: false },
    { skuId: 92, name: '周五晚班', seatsLeft: 0, finished: false },
  ],
};

function api(opts: { stale?: boolean; outOfOrder?: boolean } = {}) {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1, 6], '张主管'));
    if (call.url.endsWith(API_PATHS.consoleGoodsPage)) return ok({ records: [ROW], total: 1, current: 1, size: 10 });
    if (call.url.endsWith(API_PATHS.consoleGoodsStaff))
      return ok({ teachers: [{ userId: 5, name: '周老师' }], tutors: [] });
    if (call.url.includes('/admin/dict/type/')) return ok([{ value: '8', label: '初二', description: null }]);
    if (call.method === 'POST' && call.url.endsWith(fillPath(API_PATHS.consoleGoodsSale, { id: 12 })))
      return ok({ ...DETAIL, onSale: true, version: 5 });
    if (call.method === 'PUT' && call.url.endsWith(fillPath(API_PATHS.consoleGoodsUpdate, { id: 12 }))) {
      if (opts.stale)
        return [
          409,
          { code: 1, msg: '数据已被他人修改，请刷新后重试', data: null, errorCode: 'CONSOLE_STALE_VERSION' },
        ];
      return ok({ ...DETAIL, version: 5 });
    }
    if (call.method === 'PUT' && call.url.endsWith(fillPath(API_PATHS.consoleGoodsClassUpdate, { id: 12, skuId: 90 })))
      return [
        409,
        { code: 1, msg: '名额不能少于已报名的人数', data: null, errorCode: 'CONSOLE_CLASS_SEATS_BELOW_TAKEN' },
      ];
    if (call.url.endsWith(fillPath(API_PATHS.consoleGoodsDetail, { id: 12 }))) return ok(DETAIL);
    if (call.url.endsWith(fillPath(API_PATHS.consoleClassSessions, { skuId: 90 }))) return ok(SESSIONS);
    if (call.method === 'GET' && call.url.includes(fillPath(API_PATHS.consoleClassPupils, { skuId: 90 })))
      return ok(PUPILS);
    if (call.method === 'POST' && call.url.endsWith(fillPath(API_PATHS.consoleClassPupils, { skuId: 90 })))
      return [409, { code: 1, msg: '该学员已在本班', data: null, errorCode: 'CONSOLE_PUPIL_ALREADY_IN' }];
    if (call.method === 'POST' && call.url.endsWith(fillPath(API_PATHS.consoleEnrolmentMove, { id: 701 })))
      return ok({ id: 702 });
    if (call.method === 'PUT' && call.url.endsWith(fillPath(API_PATHS.consoleClassSession, { id: 502 }))) {
      if (opts.outOfOrder)
        return [
          400,
          { code: 1, msg: '调整后的时间须在前后两讲之间', data: null, errorCode: 'CONSOLE_SESSION_OUT_OF_ORDER' },
        ];
      return ok({ id: 502 });
    }
    if (call.method === 'POST' && call.url.endsWith(API_PATHS.consoleGoodsCreate)) return ok({ id: 12 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

describe('课程', { timeout: 60_000 }, () => {
  it('lists goods with seats, price and status; 上架 sends the version the row was read at', async () => {
    const { calls } = api();
    renderConsole('/console/goods?subject=6');
    const row = (await screen.findByText('初二物理寒假提高班', {}, { timeout: 8000 })).closest('tr')!;
    expect(within(row).getByText('¥1299.00')).toBeInTheDocument();
    expect(within(row).getByText('未上架')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith(API_PATHS.consoleGoodsPage))!.params).toMatchObject({ subject: 6 });
    // getByRole computes the accessible tree of the whole table here (tens of seconds in jsdom): find by text.
    await userEvent.click(within(row).getByText('上架'));
    const confirm = await waitFor(() => {
      const button = document.querySelector<HTMLElement>('.ant-modal-confirm .ant-btn-primary');
      expect(button).not.toBeNull();
      return button!;
    });
    await userEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/console/goods/12/sale'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/console/goods/12/sale'))!.body).toEqual({ onSale: true, version: 4 });
  });

  it('a new course with an empty title is refused in the form and nothing is sent', async () => {
    const { calls } = api();
    renderConsole('/console/goods/create');
    await userEvent.click(await screen.findByRole('button', { name: '创建课程' }, { timeout: 8000 }));
    expect(await screen.findByText('请输入课程名称')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(API_PATHS.consoleGoodsCreate))).toBe(false);
  });

  it('an edit sends the loaded version; a stale save says so', async () => {
    const { calls, feedback } = api({ stale: true });
    renderConsole('/console/goods/12/edit');
    expect(await screen.findByText('周六上午班', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('3 人团 ¥999.00')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('课程名称', { selector: 'input' })).toHaveValue('初二物理寒假提高班'),
    );
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ title: '初二物理寒假提高班', version: 4, teacherIds: [5], tags: ['名师'] });
    expect(await screen.findByText('数据已被他人修改，请刷新后重试')).toBeInTheDocument();
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('编辑班级: opens on the total seats (left + taken); sends fen, the total and the version read; a refusal shows', async () => {
    const { calls, feedback } = api();
    renderConsole('/console/goods/12/edit');
    await userEvent.click(await screen.findByText('编辑', { selector: 'td button span' }, { timeout: 8000 }));
    const seats = await screen.findByLabelText('总名额');
    await waitFor(() => expect(seats).toHaveValue('20'));
    expect(screen.getByText('已报名 3 人，剩余名额 = 总名额 − 已报名')).toBeInTheDocument();
    await userEvent.clear(seats);
    await userEvent.type(seats, '2');
    await userEvent.click(screen.getByText('保存', { selector: '.ant-modal button span' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith('/class/90'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/class/90'))!.body).toEqual({
      name: '周六上午班',
      priceFen: 129900,
      originalPriceFen: null,
      seats: 2,
      needLogistics: true,
      materialPriceFen: 3500,
      isGroup: true,
      groupMemberNum: 3,
      groupPriceFen: 99900,
      groupHoursValid: 24,
      version: 2,
    });
    expect(await screen.findByText('名额不能少于已报名的人数')).toBeInTheDocument();
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('课次: the class sessions in China time; 调整 sends the new topic at the version read, a refusal shows on the date', async () => {
    const { calls, feedback } = api({ outOfOrder: true });
    renderConsole('/console/goods/12/edit');
    await userEvent.click(await screen.findByText('课次', { selector: 'button span' }, { timeout: 8000 }));
    expect(await screen.findByText('第2讲 力')).toBeInTheDocument();
    // 01:00 UTC is 09:00 in China; 2027-01-23 is a Saturday.
    expect(screen.getByText('2027-01-23（周六） 09:00-10:30')).toBeInTheDocument();
    expect(screen.getByText('有作业')).toBeInTheDocument();
    // The finished session with homework can be retitled but not removed: one 删除, the upcoming one's.
    expect(screen.getAllByText('删除')).toHaveLength(1);
    await userEvent.click(screen.getAllByText('调整')[1]!);
    const topic = await screen.findByLabelText('本讲主题');
    await waitFor(() => expect(topic).toHaveValue('力'));
    await userEvent.clear(topic);
    await userEvent.type(topic, '牛顿第一定律');
    await userEvent.click(screen.getByText('保存', { selector: '.ant-modal button span' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith('/class/session/502'))).toBe(true),
    );
    expect(calls.find((c) => c.url.endsWith('/class/session/502'))!.body).toEqual({
      date: '2027-01-23',
      startTime: '09:00',
      endTime: '10:30',
      topic: '牛顿第一定律',
      version: 3,
    });
    expect(await screen.findByText('调整后的时间须在前后两讲之间')).toBeInTheDocument();
    expect(feedback.error).not.toHaveBeenCalled();
  });

  it('学员: the class pupils with seats; 调班 offers the classes with seats and sends the reason; a refused add shows on the account', async () => {
    const { calls, feedback } = api();
    renderConsole('/console/goods/12/edit');
    await userEvent.click(await screen.findByText('学员', { selector: 'button span' }, { timeout: 8000 }));
    expect(await screen.findByText('林小雨')).toBeInTheDocument();
    expect(screen.getByTestId('pupils-summary')).toHaveTextContent('在读 1 人，剩余名额 17 个');
    expect(screen.getByText('订单 SO202611200001')).toBeInTheDocument();

    await userEvent.click(screen.getByText('调班', { selector: 'button span' }));
    // Without a class and a reason nothing is sent.
    const okButton = () => screen.findByText(/^确 ?定$/, { selector: '.ant-modal button span' });
    await userEvent.click(await okButton());
    expect(await screen.findByText('请选择要调入的班级')).toBeInTheDocument();
    expect(screen.getByText('请填写原因')).toBeInTheDocument();
    const modal = (await screen.findByText('调班 · 林小雨')).closest<HTMLElement>('.ant-modal')!;
    await userEvent.click(within(modal).getByRole('combobox'));
    const full = await screen.findByText('周五晚班（剩余 0 个名额）');
    expect(full.closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    await userEvent.click(screen.getByText('周日下午班（剩余 4 个名额）'));
    await userEvent.type(screen.getByLabelText('原因'), '周六时间冲突');
    await userEvent.click(await okButton());
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/console/enrolment/701/move'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/console/enrolment/701/move'))!.body).toEqual({
      toSkuId: 91,
      reason: '周六时间冲突',
    });
    expect(await screen.findByText('已调班，学员会收到通知')).toBeInTheDocument();

    await userEvent.click(screen.getByText('添加学员', { selector: 'button span' }));
    await userEvent.type(await screen.findByLabelText('学生账号'), 'linxy');
    await userEvent.type(screen.getByLabelText('原因'), '赠课');
    await userEvent.click(await okButton());
    expect(await screen.findByText('该学员已在本班')).toBeInTheDocument();
    expect(feedback.error).not.toHaveBeenCalled();
  });
});
