import type { ExamAnswerResult, ExamAnswerValue } from '@salt/domain';
import { ApiError } from '../../../lib/api/client';
import type { SaveSnapshot, SaveStore } from './save-store';

/**
 * The answering page's autosave. Every change becomes one queued answer with the next sequence number of its
 * question (the server keeps the newest by seq, so a late retry never overwrites a newer answer). Queued answers
 * live in the save store (sessionStorage) until the server confirms them, so neither a network drop nor a reload
 * loses one: while offline they wait, and they are resent when the browser says it is online again or the next
 * retry comes round (backing off from 1 s to 30 s). One request per question is in flight at a time; a change
 * made meanwhile goes out when it returns.
 */

/** saved: nothing waiting; saving: on its way; offline: waiting for the network; failed: the server refused one. */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'failed';

export interface SaveQueueState {
  status: SaveStatus;
  /** Questions whose latest answer the server has not confirmed yet. */
  pending: number;
  /** Why the server refused the last refused answer (status failed). */
  error: string | null;
}

export interface SaveQueueOptions {
  send: (questionId: number, answer: ExamAnswerValue, seq: number) => Promise<ExamAnswerResult>;
  store: SaveStore;
  isOnline?: () => boolean;
  onState?: (state: SaveQueueState) => void;
  onSaved?: (result: ExamAnswerResult) => void;
  /** The server refused an answer (4xx: attempt committed, past its deadline, bad answer): it is dropped. */
  onRefused?: (questionId: number, error: unknown) => void;
  retryDelaysMs?: readonly number[];
}

export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000, 30000] as const;

/** Network failures, server faults, rate limits and an expired login are worth retrying; other 4xx are final. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const status = error.status;
  return status === null || status >= 500 || status === 401 || status === 408 || status === 429;
}

export class SaveQueue {
  private snapshot: SaveSnapshot;
  private readonly inFlight = new Set<string>();
  private readonly debounce = new Map<string, ReturnType<typeof setTimeout>>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryCount = 0;
  private networkDown = false;
  private error: string | null = null;
  private disposed = false;
  private waiters: (() => void)[] = [];
  private lastState = '';

  constructor(private readonly options: SaveQueueOptions) {
    this.snapshot = options.store.load();
  }

  /** Queued answers left by an earlier visit of this tab are sent now. */
  start(): void {
    // StrictMode runs effects twice (start, dispose, start): a restart picks up where the queue was.
    this.disposed = false;
    this.flush();
    this.emit();
  }

  /** The next sequence number of a question: above anything sent from this tab and anything the server has. */
  private nextSeq(key: string): number {
    const next = (this.snapshot.seq[key] ?? 0) + 1;
    this.snapshot.seq[key] = next;
    return next;
  }

  /** Queues the question's new answer; `delayMs` waits for typing to pause (the answer is kept meanwhile). */
  put(questionId: number, answer: ExamAnswerValue, delayMs = 0): void {
    if (this.disposed) return;
    const key = String(questionId);
    this.snapshot.pending[key] = { answer, seq: this.nextSeq(key) };
    this.persist();
    const timer = this.debounce.get(key);
    if (timer) clearTimeout(timer);
    this.debounce.delete(key);
    if (delayMs > 0) {
      this.debounce.set(
        key,
        setTimeout(() => {
          this.debounce.delete(key);
          this.sendOne(key);
        }, delayMs),
      );
    } else {
      this.sendOne(key);
    }
    this.emit();
  }

  /** The browser is back online: resend at once instead of waiting for the next retry. */
  online(): void {
    this.retryCount = 0;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.networkDown = false;
    this.flush();
    this.emit();
  }

  /** Sends everything now (debounced text included); resolves true once all is saved, false on timeout. */
  async drain(timeoutMs: number): Promise<boolean> {
    for (const [key, timer] of this.debounce) {
      clearTimeout(timer);
      this.debounce.delete(key);
    }
    this.online();
    if (this.isIdle()) return true;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== done);
        resolve(false);
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiters.push(done);
    });
  }

  state(): SaveQueueState {
    const pending = Object.keys(this.snapshot.pending).length;
    let status: SaveStatus = 'saved';
    if (pending > 0) status = this.networkDown || !this.isOnline() ? 'offline' : 'saving';
    else if (this.error) status = 'failed';
    return { status, pending, error: this.error };
  }

  /** Questions still waiting for the server (for tests and the submit check). */
  pendingQuestions(): number[] {
    return Object.keys(this.snapshot.pending).map(Number);
  }

  dispose(): void {
    this.disposed = true;
    for (const timer of this.debounce.values()) clearTimeout(timer);
    this.debounce.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Committed: nothing more will be sent, and this tab's record of the attempt is no longer needed. */
  finish(): void {
    this.dispose();
    this.options.store.clear();
  }

  private isOnline(): boolean {
    return this.options.isOnline?.() ?? true;
  }

  private isIdle(): boolean {
    return Object.keys(this.snapshot.pending).length === 0 && this.inFlight.size === 0;
  }

  private flush(): void {
    for (const key of Object.keys(this.snapshot.pending)) if (!this.debounce.has(key)) this.sendOne(key);
  }

  private sendOne(key: string): void {
    if (this.disposed || this.inFlight.has(key)) return;
    const item = this.snapshot.pending[key];
    if (!item) return;
    if (!this.isOnline()) {
      this.networkDown = true;
      this.scheduleRetry();
      this.emit();
      return;
    }
    this.inFlight.add(key);
    this.emit();
    this.options.send(Number(key), item.answer, item.seq).then(
      (result) => {
        const wasDown = this.networkDown;
        this.networkDown = false;
        this.retryCount = 0;
        this.error = null;
        this.settle(key, item.seq);
        this.options.onSaved?.(result);
        // The network is back: what waited for the next retry goes now.
        if (wasDown) this.online();
      },
      (error: unknown) => {
        this.inFlight.delete(key);
        if (isRetryable(error)) {
          this.networkDown = true;
          this.scheduleRetry();
          this.emit();
          return;
        }
        this.error = error instanceof Error ? error.message : String(error);
        this.settle(key, item.seq);
        this.options.onRefused?.(Number(key), error);
      },
    );
  }

  /** The request for `seq` is over: drop the queued answer unless a newer one replaced it, which goes next. */
  private settle(key: string, seq: number): void {
    this.inFlight.delete(key);
    if (this.snapshot.pending[key]?.seq === seq) {
      delete this.snapshot.pending[key];
      this.persist();
    }
    if (this.snapshot.pending[key] && !this.debounce.has(key) && !this.networkDown) this.sendOne(key);
    this.emit();
    if (this.isIdle()) {
      const waiters = this.waiters;
      this.waiters = [];
      waiters.forEach((w) => w());
    }
  }

  private scheduleRetry(): void {
    if (this.retryTimer || this.disposed) return;
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    const delay = delays[Math.min(this.retryCount, delays.length - 1)]!;
    this.retryCount += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.flush();
      this.emit();
    }, delay);
  }

  private persist(): void {
    this.options.store.save(this.snapshot);
  }

  private emit(): void {
    const state = this.state();
    const key = `${state.status}|${state.pending}|${state.error}`;
    if (key === this.lastState) return;
    this.lastState = key;
    this.options.onState?.(state);
  }
}
