import type { ReactNode } from 'react';
import { useAskParent } from '../api/ask-parent';
import { useGuardianOrderState } from '../api/order-state';
import './ask-parent.css';

/**
 * 请家长付款 on the pupil's unpaid order: shown only when a parent is bound. While asked it says so; a refusal shows
 * the parent's reason and lets the pupil ask again. `button` draws the shop's own button (phone or desktop kit).
 */
export function AskParent(props: {
  orderId: number;
  button: (p: { onClick: () => void; loading: boolean; text: string }) => ReactNode;
}) {
  const state = useGuardianOrderState(props.orderId);
  const ask = useAskParent(props.orderId);
  if (!state.data?.hasParent) return null;
  const req = state.data.request;
  const again = req?.status === 'declined';
  if (req?.status === 'pending')
    return (
      <span className="ask-parent__note" data-testid="ask-parent-state">
        已请家长付款，等待家长处理
      </span>
    );
  if (req?.status === 'approved')
    return (
      <span className="ask-parent__note" data-testid="ask-parent-state">
        家长已同意付款
      </span>
    );
  return (
    <>
      {again && (
        <span className="ask-parent__note is-declined" data-testid="ask-parent-state">
          家长已拒绝：{req.reason ?? '家长未同意'}
        </span>
      )}
      {ask.error && <span className="ask-parent__note is-declined">{ask.error.message}</span>}
      {props.button({
        onClick: () => ask.mutate(),
        loading: ask.isPending,
        text: again ? '再次请家长付款' : '请家长付款',
      })}
    </>
  );
}
