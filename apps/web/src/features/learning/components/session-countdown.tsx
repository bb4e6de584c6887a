import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_EXTRA_MS } from '@salt/domain';

const reloadPage = () => window.location.reload();

/** Splits milliseconds into 天/时/分/秒 for display. */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * Milliseconds until `startAt` + 10 s (spec: the countdown target adds 10 s, so the server already sees the
 * session as live when the page reloads), on the server's clock; calls `onZero` once when it runs out.
 */
export function useReloadCountdown(startAt: string, offsetMs: number, onZero: () => void = reloadPage): number {
  const target = new Date(startAt).getTime() + COUNTDOWN_EXTRA_MS;
  const leftNow = () => target - (Date.now() + offsetMs);
  const [left, setLeft] = useState(leftNow);
  const fired = useRef(false);
  const zero = useRef(onZero);
  zero.current = onZero;
  useEffect(() => {
    fired.current = false;
    const tick = () => {
      const ms = target - (Date.now() + offsetMs);
      setLeft(ms);
      if (ms <= 0 && !fired.current) {
        fired.current = true;
        zero.current();
      }
      return ms;
    };
    if (tick() <= 0) return;
    const timer = setInterval(() => {
      if (tick() <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target, offsetMs]);
  return left;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '距开课 2天 03:12:45'; the page reloads at zero so the card turns into 进入教室 by itself. */
export function SessionCountdown({
  startAt,
  offsetMs = 0,
  onZero,
  label = '距开课',
}: {
  startAt: string;
  offsetMs?: number;
  onZero?: () => void;
  label?: string;
}) {
  const left = useReloadCountdown(startAt, offsetMs, onZero);
  const { days, hours, minutes, seconds } = splitDuration(left);
  return (
    <span className="learn-countdown" role="timer" aria-live="off">
      <span className="learn-countdown__label">{label}</span>
      {days > 0 && (
        <>
          <b>{days}</b>天
        </>
      )}
      <b>{pad(hours)}</b>:<b>{pad(minutes)}</b>:<b>{pad(seconds)}</b>
    </span>
  );
}
