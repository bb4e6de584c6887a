import { Alert, Button, Empty, Popconfirm, Skeleton, Steps, Tag } from 'antd';
import { Link } from 'react-router';
import type { RefundRequestView } from '@salt/domain';
import { formatFen } from '../../../lib/money';
import { useMyRefunds } from '../api/my-refunds';
import { useCancelRefund } from '../api/cancel-refund';
import { RefundComputation } from '../components/refund-computation';
import './refund-pages.css';

const STATUS_COLOUR: Record<RefundRequestView['status'], string> = {
  pending: 'processing',
  approved: 'blue',
  refunding: 'blue',
  refunded: 'success',
  rejected: 'error',
  cancelled: 'default',
  failed: 'warning',
};

const timeText = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }).replace(/\//g, '-');

/** 退费记录: every request with its status, amount and timeline; one still 申请中 can be withdrawn. */
export function RefundRecordPage() {
  const { data, isPending, error } = useMyRefunds();
  const cancel = useCancelRefund();
  return (
    <div className="refund-page">
      <div className="refund-page__head">
        <h2>退费记录</h2>
        <Link to="/refund">申请退费</Link>
      </div>
      {cancel.isError && <Alert type="error" showIcon title={cancel.error.message} />}
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !data || data.length === 0 ? (
        <Empty description="暂无退费记录" />
      ) : (
        <ul className="refund-list">
          {data.map((r) => (
            <li key={r.id} className="refund-card" data-testid="refund-record">
              <div className="refund-card__top">
                <div>
                  <div className="refund-card__title">{r.title}</div>
                  <div className="refund-card__meta">
                    {r.skuName} · 订单号 {r.orderNo}
                  </div>
                  <div className="refund-card__meta">
                    原因：{r.reasonLabel}
                    {r.reasonText ? `（${r.reasonText}）` : ''}
                  </div>
                </div>
                <div className="refund-amount">
                  <Tag color={STATUS_COLOUR[r.status]}>{r.statusText}</Tag>
                  <span className="refund-amount__value">{formatFen(r.approvedFen ?? r.computedFen)}</span>
                </div>
              </div>
              {r.rejectReason && <Alert type="error" showIcon title={`驳回原因：${r.rejectReason}`} />}
              <Steps
                orientation="vertical"
                size="small"
                current={r.timeline.length - 1}
                status={r.status === 'rejected' || r.status === 'failed' ? 'error' : undefined}
                items={r.timeline.map((s) => ({
                  title: s.title,
                  content: [timeText(s.at), s.note].filter(Boolean).join(' · '),
                }))}
              />
              <RefundComputation computation={r.computation} />
              {r.status === 'pending' && (
                <div className="refund-card__actions">
                  <Popconfirm title="确定撤销这条退费申请吗？" onConfirm={() => cancel.mutate(r.id)}>
                    <Button loading={cancel.isPending && cancel.variables === r.id}>撤销申请</Button>
                  </Popconfirm>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
