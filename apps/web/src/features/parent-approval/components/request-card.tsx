import { useState } from 'react';
import { App, Button, Input, Modal, Tag } from 'antd';
import { GUARDIAN_REASON_MAX, type GuardianRequestView } from '@salt/domain';
import { formatFen } from '../../../lib/money';
import { formatChinaTime } from '../../../lib/china-time';

const TONE: Record<GuardianRequestView['status'], string> = {
  pending: 'orange',
  approved: 'green',
  declined: 'red',
  cancelled: 'default',
};

/** One request: what it is about (child, course, amount, deadline) and, while pending, 同意 / 拒绝. */
export function RequestCard(props: {
  request: GuardianRequestView;
  busy?: boolean;
  onApprove?: () => void;
  onDecline?: (reason: string) => Promise<unknown>;
}) {
  const r = props.request;
  const { message } = App.useApp();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const pending = r.status === 'pending';
  return (
    <article className="pa-card" data-testid={`guardian-request-${r.id}`} data-kind={r.kind}>
      <header className="pa-card__head">
        <Tag color="blue">{r.kindText}</Tag>
        <span className="pa-card__who">{r.studentName}</span>
        <Tag className="pa-card__status" color={TONE[r.status]} data-testid="request-status">
          {r.statusText}
        </Tag>
      </header>
      <div className="pa-card__title">{r.title || `订单 ${r.orderNo ?? r.targetId}`}</div>
      <dl className="pa-card__facts">
        {r.detail && (
          <>
            <dt>{r.kind === 'refund' ? '退费原因' : '调班原因'}</dt>
            <dd>{r.detail}</dd>
          </>
        )}
        {r.amountFen !== null && (
          <>
            <dt>{r.kind === 'refund' ? '退费金额' : r.kind === 'class_change' ? '差价' : '金额'}</dt>
            <dd className="pa-amount">{formatFen(r.amountFen)}</dd>
          </>
        )}
        {r.orderNo && (
          <>
            <dt>订单号</dt>
            <dd>{r.orderNo}</dd>
          </>
        )}
        {pending && r.payDeadline && (
          <>
            <dt>支付截止</dt>
            <dd>{formatChinaTime(r.payDeadline)}</dd>
          </>
        )}
        <dt>提交时间</dt>
        <dd>{formatChinaTime(r.createdAt)}</dd>
        {r.decidedAt && r.status !== 'cancelled' && (
          <>
            <dt>处理</dt>
            <dd>
              {r.decidedByName ?? '家长'} · {formatChinaTime(r.decidedAt)}
            </dd>
          </>
        )}
        {r.status === 'declined' && r.reason && (
          <>
            <dt>拒绝原因</dt>
            <dd>{r.reason}</dd>
          </>
        )}
        {r.status === 'cancelled' && (
          <>
            <dt>说明</dt>
            <dd>{r.orderPaid ? '订单已支付' : '订单已关闭或超时'}</dd>
          </>
        )}
      </dl>
      {pending && props.onApprove && (
        <footer className="pa-card__actions">
          <Button onClick={() => setDeclining(true)} disabled={props.busy}>
            拒绝
          </Button>
          <Button type="primary" loading={props.busy} onClick={props.onApprove}>
            {r.kind === 'purchase' ? '同意并付款' : '同意'}
          </Button>
        </footer>
      )}
      <Modal
        open={declining}
        title="拒绝该请求"
        okText="确定拒绝"
        cancelText="取消"
        okButtonProps={{ danger: true, loading: props.busy }}
        onCancel={() => setDeclining(false)}
        onOk={async () => {
          try {
            await props.onDecline?.(reason.trim());
            setDeclining(false);
            message.success('已拒绝');
          } catch (err) {
            message.error((err as Error).message);
          }
        }}
      >
        <p className="pa-muted">拒绝原因会显示给孩子（选填）</p>
        <Input.TextArea
          value={reason}
          maxLength={GUARDIAN_REASON_MAX}
          showCount
          rows={3}
          placeholder="例如：这门课先不报，等期末后再说"
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </article>
  );
}
