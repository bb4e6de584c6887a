/** China keeps UTC+8 all year (no daylight saving), so its midnight is a fixed offset from UTC's. */
const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;
/** A little after midnight, so "today" in every query is already the new day. */
const AFTER_MIDNIGHT_MS = 5_000;

/** Milliseconds from `nowMs` until just after the next midnight in China. */
export function untilNextChinaDay(nowMs: number): number {
  const nextMidnight = Math.floor((nowMs + CHINA_OFFSET_MS) / DAY_MS + 1) * DAY_MS - CHINA_OFFSET_MS;
  return nextMidnight - nowMs + AFTER_MIDNIGHT_MS;
}

interface TopUpLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * The demo's "today" (today's marking, the live-now session, renewals) is made by the demo seed's top-up, which
 * runs when the server starts. A server left running past midnight in China would show families an empty 今日新增
 * and no class on air from then on, so the top-up runs again just after each midnight. It is the demo's own
 * timer, not a job in the queue: only a server started with the demo runs it, and the seed is idempotent, so two
 * instances both topping up is harmless. Answers a function that stops it.
 */
export function scheduleDailyTopUp(topUp: () => Promise<void>, log: TopUpLog, now: () => number = Date.now) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = () => {
    timer = setTimeout(() => {
      void topUp()
        .then(
          () => log.info('[demo-seed] topped up for the new day'),
          (err: unknown) => log.warn(`[demo-seed] daily top-up failed: ${err instanceof Error ? err.message : err}`),
        )
        .finally(() => {
          if (!stopped) arm();
        });
    }, untilNextChinaDay(now()));
    timer.unref();
  };
  arm();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
