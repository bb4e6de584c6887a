import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { createTestDatabase } from '../../test/test-app';
import { JobQueue } from './job-queue';

/**
 * The queue itself, on a database of its own: retries with backoff, one run per period with two instances on one
 * database, and a job sent before a shutdown run by the next start. Each "instance" is a JobQueue on its own pool,
 * as two app processes would have.
 */

let db: { url: string; drop(): Promise<void> };
const handles: DatabaseHandle[] = [];
const queues: JobQueue[] = [];
const log = pino({ level: 'silent' });

beforeAll(async () => {
  db = await createTestDatabase();
});
afterEach(async () => {
  for (const q of queues.splice(0)) await q.stop();
});
afterAll(async () => {
  for (const h of handles) await h.close();
  await db?.drop();
});

function instance(work: boolean): JobQueue {
  const handle = connectDatabase(db.url, 4);
  handles.push(handle);
  // Cron checks every second instead of 5 and 2 s: the cron test waits for pg-boss's clock, not for ours.
  const queue = new JobQueue({
    pool: handle.pool,
    log,
    work,
    pollSeconds: 0.5,
    stopTimeoutMs: 2_000,
    cronMonitorSeconds: 1,
    cronHandOverSeconds: 1,
  });
  queues.push(queue);
  return queue;
}

async function until<T>(what: string, probe: () => Promise<T | null | false | undefined>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the job queue (pg-boss on PostgreSQL)', () => {
  it('retries a job that fails twice, waiting longer each time, and completes it on the third attempt', async () => {
    const attempts: { at: number; retryCount: number }[] = [];
    const queue = instance(true);
    const job = queue.define<{ orderNo: string }>({
      name: 'test-flaky',
      retryLimit: 3,
      retryDelaySeconds: 1,
      retryBackoff: true,
      handler: async (data, run) => {
        expect(data.orderNo).toBe('A-1');
        attempts.push({ at: Date.now(), retryCount: run.retryCount });
        if (attempts.length <= 2) throw new Error(`provider unreachable (${attempts.length})`);
        return { settled: data.orderNo };
      },
    });
    await queue.start();
    const id = await job.send({ orderNo: 'A-1' });
    expect(id).toBeTruthy();

    const done = await until('the job to complete', async () => {
      const { records } = await queue.recent({ name: 'test-flaky' });
      return records.find((r) => r.id === id && r.state === 'completed');
    });
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    expect(done).toMatchObject({ retryCount: 2, retryLimit: 3, error: null, output: { settled: 'A-1' } });
    // Exponential backoff from a 1 s delay: the first retry waits at least 1 s, the second at least 2 s.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(1_000);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(2_000);
  }, 30_000);

  it('keeps a job that fails every time as failed, with its error, after the retries', async () => {
    const queue = instance(false);
    const job = queue.define({
      name: 'test-broken',
      retryLimit: 0,
      handler: async () => {
        throw new Error('账单文件格式错误');
      },
    });
    const id = await job.send({});
    expect(await queue.runQueued('test-broken')).toBe(1);
    const { records } = await queue.recent({ name: 'test-broken', state: 'failed' });
    expect(records).toEqual([
      expect.objectContaining({ id, state: 'failed', error: '账单文件格式错误', output: null }),
    ]);
    expect(await queue.runQueued('test-broken')).toBe(0);
  });

  it('runs a scheduled job once per period although two instances on one database both schedule it', async () => {
    const runs: string[] = [];
    const [a, b] = [instance(true), instance(true)];
    for (const [queue, who] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      // A long period: every instance proposes the job at start and at each tick; the database keeps one.
      queue.define({
        name: 'test-nightly',
        everySeconds: 12 * 3600,
        handler: async (_data, run) => {
          runs.push(`${who}:${run.id}`);
        },
      });
    }
    await Promise.all([a.start(), b.start()]);
    // More ticks from both, as their timers would do: the period has its job already.
    expect(await Promise.all([a.propose('test-nightly'), b.propose('test-nightly')])).toEqual([null, null]);

    const { records } = await until('the scheduled job to run', async () => {
      const page = await a.recent({ name: 'test-nightly' });
      return page.records.some((r) => r.state === 'completed') && page;
    });
    // One job for the period, however many instances proposed it; it ran once, on one of them.
    expect(records).toHaveLength(1);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatch(new RegExp(`^[ab]:${records[0]!.id}$`));
    expect((await b.recent({ name: 'test-nightly' })).total).toBe(1);
  }, 30_000);

  it('runs a cron-scheduled job (pg-boss schedule, minute resolution, China time)', async () => {
    const ran: number[] = [];
    const queue = instance(true);
    // Every minute: pg-boss's clock sees the current minute due as soon as the schedule is read at start.
    queue.define({
      name: 'test-minutely',
      cron: '* * * * *',
      handler: async (_d, run) => void ran.push(run.retryCount),
    });
    await queue.start();
    await until('the cron job to run', async () => ran.length > 0);
    const { records } = await until('the cron job to complete', async () => {
      const page = await queue.recent({ name: 'test-minutely', state: 'completed' });
      // The count and the rows are two reads: under load the count can see the completed run before the rows do.
      return page.records.length > 0 && page;
    });
    expect(records[0]).toMatchObject({ name: 'test-minutely', state: 'completed', retryCount: 0 });
  }, 30_000);

  it('lets a running job finish when the queue stops (the app closing)', async () => {
    let markStarted!: () => void;
    const started = new Promise<void>((r) => (markStarted = r));
    let release!: () => void;
    const define = (queue: JobQueue) =>
      queue.define({
        name: 'test-report',
        handler: async () => {
          markStarted();
          await new Promise<void>((r) => (release = r));
          return { pages: 3 };
        },
      });
    const queue = instance(true);
    const job = define(queue);
    await queue.start();
    const id = await job.send({});
    await started;
    const stopping = queue.stop();
    release();
    await stopping;

    const reader = instance(false);
    define(reader);
    const { records } = await until('the job to be recorded as completed', async () => {
      const page = await reader.recent({ name: 'test-report' });
      return page.records[0]?.state === 'completed' && page;
    });
    expect(records).toEqual([expect.objectContaining({ id, state: 'completed', output: { pages: 3 } })]);
  }, 30_000);

  it('runs a job sent before a shutdown on the next start', async () => {
    const ran: string[] = [];
    const define = (queue: JobQueue) =>
      queue.define<{ examId: number }>({
        name: 'test-survivor',
        handler: async (data) => {
          ran.push(`exam ${data.examId}`);
        },
      });

    // An instance that only queues (as the API side of a deployment, or one stopped before its worker got to it).
    const first = instance(false);
    await define(first).send({ examId: 7 });
    await first.stop();
    expect(ran).toEqual([]);

    const second = instance(true);
    define(second);
    await second.start();
    await until('the job to run after the restart', async () => ran.length > 0);
    expect(ran).toEqual(['exam 7']);
    await until('the job to be recorded as completed', async () => {
      const { records } = await second.recent({ name: 'test-survivor', state: 'completed' });
      return records.length === 1;
    });
  }, 30_000);
});
