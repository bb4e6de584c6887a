import { useEffect, useState } from 'react';

/** Milliseconds until `deadline` (ISO), ticking every second; 0 once passed. */
export function useTimeLeft(deadline: string | null, now: () => number = Date.now): number {
  const target = deadline ? Date.parse(deadline) : NaN;
  const [left, setLeft] = useState(() => (Number.isNaN(target) ? 0 : Math.max(0, target - now())));
  useEffect(() => {
    if (Number.isNaN(target)) return;
    const tick = () => setLeft(Math.max(0, target - now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [target, now]);
  return left;
}

/** 29:05, or 1:02:03 past an hour; a group's day-long window reads as hours. */
export function clockText(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
