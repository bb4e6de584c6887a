import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, LiveSocket, socketUrlOf } from './live-socket';
import { initialRoomState, reduceRoom } from './live-room-state';
import type { LiveServerMessage } from './live-types';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(s: string) {
    this.sent.push(s);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  push(msg: LiveServerMessage) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('LiveSocket', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  it('reconnects after a drop with growing delays, asking for a fresh URL each time', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const urls = vi.fn(async (n: number) => `ws://x/ws?token=${n}`);
    const statuses: string[] = [];
    const s = new LiveSocket({
      url: urls,
      onMessage: () => undefined,
      onStatus: (st) => statuses.push(st),
      createSocket: (u) => new FakeSocket(u) as unknown as WebSocket,
    });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeSocket.all[0]!.drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.drop();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeSocket.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(3);
    // Connected again: the next drop starts from the short delay.
    FakeSocket.all[2]!.open();
    expect(statuses.at(-1)).toBe('open');
    FakeSocket.all[2]!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.all).toHaveLength(4);
    expect(urls).toHaveBeenCalledTimes(4);
    s.stop();
    vi.restoreAllMocks();
  });

  it('does not reconnect once stopped and only sends while open', async () => {
    const s = new LiveSocket({
      url: async () => 'ws://x/ws',
      onMessage: () => undefined,
      onStatus: () => undefined,
      createSocket: (u) => new FakeSocket(u) as unknown as WebSocket,
    });
    s.start();
    await flush();
    expect(s.send({ type: 'ping' })).toBe(false);
    FakeSocket.all[0]!.open();
    expect(s.send({ type: 'rollcall.answer', rollCallId: 7 })).toBe(true);
    expect(JSON.parse(FakeSocket.all[0]!.sent[0]!)).toEqual({ type: 'rollcall.answer', rollCallId: 7 });
    s.stop();
    FakeSocket.all[0]!.drop();
    await flush();
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('caps the delay at 30 s and builds ws URLs on this site', () => {
    expect(backoffDelay(10, () => 0.5)).toBe(30_000);
    expect(backoffDelay(0, () => 0)).toBe(800);
    expect(socketUrlOf('/api/learn/live/ws?chapterId=1&token=t', { protocol: 'https:', host: 'a.cn' })).toBe(
      'wss://a.cn/api/learn/live/ws?chapterId=1&token=t',
    );
    expect(socketUrlOf('/learn/live/ws?x=1', { protocol: 'http:', host: 'h:1' })).toBe(
      'ws://h:1/api/learn/live/ws?x=1',
    );
  });
});

describe('reduceRoom', () => {
  const question = {
    id: 5,
    title: '1+1=?',
    options: [
      { key: 'A', text: '1' },
      { key: 'B', text: '2' },
    ],
    kind: 'single' as const,
    pushedAt: '2026-01-01T00:00:00Z',
    closesAt: '2026-01-01T00:01:00Z',
    closed: false,
    correct: null,
    myAnswer: null,
    myCorrect: null,
    stats: null,
  };

  it('follows a roll call and a question through their lives, and a hello replaces everything', () => {
    let s = reduceRoom(initialRoomState, {
      type: 'rollcall.started',
      rollCallId: 1,
      startedAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-01-01T00:00:30Z',
    });
    expect(s.rollCall?.answered).toBe(false);
    s = reduceRoom(s, { type: 'rollcall.ack', rollCallId: 1, answeredAt: '2026-01-01T00:00:03Z' });
    expect(s.rollCall?.answered).toBe(true);
    s = reduceRoom(s, { type: 'rollcall.ended', rollCallId: 1, answeredCount: 1, total: 2 });
    expect(s.rollCall).toBeNull();

    s = reduceRoom(s, { type: 'question.pushed', question });
    s = reduceRoom(s, { type: 'question.ack', questionId: 5, answer: ['B'], answeredAt: '2026-01-01T00:00:10Z' });
    expect(s.question?.myAnswer).toEqual(['B']);
    const stats = { answered: 1, counts: { B: 1 }, correctCount: 1, correctRate: 1 };
    s = reduceRoom(s, { type: 'question.closed', questionId: 5, correct: ['B'], stats });
    expect(s.question).toMatchObject({ closed: true, myCorrect: true, stats });

    s = reduceRoom(s, {
      type: 'hello',
      chapterId: 1,
      userId: 1,
      role: 'student',
      serverTime: '2026-01-01T00:02:00Z',
      rollCall: null,
      question: null,
      ranks: [],
    });
    expect(s.question).toBeNull();
  });

  it('treats a duplicate roll-call answer as signed in', () => {
    let s = reduceRoom(initialRoomState, {
      type: 'rollcall.started',
      rollCallId: 2,
      startedAt: '2026-01-01T00:00:00Z',
      endsAt: '2026-01-01T00:00:30Z',
    });
    s = reduceRoom(s, { type: 'error', code: 'duplicate', msg: '您已签到', ref: 'rollcall.answer' });
    expect(s.rollCall?.answered).toBe(true);
    expect(s.notice?.text).toBe('您已签到');
  });
});
