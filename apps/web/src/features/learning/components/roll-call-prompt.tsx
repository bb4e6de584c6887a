import { useEffect, useState } from 'react';
import { Button, Modal, Progress } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import type { RollCall } from '../live/live-types';

/** 课堂签到: pops up when the teacher starts a roll call; the pupil answers within the window. */
export function RollCallPrompt({
  rollCall,
  offsetMs,
  onAnswer,
}: {
  rollCall: RollCall | null;
  offsetMs: number;
  onAnswer: (rollCallId: number) => void;
}) {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  const [dismissed, setDismissed] = useState<number | null>(null);
  useEffect(() => {
    if (!rollCall) return;
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 500);
    return () => clearInterval(timer);
  }, [rollCall, offsetMs]);
  if (!rollCall || dismissed === rollCall.rollCallId) return null;
  const start = new Date(rollCall.startedAt).getTime();
  const end = new Date(rollCall.endsAt).getTime();
  const left = Math.max(0, Math.ceil((end - now) / 1000));
  const percent = Math.max(0, Math.min(100, ((end - now) / Math.max(1, end - start)) * 100));
  return (
    <Modal
      open
      centered
      width={360}
      footer={null}
      closable={rollCall.answered}
      maskClosable={false}
      onCancel={() => setDismissed(rollCall.rollCallId)}
      title="课堂签到"
      className="roll-call-modal"
    >
      {rollCall.answered ? (
        <div className="roll-call__done">
          <CheckCircleFilled />
          <div>签到成功</div>
          <Button onClick={() => setDismissed(rollCall.rollCallId)}>好的</Button>
        </div>
      ) : (
        <div className="roll-call__ask">
          <Progress type="circle" percent={percent} size={96} format={() => `${left}s`} status="active" />
          <p>老师发起了签到，请在倒计时结束前完成签到</p>
          <Button type="primary" size="large" block disabled={left === 0} onClick={() => onAnswer(rollCall.rollCallId)}>
            {left === 0 ? '签到已结束' : '立即签到'}
          </Button>
        </div>
      )}
    </Modal>
  );
}
