import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExamAnswerResult, ExamAnswerValue } from '@salt/domain';
import { ApiError } from '../../../lib/api/client';
import { SaveQueue, type SaveQueueState } from './save-queue';
import { memorySaveStore } from './save-store';

interface Sent {
  questionId: number;
  answer: ExamAnswerValue;
  seq: number;
  resolve: () => void;
  reject: (e: unknown) => void;
}

/**
 * A fake server: records every request and lets the test answer it (or fail it) when it wants, and keeps what a
 * real server would: the newest answer per question by seq.
 */
function fakeServer() {
  const sent: Sent[] = [];
  const stored = new Map<number, { answer: ExamAnswerValue; seq: number }>();
  const send = (questionId: number, answer: ExamAnswerValue, seq: number) =>
    new Promise<ExamAnswerResult>((resolve, reject) => {
      sent.push({
        questionId,
        answer,
        seq,
        resolve: () => {
          const prev = stored.get(questionId);
          const applied = !prev || seq > prev.seq;
          if (applied) stored.set(questionId, { answer, seq });
          resolve({ questionId, seq, applied, savedAt: '2025-03-01T02:00:00.000Z', remainingSeconds: 100 });
        },
        reject,
      });
    });
  return { sent, stored, send };
}

const offlineError = () => new ApiError('网络连接失败', null, null);

describe('save queue', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  async function settle() {
    await vi.advanceTimersByTimeAsync(0);
  }

  it('numbers each change of a question with an increasing seq, and the newest answer wins on the server', async () => {
    const server = fakeServer();
    const queue = new SaveQueue({ send: server.send, store: memorySaveStore() });
    queue.start();
    queue.put(1, '11');
    queue.put(1, '12'); // while the first is in flight: waits for it
    queue.put(2, 'true');
    expect(server.sent.map((s) => [s.questionId, s.seq])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    server.sent[0]!.resolve();
    await settle();
    // The newer answer of question 1 goes next, with the next seq.
    expect(server.sent.map((s) => [s.questionId, s.answer, s.seq])).toContainEqual([1, '12', 2]);
    server.sent.slice(1).forEach((s) => s.resolve());
    await settle();
    expect(server.stored.get(1)).toEqual({ answer: '12', seq: 2 });
    expect(queue.state()).toEqual({ status: 'saved', pending: 0, error: null });
  });

  it('a late answer to an old save does not drop the newer answer queued after it', async () => {
    const server = fakeServer();
    const store = memorySaveStore();
    const queue = new SaveQueue({ send: server.send, store });
    queue.start();
    queue.put(5, 'a');
    queue.put(5, 'ab');
    server.sent[0]!.resolve();
    await settle();
    expect(store.current.pending['5']).toEqual({ answer: 'ab', seq: 2 });
    server.sent[1]!.resolve();
    await settle();
    expect(store.current.pending).toEqual({});
    expect(store.current.seq['5']).toBe(2);
  });

  it('debounces typing: one request after the pause, with the last text, the text kept meanwhile', async () => {
    const server = fakeServer();
    const store = memorySaveStore();
    const queue = new SaveQueue({ send: server.send, store });
    queue.start();
    queue.put(3, ['x'], 600);
    queue.put(3, ['x+'], 600);
    queue.put(3, ['x+1'], 600);
    expect(server.sent).toHaveLength(0);
    expect(store.current.pending['3']?.answer).toEqual(['x+1']);
    expect(queue.state().status).toBe('saving');
    await vi.advanceTimersByTimeAsync(599);
    expect(server.sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent.map((s) => [s.answer, s.seq])).toEqual([[['x+1'], 3]]);
  });

  it('keeps answers while offline, says so, and resends them when the browser is back online', async () => {
    const server = fakeServer();
    let online = true;
    const states: SaveQueueState[] = [];
    const store = memorySaveStore();
    const queue = new SaveQueue({ send: server.send, store, isOnline: () => online, onState: (s) => states.push(s) });
    queue.start();
    queue.put(1, '11');
    server.sent[0]!.reject(offlineError()); // the network dropped mid-request
    await settle();
    expect(queue.state().status).toBe('offline');
    online = false;
    queue.put(2, 'false');
    queue.put(3, ['7'], 600);
    await vi.advanceTimersByTimeAsync(600);
    // Nothing more was sent while the browser says it is offline; everything is kept.
    expect(server.sent).toHaveLength(1);
    expect(Object.keys(store.current.pending).sort()).toEqual(['1', '2', '3']);
    expect(queue.state()).toMatchObject({ status: 'offline', pending: 3 });

    online = true;
    queue.online();
    expect(server.sent.slice(1).map((s) => [s.questionId, s.seq])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    server.sent.slice(1).forEach((s) => s.resolve());
    await settle();
    expect(queue.state().status).toBe('saved');
    expect(server.stored.get(3)).toEqual({ answer: ['7'], seq: 1 });
    expect(states.map((s) => s.status)).toContain('offline');
  });

  it('retries with a growing delay when requests fail without the browser noticing', async () => {
    const server = fakeServer();
    const queue = new SaveQueue({ send: server.send, store: memorySaveStore(), retryDelaysMs: [1000, 2000, 4000] });
    queue.start();
    queue.put(1, '11');
    server.sent[0]!.reject(offlineError());
    await settle();
    await vi.advanceTimersByTimeAsync(999);
    expect(server.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toHaveLength(2);
    server.sent[1]!.reject(new ApiError('网络连接失败', 503, 1));
    await settle();
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.sent).toHaveLength(3);
    server.sent[2]!.resolve();
    await settle();
    expect(queue.state().status).toBe('saved');
    // The same seq every time: a retry is the same save, not a newer one.
    expect(server.sent.map((s) => s.seq)).toEqual([1, 1, 1]);
  });

  it('drops an answer the server refuses (4xx) and says why', async () => {
    const server = fakeServer();
    const refused = vi.fn();
    const queue = new SaveQueue({ send: server.send, store: memorySaveStore(), onRefused: refused });
    queue.start();
    queue.put(1, '11');
    server.sent[0]!.reject(new ApiError('考试已结束，答案不再保存', 409, 1));
    await settle();
    expect(queue.state()).toEqual({ status: 'failed', pending: 0, error: '考试已结束，答案不再保存' });
    expect(refused).toHaveBeenCalledWith(1, expect.any(ApiError));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.sent).toHaveLength(1);
  });

  it('continues the seq after a reload from what the tab stored, and resends what was queued', async () => {
    const server = fakeServer();
    const store = memorySaveStore();
    const first = new SaveQueue({ send: server.send, store, isOnline: () => false });
    first.start();
    first.put(1, '11');
    first.put(1, '12');
    first.dispose(); // the page reloads with the answer still queued

    const second = new SaveQueue({ send: server.send, store });
    second.start();
    expect(server.sent.map((s) => [s.questionId, s.answer, s.seq])).toEqual([[1, '12', 2]]);
    server.sent[0]!.resolve();
    await settle();
    second.put(1, '11');
    expect(server.sent.at(-1)!.seq).toBe(3);
  });

  it('drain sends debounced text at once and resolves when all is saved, or false on timeout', async () => {
    const server = fakeServer();
    const queue = new SaveQueue({ send: server.send, store: memorySaveStore() });
    queue.start();
    queue.put(3, ['9'], 600);
    const drained = queue.drain(5000);
    expect(server.sent).toHaveLength(1);
    server.sent[0]!.resolve();
    await expect(drained).resolves.toBe(true);

    queue.put(4, 'true');
    const stuck = queue.drain(5000);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(stuck).resolves.toBe(false);
  });
});
