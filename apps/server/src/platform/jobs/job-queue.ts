import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { JobPage, JobPageQuery } from '@salt/domain';
import { JOB_SCHEMA, recentJobs } from './job-list';

/** What a handler gets besides the data: which job it is, which attempt, and a signal that fires on expiry or stop. */
export interface JobRun {
  id: string;
  name: string;
  /** 0 on the first attempt. */
  retryCount: number;
  signal: AbortSignal;
}

/**
 * A job a module declares at build time. Scheduled jobs run once per period across all instances (the database
 * decides, not the instance); on-demand jobs run once per `send`. A failing handler is retried `retryLimit` times,
 * waiting `retryDelaySeconds` (doubling each time with `retryBackoff`); a run longer than `expireInSeconds` counts as
 * failed (and is retried) and its signal fires.
 */
export interface JobDefinition<T extends object> {
  /** Queue name: the module, then what it does (`shop-order-sweep`). */
  name: string;
  handler: (data: T, run: JobRun) => Promise<unknown>;
  /** Run every this many seconds (sub-minute allowed; periods are whole seconds, at least 1, at most 12 hours). */
  everySeconds?: number;
  /** Or on a cron schedule in China time (minute resolution; fires only while some instance runs). */
  cron?: string;
  /** Default 2. */
  retryLimit?: number;
  /** Default 10 (seconds before the first retry). */
  retryDelaySeconds?: number;
  /** Default true: each retry waits about twice as long as the one before. */
  retryBackoff?: boolean;
  /** Default 15 minutes. */
  expireInSeconds?: number;
  /**
   * At most one job of this queue running at a time across instances (pg-boss `singleton` policy); default false.
   * For handlers that must not overlap. Mind: a run on an instance that was killed holds the place until it expires
   * (`expireInSeconds`) and maintenance (every 2 minutes) hands it back, so keep their expiry short.
   */
  oneAtATime?: boolean;
}

export interface SendOptions {
  /** A Date, or seconds from now. */
  startAfter?: Date | number;
  /** With `singletonSeconds`: at most one job per key and period. */
  singletonKey?: string;
  singletonSeconds?: number;
}

/** A declared job, to send it by name-safe reference. */
export interface JobHandle<T extends object> {
  readonly name: string;
  send(data: T, opts?: SendOptions): Promise<string | null>;
}

export interface JobQueueOptions {
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** Whether this instance runs workers and schedules; false only sends and lists (tests, API-only instances). */
  work: boolean;
  /** How often an idle worker asks for work (at least 0.5). */
  pollSeconds: number;
  /**
   * How long close waits for running handlers before failing them back to the queue for a retry (default 5 s, so
   * it fits in main.ts's 10 s close-with-grace budget beside the demo's ffmpeg and the HTTP drain).
   */
  stopTimeoutMs?: number;
  /**
   * Cron: how often to look whether a minute is due (default 5 s) and to hand due jobs over (default 2 s). pg-boss's
   * own 30 s and 5 s would start a fresh instance's first run up to 35 s late; tests take 1 s for both.
   */
  cronMonitorSeconds?: number;
  cronHandOverSeconds?: number;
}

const CHINA_TZ = 'Asia/Shanghai';
const QUEUE_NAME = /^[a-z][a-z0-9-]{0,62}$/;
const MAX_SLOT_SECONDS = 12 * 3600;

/**
 * The app's durable job queue on PostgreSQL (pg-boss 10, schema `pgboss`, through the app's own pool). Modules
 * declare jobs with `define` while the app is built; `start` (the app's onReady) creates their queues, starts
 * the workers and the schedules; `stop` (onClose) lets running handlers finish. Jobs live in the database, so they
 * survive restarts and any instance may run them; each job is fetched by exactly one worker (SKIP LOCKED).
 */
export class JobQueue {
  private readonly defs = new Map<string, JobDefinition<object>>();
  private readonly workerIds = new Map<string, string>();
  private readonly tickers: NodeJS.Timeout[] = [];
  private readonly running = new Set<AbortController>();
  private opening: Promise<PgBoss> | null = null;
  private started = false;
  private stopped = false;

  constructor(private readonly opts: JobQueueOptions) {}

