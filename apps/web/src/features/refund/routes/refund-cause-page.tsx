import { useState } from 'react';
import { Alert, Button, Empty, Input, Radio, Skeleton, message } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { REFUND_REASONS, type RefundReasonCode } from '@salt/domain';
import { useRefundLines } from '../api/refund-lines';
import { useApplyRefund } from '../api/apply-refund';
import { RefundLineSummary } from '../components/refund-computation';
import './refund-pages.css';

const REASONS = Object.entries(REFUND_REASONS) as [RefundReasonCode, string][];

/**
 * 退费原因: the class and its refund again (amount and computation), a reason from the fixed list and up to 200
 * characters more, then 确认申请; the request shows in 退费记录.
 */
export function RefundCausePage() {
  const [params] = useSearchParams();
  const orderItemId = Number(params.get('orderItemId')) || 0;
  const navigate = useNavigate();
  const { data, isPending } = useRefundLines({ orderItemId }, orderItemId > 0);
  const apply = useApplyRefund();
  const [reason, setReason] = useState<RefundReasonCode | null>(null);
  const [text, setText] = useState('');
  const line = data?.[0];

  const submit = () => {
    if (!reason || !line) return;
    apply.mutate(
      { orderItemId: line.orderItemId, reasonCode: reason, reasonText: text.trim() },
      {
        onSuccess: () => {
          void message.success('退费申请已提交');
          void navigate('/refund/record');
        },
      },
    );
  };

  return (
    <div className="refund-page">
      <div className="refund-page__head">
        <h2>退费原因</h2>
        <Link to="/refund">返回</Link>
      </div>
      {orderItemId > 0 && isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : !line ? (
        <Empty description="未找到该班级，请从退费申请页选择">
          <Link to="/refund">去选择班级</Link>
        </Empty>
      ) : (
        <>
          <div className="refund-card">
            <RefundLineSummary line={line} />
          </div>
          {!line.canApply && line.blockedReason && <Alert type="warning" showIcon title={line.blockedReason} />}
          <div className="refund-form__label">退费原因</div>
          <Radio.Group
            className="refund-form__reasons"
            value={reason}
            onChange={(e) => setReason(e.target.value as RefundReasonCode)}
            options={REASONS.map(([value, label]) => ({ value, label }))}
          />
          <div className="refund-form__label">补充说明（选填）</div>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={200}
            showCount
            rows={3}
            placeholder="请说明退费原因，便于我们改进"
          />
          {apply.isError && <Alert type="error" showIcon title={apply.error.message} style={{ marginTop: 12 }} />}
          <Button
            className="refund-form__submit"
            type="primary"
            block
            size="large"
            disabled={!reason || !line.canApply}
            loading={apply.isPending}
            onClick={submit}
          >
            确认申请
          </Button>
        </>
      )}
    </div>
  );
}
