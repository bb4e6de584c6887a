import { useCallback, useEffect, useRef, useState } from 'react';
import { SUBMIT_LOCK_MS } from '@salt/domain';

/**
 * Double submit guard: a run is refused while one is in progress and for SUBMIT_LOCK_MS (5 s) after it
 * started. `run` answers undefined when refused.
 */
export function useSubmitLock() {
  const busyRef = useRef(false);
  const lockedUntil = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState(false);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (busyRef.current || Date.now() < lockedUntil.current) return undefined;
    busyRef.current = true;
    lockedUntil.current = Date.now() + SUBMIT_LOCK_MS;
    setBusy(true);
    setLocked(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setLocked(false), SUBMIT_LOCK_MS);
    try {
      return await work();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  return { run, busy, blocked: busy || locked };
}
