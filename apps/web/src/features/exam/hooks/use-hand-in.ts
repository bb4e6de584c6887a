import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@salt/domain';
import { feedback } from '../../../lib/api/feedback';
import { useCommitExam } from '../api/commit';
import { postExamTime } from '../api/heartbeat';
import { monotonicNow, syncFrom, type ClockSync } from '../model/exam-clock';
import { RETRY_DELAYS_MS, isRetryable, type SaveQueue } from '../model/save-queue';

/** How long 交卷 waits for the last answers to reach the server before saying they have not. */
export const SUBMIT_DRAIN_MS = 10_000;
/** At zero the server still takes answers for its grace period (10 s); the page sends what it has within it. */
export const TIME_UP_DRAIN_MS = 8_000;

export const NOT_ALL_SAVED = '还有答案未保存，请检查网络后再交卷';

interface Options {
  sessionId: number;
  queue: SaveQueue;
  /** AI practice: the seconds spent, sent with the commit. */
  costTime?: () => number;
  /** Handed in (by the pupil, at zero, or elsewhere: staff or the server's sweep). */
  onDone: () => void;
  /** The server says time is left after all (staff gave extra time since the last heartbeat). */
  onResync?: (sync: ClockSync) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the attempt was committed by someone else meanwhile (the sweep, a second tab, staff). */
async function committedElsewhere(sessionId: number): Promise<boolean> {
  try {
    return (await postExamTime(sessionId)).status === 'committed';
  } catch {
    return false;
  }
}

/**
 * Handing the paper in. By the pupil: every answer must have reached the server first (otherwise it would be
 * marked without them), then commit. At zero: the answers still queued get the server's grace period, then the
 * page commits and keeps trying (network back, or the sweep commits it, which the heartbeat reveals); the sweep
 * is the backstop if the page is closed meanwhile.
 */
export function useHandIn({ sessionId, queue, costTime, onDone, onResync }: Options) {
  const [phase, setPhase] = useState<'answering' | 'committing' | 'timeUp'>('answering');
  const commit = useCommitExam();
  const done = useRef(false);
  const busy = useRef(false);
  const timeUpStarted = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const finish = useCallback(() => {
    if (done.current) return;
    done.current = true;
    queue.finish();
    onDone();
  }, [queue, onDone]);

  const send = () => commit.mutateAsync({ sessionId, costTime: costTime?.() });

  const byPupil = async () => {
    if (busy.current || done.current) return;
    busy.current = true;
    setPhase('committing');
    try {
      if (!(await queue.drain(SUBMIT_DRAIN_MS))) {
        feedback().info(NOT_ALL_SAVED, 'warning');
        return;
      }
      await send();
      finish();
    } catch (e) {
      if (await committedElsewhere(sessionId)) finish();
      else feedback().error(isRetryable(e) ? MESSAGES.networkFailed : (e as Error).message);
    } finally {
      busy.current = false;
      if (!done.current) setPhase((p) => (p === 'committing' ? 'answering' : p));
    }
  };

  const timeUp = async () => {
    if (done.current || timeUpStarted.current) return;
    timeUpStarted.current = true;
    // Zero on the page's count: the server's clock decides (extra time may have been given since the heartbeat).
    try {
      const sentAt = monotonicNow();
      const now = await postExamTime(sessionId);
      if (now.status === 'committed') return finish();
      if (now.remainingSeconds > 0) {
        timeUpStarted.current = false;
        onResync?.(syncFrom(now.remainingSeconds, sentAt, monotonicNow()));
        return;
      }
    } catch {
      // No answer (offline): the page's count is all there is; hand in as far as possible.
    }
    setPhase('timeUp');
    busy.current = true;
    await queue.drain(TIME_UP_DRAIN_MS);
    for (let attempt = 0; alive.current && !done.current; attempt += 1) {
      try {
        await send();
        finish();
        return;
      } catch {
        if (await committedElsewhere(sessionId)) {
          finish();
          return;
        }
      }
      await sleep(RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!);
    }
  };

  /** Goes on to the report if the attempt was committed elsewhere (asked after the server refused a save). */
  const checkCommitted = async () => {
    if (!done.current && (await committedElsewhere(sessionId))) finish();
  };

  return { phase, byPupil, timeUp, finish, checkCommitted };
}
