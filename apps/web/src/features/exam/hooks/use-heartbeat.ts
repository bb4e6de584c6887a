import { useEffect, useRef } from 'react';
import type { ExamTimeResult } from '@salt/domain';
import { postExamTime } from '../api/heartbeat';
import { monotonicNow, syncFrom, type ClockSync } from '../model/exam-clock';

export const HEARTBEAT_MS = 30_000;

interface Options {
  sessionId: number;
  enabled: boolean;
  onSync: (sync: ClockSync, result: ExamTimeResult) => void;
}

/**
 * Every 30 s the page asks the server for the time left (the countdown re-syncs, and an attempt committed
 * elsewhere, by staff or the sweep, is noticed). Losing and regaining the page (tab switch, app to background)
 * is logged as leave/return, a signal for staff; the return also re-syncs, since timers sleep in the background.
 */
export function useHeartbeat({ sessionId, enabled, onSync }: Options): void {
  const onSyncRef = useRef(onSync);
  onSyncRef.current = onSync;

  useEffect(() => {
    if (!enabled) return;
    const ask = (event: 'heartbeat' | 'leave' | 'return') => {
      const sentAt = monotonicNow();
      postExamTime(sessionId, event).then(
        (result) => onSyncRef.current(syncFrom(result.remainingSeconds, sentAt, monotonicNow()), result),
        // A missed heartbeat changes nothing: the countdown runs on and the next one re-syncs.
        () => undefined,
      );
    };
    const timer = setInterval(() => ask('heartbeat'), HEARTBEAT_MS);
    const onVisibility = () => ask(document.visibilityState === 'hidden' ? 'leave' : 'return');
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [sessionId, enabled]);
}
