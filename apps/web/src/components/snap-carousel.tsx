import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './snap-carousel.css';

export interface SnapCarouselProps {
  /** One node per slide, each with its key. */
  slides: { key: string | number; node: ReactNode }[];
  /** The region's name for assistive technology. */
  label: string;
  /** ms between automatic turns; turning stops while the pointer or focus is inside. */
  interval?: number;
  className?: string;
  /** The dots: 'line' draws antd's desktop carousel dots, 'phone' antd-mobile's swiper indicator (white). */
  dots: 'line' | 'phone';
}

/**
 * A carousel on CSS scroll-snap: the browser scrolls, snaps and follows a finger; this only turns the slides on a
 * timer, draws the dots and follows the keys. It replaces antd's Carousel (react-slick) on the desktop home and
 * antd-mobile's Swiper (react-spring, use-gesture) on the phone shop, whose code every first visit paid for before
 * the first paint (issue 19).
 */
export function SnapCarousel({ slides, label, interval = 5000, className, dots }: SnapCarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  // The timer reads the current slide here, so it need not restart on every turn.
  const activeRef = useRef(0);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);
  // While a turn scrolls smoothly, the slides it passes are not the current one.
  const target = useRef<{ index: number; until: number } | null>(null);

  const goTo = useCallback((index: number) => {
    const el = track.current;
    if (!el) return;
    const width = el.clientWidth;
    // scrollTo is missing in jsdom; the scroll handler sets `active` when the browser has scrolled.
    target.current = { index, until: Date.now() + 1000 };
    el.scrollTo?.({ left: index * width, behavior: 'smooth' });
    setActive(index);
  }, []);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => {
      if (!document.hidden) goTo((activeRef.current + 1) % count);
    }, interval);
    return () => clearInterval(timer);
  }, [paused, count, interval, goTo]);

  // Fewer slides after a refetch: stay inside the list.
  useEffect(() => {
    if (active >= count && count > 0) goTo(0);
  }, [active, count, goTo]);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    const turning = target.current;
    if (turning && Date.now() < turning.until) {
      if (index === turning.index) target.current = null;
      return;
    }
    target.current = null;
    if (index !== active && index >= 0 && index < count) setActive(index);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') goTo((active + 1) % count);
    else if (event.key === 'ArrowLeft') goTo((active - 1 + count) % count);
    else return;
    event.preventDefault();
  };

  const drag = useMouseDrag(track, goTo);

  return (
    <div
      className={`snap-carousel${className ? ` ${className}` : ''}`}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--snap-carousel-interval': `${interval}ms` } as React.CSSProperties}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={onKeyDown}
    >
      <div className="snap-carousel__track" ref={track} onScroll={onScroll} {...drag}>
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            className={i === active ? 'snap-carousel__slide is-active' : 'snap-carousel__slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
          >
            {slide.node}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={`snap-carousel__dots snap-carousel__dots--${dots}`}>
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className={i === active ? 'is-active' : undefined}
              aria-label={`第 ${i + 1} 张`}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * A mouse can drag the slides as on a touch screen (antd's carousel was `draggable`); a drag is not a click, so the
 * slide's link does not open at the end of one.
 */
function useMouseDrag(track: React.RefObject<HTMLDivElement | null>, goTo: (index: number) => void) {
  const start = useRef<{ x: number; left: number; moved: boolean } | null>(null);
  return {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0 || !track.current) return;
      start.current = { x: event.clientX, left: track.current.scrollLeft, moved: false };
    },
    onPointerMove: (event: React.PointerEvent) => {
      const s = start.current;
      const el = track.current;
      if (!s || !el) return;
      const dx = event.clientX - s.x;
      if (Math.abs(dx) > 5 && !s.moved) {
        s.moved = true;
        el.classList.add('is-dragging');
      }
      if (s.moved) el.scrollLeft = s.left - dx;
    },
    onPointerUp: () => {
      const s = start.current;
      const el = track.current;
      if (!s || !el || !s.moved) {
        start.current = null;
        return;
      }
      goTo(settle(el, s.left));
      release(el);
      // Leave `moved` set until the click that ends the drag has been swallowed.
      setTimeout(() => (start.current = null), 0);
    },
    onPointerLeave: () => {
      const s = start.current;
      const el = track.current;
      if (s?.moved && el) {
        goTo(settle(el, s.left));
        release(el);
      }
      start.current = null;
    },
    onClickCapture: (event: React.MouseEvent) => {
      if (start.current?.moved) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    onDragStart: (event: React.DragEvent) => event.preventDefault(),
  };
}

/** Where a mouse drag ends: a fifth of a slide is enough to turn it (as react-slick did), else back where it was. */
function settle(el: HTMLDivElement, startLeft: number): number {
  const width = el.clientWidth;
  const from = Math.round(startLeft / width);
  const moved = el.scrollLeft - startLeft;
  const last = Math.max(Math.round(el.scrollWidth / width) - 1, 0);
  if (Math.abs(moved) < width / 5) return from;
  return Math.min(Math.max(from + Math.sign(moved), 0), last);
}

/** Snapping comes back once the smooth turn has ended: switched on at once, it would pull the slide back. */
function release(el: HTMLDivElement) {
  setTimeout(() => el.classList.remove('is-dragging'), 600);
}
