import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSiteStore } from '../../../lib/site-store';

export const OPEN_HOMEWORK_EVENT = 'salt:open-homework';
/** `?homework=<chapterId>` on any page of the default frame opens the homework dialog for that session. */
export const HOMEWORK_PARAM = 'homework';

// Kept out of the frame's first load: the phone shop and the desktop home never open it on arrival.
const HomeworkDialog = lazy(() => import('./homework-dialog').then((m) => ({ default: m.HomeworkDialog })));

/** Opens a homework dialog for a course session id from anywhere: `openHomework(id)`. */
export function openHomework(chapterId: string | number): void {
  window.dispatchEvent(new CustomEvent(OPEN_HOMEWORK_EVENT, { detail: { chapterId } }));
}

/** The frame's homework dialog slot: opened by `?homework=<chapterId>` or `openHomework(id)`. */
export function HomeworkDialogHost({ initialChapterId = null }: { initialChapterId?: string | null }) {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(HOMEWORK_PARAM);
  const [fromEvent, setFromEvent] = useState<string | null>(initialChapterId);
  const chapterId = fromUrl || fromEvent;
  useEffect(() => {
    const onOpen = (e: Event) => setFromEvent(String((e as CustomEvent<{ chapterId: string }>).detail.chapterId));
    window.addEventListener(OPEN_HOMEWORK_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_HOMEWORK_EVENT, onOpen);
  }, []);
  const close = () => {
    setFromEvent(null);
    if (fromUrl)
      setParams(
        (p) => {
          p.delete(HOMEWORK_PARAM);
          return p;
        },
        { replace: true },
      );
  };
  // The dialog (antd's Modal) is fetched the first time one opens, then stays to play its closing animation.
  const [wanted, setWanted] = useState(!!chapterId);
  useEffect(() => {
    if (chapterId) setWanted(true);
  }, [chapterId]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <HomeworkDialog chapterId={chapterId} mobile={mobile} onClose={close} />
    </Suspense>
  );
}
