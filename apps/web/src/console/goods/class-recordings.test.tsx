import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_PATHS,
  fillPath,
  type ConsoleClassRecordings,
  type ConsoleClassSession,
  type ConsoleClassSessions,
} from '@salt/domain';
import { fakeApi, ok, renderConsole, userInfo, type FakeCall } from '../test-kit';
import { GOODS_WITH_ONE_CLASS } from './goods-test-fixtures';

// The upload with progress goes through XMLHttpRequest; here it goes to the fake server's fetch like every call.
vi.mock('../../lib/api/xhr-upload', () => ({
  xhrFetch: (url: string, init: RequestInit) => fetch(url, init),
}));

const DETAIL = GOODS_WITH_ONE_CLASS;

const session = (id: number, seq: number, topic: string, hasRecording: boolean): ConsoleClassSession => ({
  id,
  seq,
  title: `第${seq}讲 ${topic}`,
  topic,
  startAt: `2026-11-0${seq}T01:00:00.000Z`,
  endAt: `2026-11-0${seq}T02:30:00.000Z`,
  state: 'done',
  hasWork: false,
  hasRecording,
  version: 1,
});
const SESSIONS: ConsoleClassSessions = {
  skuId: 90,
  offeringId: 7,
  className: '周六上午班',
  enrolled: 3,
  sessions: [
    session(501, 1, '运动的描述', true),
    session(502, 2, '力', false),
    session(503, 3, '牛顿定律', true),
    session(504, 4, '功和能', false),
    { ...session(505, 5, '机械能', false), state: 'upcoming' },
  ],
};
const rec = (chapterId: number, over: Partial<ConsoleClassRecordings['recordings'][0]>) => ({
  chapterId,
  state: 'none' as const,
  percent: 0,
  hasRecording: false,
  durationSec: null,
  error: null,
  updatedAt: null,
  ...over,
});

function api(percents: number[]) {
  let polls = 0;
  return fakeApi((call: FakeCall) => {
    if (call.url.endsWith(API_PATHS.userInfo)) return ok(userInfo([1], '张主管'));
    if (call.url.endsWith(API_PATHS.consoleGoodsStaff))
      return ok({ teachers: [{ userId: 5, name: '周老师' }], tutors: [] });
    if (call.url.includes('/admin/dict/type/')) return ok([{ value: '8', label: '初二', description: null }]);
    if (call.url.endsWith(fillPath(API_PATHS.consoleGoodsDetail, { id: 12 }))) return ok(DETAIL);
    if (call.url.endsWith(fillPath(API_PATHS.consoleClassSessions, { skuId: 90 }))) return ok(SESSIONS);
    if (call.url.endsWith(fillPath(API_PATHS.consoleClassRecordings, { skuId: 90 }))) {
      const percent = percents[Math.min(polls++, percents.length - 1)]!;
      const running = percent < 100;
      const data: ConsoleClassRecordings = {
        busy: running,
        recordings: [
          rec(501, { state: 'done', percent: 100, hasRecording: true, durationSec: 2705 }),
          rec(
            502,
            running
              ? { state: 'running', percent }
              : { state: 'done', percent: 100, hasRecording: true, durationSec: 61 },
          ),
          rec(503, { state: 'failed', hasRecording: true, error: '无法读取视频内容，文件可能已损坏或不是视频' }),
          rec(504, {}),
        ],
      };
      return ok(data);
    }
    if (call.method === 'POST' && call.url.endsWith(fillPath(API_PATHS.consoleSessionRecording, { id: 504 })))
      return ok({ id: 9, chapterId: 504 });
    return [404, { code: 1, msg: '不存在', data: null }];
  });
}

const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('课次 · 录像', { timeout: 60_000 }, () => {
  it('shows each session’s recording state and polls while a transcode runs', async () => {
    const { calls } = api([42, 100]);
    renderConsole('/console/goods/12/edit');
    await userEvent.click(await screen.findByText('课次', { selector: 'button span' }, { timeout: 8000 }));
    expect(await screen.findByText('转码中 42%')).toBeInTheDocument();
    expect(within(rowOf('第1讲 运动的描述')).getByText('已完成')).toBeInTheDocument();
    expect(within(rowOf('第1讲 运动的描述')).getByText('45:05')).toBeInTheDocument();
    expect(within(rowOf('第3讲 牛顿定律')).getByText('失败')).toBeInTheDocument();
    expect(
      within(rowOf('第3讲 牛顿定律')).getByText('无法读取视频内容，文件可能已损坏或不是视频（原录像保留）'),
    ).toBeInTheDocument();
    expect(within(rowOf('第4讲 功和能')).getByText('无录像')).toBeInTheDocument();
    // While it runs the session cannot take another upload; the others can (a replacement says so).
    expect(within(rowOf('第2讲 力')).getByText('上传录像').closest('button')).toBeDisabled();
    expect(within(rowOf('第1讲 运动的描述')).getByText('替换录像')).toBeInTheDocument();
    // A session still to come has nothing to record yet.
    expect(within(rowOf('第5讲 机械能')).queryByText('上传录像')).toBeNull();
    // The next poll (2 s) finds it done, and polling stops.
    expect(await within(rowOf('第2讲 力')).findByText('1:01', {}, { timeout: 5000 })).toBeInTheDocument();
    const polled = calls.filter((c) => c.url.endsWith('/recordings')).length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(calls.filter((c) => c.url.endsWith('/recordings')).length).toBe(polled);
  });

  it('uploads a video for a session without one; replacing asks first', async () => {
    const { calls } = api([100]);
    renderConsole('/console/goods/12/edit');
    await userEvent.click(await screen.findByText('课次', { selector: 'button span' }, { timeout: 8000 }));
    await screen.findAllByText('无录像');
    const video = new File([new Uint8Array([0, 0, 0, 24])], '第4讲.mp4', { type: 'video/mp4' });
    await userEvent.upload(screen.getByTestId('recording-file-504'), video);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/session/504/recording'))).toBe(true),
    );
    expect(calls.find((c) => c.url.endsWith('/session/504/recording'))!.body).toBeInstanceOf(FormData);

    await userEvent.upload(screen.getByTestId('recording-file-501'), video);
    const confirm = await waitFor(() => {
      const box = document.querySelector<HTMLElement>('.ant-modal-confirm');
      expect(box).not.toBeNull();
      return box!;
    });
    expect(confirm).toHaveTextContent('替换第1讲 运动的描述的录像？');
    await userEvent.click(within(confirm).getByText('取消'));
    expect(calls.some((c) => c.url.endsWith('/session/501/recording'))).toBe(false);
  });
});
