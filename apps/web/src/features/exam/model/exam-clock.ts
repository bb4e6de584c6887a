/**
 * The countdown runs on the server's clock: each answer from the server (the session, every heartbeat) says how
 * many seconds are left at that moment, and the page counts down from the moment it received it with a monotonic
 * timer (performance.now). The device's wall clock is never read, so a wrong or changed device time cannot move
 * the deadline; half the request's round trip is taken off, since the server measured mid-way.
 */
export interface ClockSync {
  remainingSeconds: number;
  /** Monotonic ms at which the server's figure was true. */
  at: number;
}

export const monotonicNow = (): number => performance.now();

/** The sync point of an answer: sent at `sentAt`, received at `receivedAt` (monotonic ms). */
export function syncFrom(remainingSeconds: number, sentAt: number, receivedAt: number): ClockSync {
  return { remainingSeconds, at: sentAt + (receivedAt - sentAt) / 2 };
}

/** Whole seconds left at `now`, never negative; rounded up like the server's figure. */
export function secondsLeft(sync: ClockSync, now: number): number {
  const ms = sync.remainingSeconds * 1000 - (now - sync.at);
  return Math.max(0, Math.ceil(ms / 1000 - 1e-9));
}

/** '01:29:59' (with hours) or '29:59'. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hh > 0 ? `${two(hh)}:${two(mm)}:${two(ss)}` : `${two(mm)}:${two(ss)}`;
}

/** '90 分钟' / '1 小时 30 分钟' for the start screen. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60 || minutes % 60 !== 0) return `${minutes} 分钟`;
  return `${minutes / 60} 小时`;
}
