import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
// Components ask which pages are built; the app registers its route table the same way at start.
import './app/routes/route-built';

afterEach(() => cleanup());

// `waitFor`/`findBy*` give up after 1 s by default: on the 2-CPU machine under load (the suite's three workers, a
// build or a browser beside it) a click → fake API → render chain took 3 s and a correct page failed. A wait that
// succeeds returns as soon as it does, so a longer limit only costs time when a test is failing anyway.
configure({ asyncUtilTimeout: 5_000 });

// antd's responsive helpers ask matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd's Tabs and overflow helpers observe sizes; jsdom has no layout, so a no-op observer is enough.
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = NoopResizeObserver;
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = NoopResizeObserver;
}

// antd-mobile's sheets track drags with pointer capture (use-gesture); jsdom has no pointer capture.
if (!Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
}

/*
 * antd writes its CSS-in-JS into <head> as <style> elements (rc-util's injectCSS marks each `data-rc-order`), and
 * with files sharing a worker's jsdom (isolate: false) they pile up. jsdom 29 matches every rule of every sheet, for
 * the element and each ancestor, on each getComputedStyle, which testing-library's role queries and user-event's
 * pointer-events check call for every query and click: the web tests spent about 45% of their CPU there
 * (188 s → 103 s of CPU for the project, measured 2026-11-24). The tests assert on markup, roles and text, never on
 * antd's styling (css: false already leaves our own CSS out), so those sheets are kept out of the document: the
 * element is handed back unattached, and removing it again is a no-op, as rc-util expects of its own nodes.
 */
{
  const isAntdStyle = (node: Node) => node instanceof HTMLStyleElement && node.hasAttribute('data-rc-order');
  const { appendChild, insertBefore, removeChild } = Node.prototype;
  Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
    return isAntdStyle(node) ? node : (appendChild.call(this, node) as T);
  };
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    return isAntdStyle(node) ? node : (insertBefore.call(this, node, child) as T);
  };
  Node.prototype.removeChild = function <T extends Node>(this: Node, node: T): T {
    return isAntdStyle(node) && node.parentNode !== this ? node : (removeChild.call(this, node) as T);
  };
}
