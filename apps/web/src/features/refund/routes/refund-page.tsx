import { Alert, Button, Empty, Skeleton, Tag } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { REFUND_STATUS_TEXT } from '@salt/domain';
import { useRefundLines } from '../api/refund-lines';
import { RefundLineSummary } from '../components/refund-computation';
import './refund-pages.css';

/**
 * 退费申请: every class the pupil paid for, with what a refund would return now and how that is computed; 申请退费
 * leads to the reason page. `?orderId=` (from an order) narrows to that order's classes.
 */
export function RefundPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = Number(params.get('orderId')) || undefined;
  const { data, isPending, error } = useRefundLines(orderId ? { orderId } : {});
  return (
    <div className="refund-page">
      <div className="refund-page__head">
        <h2>退费申请</h2>
        <Link to="/refund/record">退费记录</Link>
      </div>
      <p className="refund-page__rule">
        开课前申请全额退还实付金额；开课后按未上课次比例退还，已寄出的资料费用不予退还；优惠券不予退还。
      </p>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !data || data.length === 0 ? (
        <Empty description="暂无可申请退费的班级" />
      ) : (
        <ul className="refund-list">
          {data.map((line) => (
            <li key={line.orderItemId} className="refund-card" data-testid="refund-line">
              <RefundLineSummary line={line} />
              <div className="refund-card__actions">
                {line.openRequest && <Tag color="processing">{REFUND_STATUS_TEXT[line.openRequest.status]}</Tag>}
                {!line.canApply && line.blockedReason && (
                  <span className="refund-card__blocked">{line.blockedReason}</span>
                )}
                {line.openRequest ? (
                  <Link to="/refund/record">查看进度</Link>
                ) : (
                  <Button
                    type="primary"
                    disabled={!line.canApply}
                    onClick={() => void navigate(`/refund/cause?orderItemId=${line.orderItemId}`)}
                  >
                    申请退费
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
