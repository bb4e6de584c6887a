import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_PATHS,
  fillPath,
  type ConsoleClassPupilPage,
  type ConsoleClassRow,
  type ConsoleClassSessions,
} from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';

const ROW: ConsoleClassRow = {
  skuId: 31,
  offeringId: 7,
  spuId: 5,
  courseTitle: '初二数学秋季同步提高班',
  className: '提高班（周二晚）',
  subject: '2',
  grade: '8',
  teacherName: '李老师',
  tutorName: '周辅导',
  pupils: 12,
  sessions: 10,
  held: 4,
  nextStartAt: '2026-11-24T11:00:00.000Z',
  phase: 'running',
  manage: false,
};
const SESSIONS: ConsoleClassSessions = {
  skuId: 31,
  offeringId: 7,
  className: ROW.className,
  enrolled: 12,
  sessions: [
    {
      id: 70,
      seq: 5,
      title: '第5讲 一次函数',
      topic: '一次函数',
      startAt: ROW.nextStartAt!,
      endAt: '2026-11-24T12:30:00.000Z',
      state: 'upcoming',
      hasWork: false,
      hasRecording: false,
      version: 1,
    },
  ],
};
const PUPILS: ConsoleClassPupilPage = {
  records: [
    {
      id: 1,
      userId: 3,
      username: 'xiaoming',
      realname: '王小明',
      phone: '138****5678',
      status: 'active',
      orderNo: null,
      createdAt: '2026-09-01T01:00:00.000Z',
      endedAt: null,
    },
  ],
  total: 1,
  current: 1,
  size: 10,
  className: ROW.className,
  seatsLeft: 8,
  active: 12,
  moveTargets: [],
};

function api(roles: number[], row: ConsoleClassRow) {
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo(roles, '李老师'));
    if (call.url.includes(API_PATHS.consoleClassPage)) return ok({ records: [row], total: 1, current: 1, size: 10 });
    if (call.url.includes('/admin/dict/type/grade')) return ok([{ value: '8', label: '初二', description: null }]);
    if (call.url.endsWith(fillPath(API_PATHS.consoleClassSessions, { skuId: 31 }))) return ok(SESSIONS);
    if (call.url.endsWith(fillPath(API_PATHS.consoleClassRecordings, { skuId: 31 })))
      return ok({
        recordings: [
          {
            chapterId: 70,
            state: 'none',
            percent: 0,
            hasRecording: false,
            durationSec: null,
            error: null,
            updatedAt: null,
          },
        ],
      });
    if (call.url.includes(fillPath(API_PATHS.consoleClassPupils, { skuId: 31 }))) return ok(PUPILS);
    if (call.url.endsWith(API_PATHS.examMarkingPage)) return ok({ records: [], total: 0, current: 1, size: 10 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

describe('班级', { timeout: 60_000 }, () => {
  it("shows a teacher their class's progress and opens its 课次 to set work, without timetable changes", async () => {
    const { calls } = api([6], ROW);
    renderConsole('/console/classes?phase=running');
    const tr = (await screen.findByText(ROW.className, {}, { timeout: 8000 })).closest('tr')!;
    expect(within(tr).getByText('已上 4 / 10 讲')).toBeInTheDocument();
    expect(within(tr).getByText('上课中')).toBeInTheDocument();
    expect(within(tr).getByText('12 人')).toBeInTheDocument();
    // The URL's filter reached the server.
    expect(calls.some((c) => c.url.includes(API_PATHS.consoleClassPage) && c.params.phase === 'running')).toBe(true);
    await userEvent.click(within(tr).getByText('课次'));
    const drawer = (await screen.findByText(`课次 · ${ROW.className}`)).closest<HTMLElement>('.ant-drawer')!;
    expect(await within(drawer).findByText('第5讲 一次函数')).toBeInTheDocument();
    expect(within(drawer).getByText('布置作业')).toBeInTheDocument();
    expect(within(drawer).queryByText('新增课次')).toBeNull();
    expect(within(drawer).queryByText('调整')).toBeNull();
    expect(within(drawer).queryByText('删除')).toBeNull();
  });

  it("lists a teacher's pupils without where their place came from or actions on it", async () => {
    api([6], ROW);
    renderConsole('/console/classes');
    const tr = (await screen.findByText(ROW.className, {}, { timeout: 8000 })).closest('tr')!;
    await userEvent.click(within(tr).getByText('学员'));
    const drawer = (await screen.findByText(`学员 · ${ROW.className}`)).closest<HTMLElement>('.ant-drawer')!;
    expect(await within(drawer).findByText('138****5678')).toBeInTheDocument();
    expect(within(drawer).queryByText('来源')).toBeNull();
    expect(within(drawer).queryByText('调班')).toBeNull();
    expect(within(drawer).queryByText('添加学员')).toBeNull();
  });

  it('gives an admin the timetable and pupil actions from the same page', async () => {
    api([1, 6], { ...ROW, manage: true });
    renderConsole('/console/classes');
    const tr = (await screen.findByText(ROW.className, {}, { timeout: 8000 })).closest('tr')!;
    await userEvent.click(within(tr).getByText('课次'));
    const drawer = (await screen.findByText(`课次 · ${ROW.className}`)).closest<HTMLElement>('.ant-drawer')!;
    await waitFor(() => expect(within(drawer).getByText('新增课次')).toBeInTheDocument());
    expect(await within(drawer).findByText('调整')).toBeInTheDocument();
  });
});