  define<T extends object>(def: JobDefinition<T>): JobHandle<T> {
    if (!QUEUE_NAME.test(def.name)) throw new Error(`job name ${def.name}: lower-case letters, digits and hyphens`);
    if (this.defs.has(def.name)) throw new Error(`job ${def.name} is defined twice`);
    if (this.opening) throw new Error(`job ${def.name} defined after the queue started`);
    if (def.everySeconds !== undefined && def.cron) throw new Error(`job ${def.name}: everySeconds or cron, not both`);
    if (def.everySeconds !== undefined && !(def.everySeconds > 0 && def.everySeconds <= MAX_SLOT_SECONDS)) {
      throw new Error(`job ${def.name}: everySeconds must be within (0, ${MAX_SLOT_SECONDS}]`);
    }
    this.defs.set(def.name, def as unknown as JobDefinition<object>);
    return { name: def.name, send: (data, opts) => this.send(def.name, data, opts) };
  }

  /** The queues this app defined (the console names each one: JOB_LABELS in the domain). */
  definedNames(): string[] {
    return [...this.defs.keys()];
  }

  /** Starts workers and schedules when this instance works; otherwise the queue opens on first use. */
  async start(): Promise<void> {
    if (!this.opts.work || this.started) return;
    this.started = true;
    const boss = await this.open();
    for (const def of this.defs.values()) {
      const id = await boss.work<object>(
        def.name,
        { batchSize: 1, pollingIntervalSeconds: this.opts.pollSeconds, includeMetadata: true },
        ([job]) => this.run(def, job!.id, job!.data ?? {}, job!.retryCount),
      );
      this.workerIds.set(def.name, id);
    }
    await this.applySchedules(boss);
  }

  async send(name: string, data: object = {}, opts: SendOptions = {}): Promise<string | null> {
    if (!this.defs.has(name)) throw new Error(`job ${name} is not defined`);
    const boss = await this.open();
    const id = await boss.send(name, data, opts);
    // A job sent here starts here without waiting for the next poll (other instances still compete for it).
    const workerId = this.workerIds.get(name);
    if (id && workerId && opts.startAfter === undefined) boss.notifyWorker(workerId);
    return id;
  }

  /**
   * Runs, in this process and now, the jobs of one queue that are due (tests: jobs are sent but no worker runs
   * them unless the test asks). Failures go back to the queue as a worker's would. Answers how many ran.
   */
  async runQueued(name: string): Promise<number> {
    const def = this.defs.get(name);
    if (!def) throw new Error(`job ${name} is not defined`);
    const boss = await this.open();
    let ran = 0;
    for (;;) {
      const jobs = await boss.fetch<object>(name, { batchSize: 1, includeMetadata: true });
      const job = jobs[0];
      if (!job) return ran;
      ran += 1;
      try {
        const output = await this.run(def, job.id, job.data ?? {}, job.retryCount);
        await boss.complete(name, job.id, output);
      } catch (err) {
        await boss.fail(name, job.id, errorOutput(err));
      }
    }
  }

