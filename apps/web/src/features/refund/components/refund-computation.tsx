import type { ReactNode } from 'react';
import type { RefundComputationView, RefundLine } from '@salt/domain';
import { formatFen } from '../../../lib/money';

/** 计算方式: the rule's steps as the server wrote them (paid share, sessions left, materials, amount). */
export function RefundComputation({ computation }: { computation: RefundComputationView }) {
  return (
    <div className="refund-calc">
      <div className="refund-calc__title">计算方式</div>
      <ol className="refund-calc__steps">
        {computation.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </div>
  );
}

/** The amount the refund would return, large, or why there is none. */
export function RefundAmount({ computation }: { computation: RefundComputationView }) {
  return (
    <div className="refund-amount">
      <span className="refund-amount__label">可退金额</span>
      <span className="refund-amount__value">{formatFen(computation.amountFen)}</span>
    </div>
  );
}

/** One class's refund as both pages show it: course, class and order, the amount, 计算方式, then `children`. */
export function RefundLineSummary({ line, children }: { line: RefundLine; children?: ReactNode }) {
  return (
    <>
      <div className="refund-card__top">
        <div>
          <div className="refund-card__title">{line.title}</div>
          <div className="refund-card__meta">
            {line.skuName} · 订单号 {line.orderNo}
          </div>
        </div>
        <RefundAmount computation={line.computation} />
      </div>
      <RefundComputation computation={line.computation} />
      {children}
    </>
  );
}
