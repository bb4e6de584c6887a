import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { BACK_TO_TOP_BOTTOM_PX, BACK_TO_TOP_THRESHOLD_PX } from '@salt/domain';

/*
 * The arrow comes from @ant-design/icons, whose core the phone shop's first load otherwise does without: it loads
 * when the button first shows (after 500 px of scrolling), with an empty box of its size until then.
 */
const TopIcon = lazy(() => import('./back-to-top-icon').then((m) => ({ default: m.VerticalAlignTopOutlined })));

/** Appears after 500 px of scrolling; the mobile shop root has its own floating cart there instead. */
export function BackToTop() {
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible || /^\/m-shop\/?$/i.test(pathname)) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      style={{ bottom: BACK_TO_TOP_BOTTOM_PX }}
      aria-label="回到顶部"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Suspense fallback={<span className="anticon" style={{ width: '1em', height: '1em' }} />}>
        <TopIcon />
      </Suspense>
    </button>
  );
}
