import { useEffect, useState } from 'react';
import { Modal } from 'antd';
import { UnderConstruction } from './under-construction';

export const OPEN_HOMEWORK_EVENT = 'salt:open-homework';

/** Opens a homework dialog for a course session id from anywhere: `openHomework(id)`. */
export function openHomework(chapterId: string | number): void {
  window.dispatchEvent(new CustomEvent(OPEN_HOMEWORK_EVENT, { detail: { chapterId } }));
}

/**
 * The frame's homework dialog slot. The homework issue replaces the body; until then the dialog
 * still opens and says the feature is being built rather than doing nothing.
 */
export function HomeworkDialogHost({ initialChapterId = null }: { initialChapterId?: string | null }) {
  const [chapterId, setChapterId] = useState<string | null>(initialChapterId);
  useEffect(() => {
    const onOpen = (e: Event) => setChapterId(String((e as CustomEvent<{ chapterId: string }>).detail.chapterId));
    window.addEventListener(OPEN_HOMEWORK_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_HOMEWORK_EVENT, onOpen);
  }, []);
  return (
    <Modal
      open={chapterId !== null}
      onCancel={() => setChapterId(null)}
      footer={null}
      width={860}
      title="课后作业"
      destroyOnHidden
    >
      <UnderConstruction title="课后作业" />
    </Modal>
  );
}
