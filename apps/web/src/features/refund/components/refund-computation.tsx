import type { RefundComputationView } from '@salt/domain';
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
