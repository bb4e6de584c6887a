import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
// The kit's own stylesheet, so the tabs look exactly like antd-mobile's Tabs.
import 'antd-mobile/es/components/tabs/tabs.css';

export interface LightTabsProps {
  tabs: { key: string; title: string }[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
  style?: CSSProperties;
}

/**
 * antd-mobile's Tabs header (same markup and stylesheet) without react-spring: the active line slides by a CSS
 * transition and the list scrolls the active tab to the middle by the browser's smooth scroll. The phone shop's
 * home draws it before its first paint, where the animation library cost ~14 KB gzip (issue 19).
 */
export function LightTabs({ tabs, activeKey, onChange, className, style }: LightTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const [line, setLine] = useState<{ x: number; width: number }>({ x: 0, width: 0 });
  const [masks, setMasks] = useState({ left: false, right: false });
  const placed = useRef(false);
  // The line slides only once it has its first place (not in from the left edge on the first paint).
  const [sliding, setSliding] = useState(false);
  const index = tabs.findIndex((t) => t.key === activeKey);

  const updateMasks = useCallback(() => {
    const el = list.current;
    if (!el) return;
    const left = el.scrollLeft > 0;
    const right = el.scrollLeft + el.offsetWidth < el.scrollWidth;
    setMasks((m) => (m.left === left && m.right === right ? m : { left, right }));
  }, []);

  const place = useCallback(
    (smooth: boolean) => {
      const el = list.current;
      if (!el) return;
      // children: the line first, then one wrapper per tab (as in the kit).
      const tab = el.children.item(index + 1)?.children.item(0) as HTMLElement | null | undefined;
      if (index < 0 || !tab) {
        setLine({ x: 0, width: 0 });
        return;
      }
      setLine({ x: tab.offsetLeft, width: tab.offsetWidth });
      const max = el.scrollWidth - el.offsetWidth;
      if (max > 0) {
        const left = Math.min(Math.max(tab.offsetLeft - (el.offsetWidth - tab.offsetWidth) / 2, 0), max);
        if (smooth && el.scrollTo) el.scrollTo({ left, behavior: 'smooth' });
        else el.scrollLeft = left;
      }
      updateMasks();
    },
    [index, updateMasks],
  );

  // The first placement is immediate; later ones (another tab, other titles) slide.
  useLayoutEffect(() => {
    place(placed.current);
    placed.current = true;
  }, [place, tabs]);
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => setSliding(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  useLayoutEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => place(false));
    observer.observe(el);
    return () => observer.disconnect();
  }, [place]);

  const focusAfterKey = useRef(false);
  useLayoutEffect(() => {
    if (!focusAfterKey.current) return;
    focusAfterKey.current = false;
    (list.current?.children.item(index + 1)?.children.item(0) as HTMLElement | null)?.focus();
  }, [index]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    focusAfterKey.current = true;
    onChange(next.key);
  };

  return (
    <div className={className ? `adm-tabs ${className}` : 'adm-tabs'} style={style}>
      <div className="adm-tabs-header">
        <div className="adm-tabs-header-mask adm-tabs-header-mask-left" style={{ opacity: masks.left ? 1 : 0 }} />
        <div className="adm-tabs-header-mask adm-tabs-header-mask-right" style={{ opacity: masks.right ? 1 : 0 }} />
        <div className="adm-tabs-tab-list" ref={list} role="tablist" onScroll={updateMasks} onKeyDown={onKeyDown}>
          <div
            className="adm-tabs-tab-line"
            style={{
              left: 0,
              width: line.width,
              transform: `translateX(${line.x}px)`,
              transition: sliding ? 'transform 0.25s, width 0.25s' : undefined,
            }}
          />
          {tabs.map((tab) => {
            const active = tab.key === activeKey;
            return (
              <div key={tab.key} className="adm-tabs-tab-wrapper adm-tabs-tab-wrapper-stretch">
                <div
                  role="tab"
                  aria-selected={active}
                  tabIndex={active ? 0 : -1}
                  className={active ? 'adm-tabs-tab adm-tabs-tab-active' : 'adm-tabs-tab'}
                  onClick={() => {
                    if (!active) onChange(tab.key);
                  }}
                >
                  {tab.title}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
