import { lazy, Suspense, useEffect, useState } from 'react';
import { Modal, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { useSiteStore } from '../../../lib/site-store';

export const OPEN_HOMEWORK_EVENT = 'salt:open-homework';
/** `?homework=<chapterId>` on any page of the default frame opens the homework dialog for that session. */
export const HOMEWORK_PARAM = 'homework';

const HomeworkFlowView = lazy(() => import('./homework-flow-view').then((m) => ({ default: m.HomeworkFlowView })));

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
  return (
    <Modal
      open={!!chapterId}
      onCancel={close}
      footer={null}
      width={mobile ? '100%' : 860}
      style={mobile ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      title="课后作业"
      destroyOnHidden
    >
      {chapterId && (
        <Suspense fallback={<Spin />}>
          <HomeworkFlowView key={chapterId} chapterId={chapterId} />
        </Suspense>
      )}
    </Modal>
  );
}