  /** The newest jobs (waiting, running, done, failed), for staff and tests. */
  async recent(query: JobPageQuery): Promise<JobPage> {
    await this.open();
    return recentJobs(this.opts.pool, query);
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const t of this.tickers) clearInterval(t);
    const boss = await this.opening?.catch(() => null);
    if (!boss) return;
    // Waits for running handlers up to the timeout; those still running then are failed back to the queue.
    await boss.stop({ graceful: true, wait: true, close: false, timeout: this.opts.stopTimeoutMs ?? 5_000 });
    for (const c of this.running) c.abort(new Error('job queue stopped'));
  }

  private open(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('job queue stopped'));
    this.opening ??= (async () => {
      const pool = this.opts.pool;
      const boss = new PgBoss({
        // The app's pool: one connection budget, and the same database the embedded server or DATABASE_URL names.
        db: { executeSql: (text: string, values: unknown[]) => pool.query(text, values) },
        schema: JOB_SCHEMA,
        migrate: true,
        // Maintenance (expiring stuck jobs, archiving) and cron only where work happens.
        supervise: this.opts.work,
        schedule: this.opts.work && [...this.defs.values()].some((d) => d.cron),
        // One instance per window does it, once per minute (see cronMonitorSeconds).
        cronMonitorIntervalSeconds: this.opts.cronMonitorSeconds ?? 5,
        cronWorkerIntervalSeconds: this.opts.cronHandOverSeconds ?? 2,
        deleteAfterDays: 7,
      });
      boss.on('error', (err) => this.opts.log.error({ err }, 'job queue error'));
      await boss.start();
      await this.ensureQueues(boss);
      return boss;
    })().catch((err: unknown) => {
      // A failed start (database unreachable) is tried again by the next caller instead of failing forever.
      this.opening = null;
      throw err;
    });
    return this.opening;
  }

  /**
   * Creates the declared queues (or brings their options in line with the code). pg-boss creates a queue as a
   * partition of its job table; two instances doing that at once deadlock, so instances take turns (a session
   * advisory lock on a connection of their own while the queue calls run on the pool).
   */
  private async ensureQueues(boss: PgBoss): Promise<void> {
    const lock = await this.opts.pool.connect();
    let broken = false;
    try {
      await lock.query(`select pg_advisory_lock(hashtext('salt:job-queues'))`);
      const existing = new Set((await boss.getQueues()).map((q) => q.name));
      for (const def of this.defs.values()) {
        const options = {
          name: def.name,
          policy: def.oneAtATime ? ('singleton' as const) : ('standard' as const),
          retryLimit: def.retryLimit ?? 2,
          retryDelay: def.retryDelaySeconds ?? 10,
          retryBackoff: def.retryBackoff ?? true,
          expireInSeconds: def.expireInSeconds ?? 15 * 60,
        };
        // An existing queue keeps its table; the declaration in the code wins for its options.
        if (existing.has(def.name)) await boss.updateQueue(def.name, options);
        else await boss.createQueue(def.name, options);
      }
    } catch (err) {
      broken = true;
      throw err;
    } finally {
      await lock.query(`select pg_advisory_unlock(hashtext('salt:job-queues'))`).catch(() => (broken = true));
      lock.release(broken);
    }
  }

  private async applySchedules(boss: PgBoss): Promise<void> {
    const stored = new Set((await boss.getSchedules()).map((s) => s.name));
    for (const def of this.defs.values()) {
      if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: CHINA_TZ });
      else if (stored.has(def.name)) await boss.unschedule(def.name);
      if (def.everySeconds === undefined) continue;
      const propose = () => {
        if (this.stopped) return;
        this.propose(def.name).catch((err: unknown) =>
          this.opts.log.warn({ err, job: def.name }, 'scheduling a job failed'),
        );
      };
      // Proposing at once covers a fresh start (a restart after a crash runs what is due without waiting a period).
      propose();
      const timer = setInterval(propose, def.everySeconds * 1000);
      timer.unref();
      this.tickers.push(timer);
    }
  }

  /**
   * Proposes the job of a scheduled queue's current period. Every instance does this every period; the database
   * keeps one job per period (pg-boss throttling slot, a unique index), so however many instances run, the job
   * runs once per period. Null when the period already has its job. Public for tests (a timer tick by hand).
   */
  propose(name: string): Promise<string | null> {
    const every = this.defs.get(name)?.everySeconds;
    if (every === undefined) throw new Error(`job ${name} has no everySeconds schedule`);
    const slot = Math.min(MAX_SLOT_SECONDS, Math.max(1, Math.round(every)));
    return this.send(name, {}, { singletonSeconds: slot });
  }

  private async run(
    def: JobDefinition<object>,
    id: string,
    data: object,
    retryCount: number,
  ): Promise<object | undefined> {
    const abort = new AbortController();
    const expiry = setTimeout(() => abort.abort(new Error('job expired')), (def.expireInSeconds ?? 15 * 60) * 1000);
    expiry.unref();
    this.running.add(abort);
    try {
      return toOutput(await def.handler(data, { id, name: def.name, retryCount, signal: abort.signal }));
    } catch (err) {
      this.opts.log.warn({ err, job: def.name, jobId: id, retryCount }, 'job failed');
      throw err;
    } finally {
      clearTimeout(expiry);
      this.running.delete(abort);
    }
  }
}

/** What pg-boss stores as the job's output: an object (plain values wrapped), nothing for undefined. */
function toOutput(value: unknown): object | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' && !Array.isArray(value) ? value : { value };
}

function errorOutput(err: unknown): object {
  return err instanceof Error ? { name: err.name, message: err.message } : { message: String(err) };
}
