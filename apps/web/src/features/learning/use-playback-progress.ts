import { useCallback, useEffect, useRef } from 'react';
import { savePlaybackProgress } from './api/playback-progress';

export const PROGRESS_SAVE_MS = 10_000;

/**
 * Remembers where the pupil is in a session's recording and saves it: every 10 s while playing, on pause, when
 * the tab is hidden and when the page is left. Only changed positions are sent.
 */
export function usePlaybackProgress(chapterId: number) {
  const position = useRef<number | null>(null);
  const saved = useRef<number | null>(null);
  const playing = useRef(false);

  const save = useCallback(() => {
    const pos = position.current;
    if (pos === null || Math.floor(pos) === saved.current) return;
    saved.current = Math.floor(pos);
    void savePlaybackProgress(chapterId, pos).catch(() => {
      // Try again with the next tick: a lost save only costs a few seconds of resume accuracy.
      saved.current = null;
    });
  }, [chapterId]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (playing.current) save();
    }, PROGRESS_SAVE_MS);
    const onHide = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', save);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [save]);

  return {
    /** The position in the whole session (records laid end to end), in seconds. */
    track(sec: number) {
      position.current = sec;
    },
    setPlaying(on: boolean) {
      playing.current = on;
    },
    /** Marks a position as already on the server (the one resumed from). */
    markSaved(sec: number) {
      position.current = sec;
      saved.current = Math.floor(sec);
    },
    save,
  };
}

/** Which record a session-wide position falls in, and where inside it; past the end resumes at the start. */
export function locate(durations: number[], positionSec: number): { index: number; offset: number } {
  let start = 0;
  for (let i = 0; i < durations.length; i++) {
    const d = durations[i]!;
    // The last few seconds count as finished: resuming there would show only the closing frame.
    if (positionSec < start + d - 5) return { index: i, offset: Math.max(0, positionSec - start) };
    start += d;
  }
  return { index: 0, offset: 0 };
}
