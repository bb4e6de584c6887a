import { lazy, Suspense } from 'react';
import { Modal, Spin } from 'antd';

const HomeworkFlowView = lazy(() => import('./homework-flow-view').then((m) => ({ default: m.HomeworkFlowView })));

/** The homework dialog itself, loaded by HomeworkDialogHost when a session's homework is first asked for. */
export function HomeworkDialog({
  chapterId,
  mobile,
  onClose,
}: {
  chapterId: string | null;
  mobile: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={!!chapterId}
      onCancel={onClose}
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
