import type { ReactNode } from 'react';
import { formatChinaTime } from '../../../lib/china-time';
import { fenToYuanText } from '../../../lib/money';

export interface TicketData {
  name: string;
  amountFen: number;
  thresholdFen: number;
  validTo: string;
  skuIds?: number[];
}

export function thresholdText(thresholdFen: number): string {
  return thresholdFen > 0 ? `满${fenToYuanText(thresholdFen).replace(/\.00$/, '')}元可用` : '无门槛';
}

/** A coupon drawn as a ticket; `off` greys it (unusable, used, expired) and `reason` says why. */
export function CouponTicket({
  coupon,
  action,
  off,
  chosen,
  reason,
  onClick,
  testId,
}: {
  coupon: TicketData;
  action?: ReactNode;
  off?: boolean;
  chosen?: boolean;
  reason?: string | null;
  onClick?: () => void;
  testId?: string;
}) {
  const scope = coupon.skuIds && coupon.skuIds.length > 0 ? '指定课程可用' : '全部课程通用';
  return (
    <div
      className={`op-ticket${off ? ' is-off' : ''}${chosen ? ' is-chosen' : ''}`}
      onClick={onClick}
      role={onClick ? 'button' : undefined}
      data-testid={testId}
      aria-disabled={off || undefined}
    >
      <div className="op-ticket__stub">
        <div className="op-ticket__amount">
          <small>¥</small>
          {fenToYuanText(coupon.amountFen).replace(/\.00$/, '')}
        </div>
        <div className="op-ticket__rule">{thresholdText(coupon.thresholdFen)}</div>
      </div>
      <div className="op-ticket__main">
        <div className="op-ticket__text">
          <div className="op-ticket__name">{coupon.name}</div>
          <div className="op-muted">
            {scope} · {formatChinaTime(coupon.validTo, 'YYYY.MM.DD')} 前有效
          </div>
          {reason && <div className="op-ticket__reason">{reason}</div>}
        </div>
        {action}
      </div>
    </div>
  );
}
