import { Button, Popup } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import type { ClaimableForOrder, PromotionResult } from '@salt/domain';
import { CouponTicket } from './coupon-ticket';
import { Price } from './price';
import './sheet.css';

type PromoCoupon = PromotionResult['coupons'][number];

/**
 * Coupon choice at checkout: usable coupons first (with what each saves), then the ones the buyer can still claim
 * for this order (领取并使用 claims and applies), then the ones that do not apply, greyed with the server's reason
 * so the buyer knows why.
 */
export function CouponPicker({
  open,
  coupons,
  claimable = [],
  claimingId = null,
  onClaim,
  chosenId,
  onClose,
  onChoose,
}: {
  open: boolean;
  coupons: PromoCoupon[];
  claimable?: ClaimableForOrder[];
  claimingId?: number | null;
  onClaim?: (coupon: ClaimableForOrder) => void;
  chosenId: number | null;
  onClose: () => void;
  onChoose: (couponUserId: number | null) => void;
}) {
  const claimUsable = claimable.filter((c) => c.usable);
  const usable = coupons.filter((c) => c.usable);
  const unusable = coupons.filter((c) => !c.usable);
  const choose = (id: number | null) => {
    onChoose(id);
    onClose();
  };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="op-sheet">
      <div className="op-sheet__head">
        <span>选择优惠券</span>
        <button type="button" className="op-sheet__close" onClick={onClose} aria-label="关闭">
          ×
        </button>
      </div>
      <div className="op-sheet__body" data-testid="coupon-picker">
        <div className="op-picker__group">可用优惠券（{usable.length}）</div>
        {usable.map((c) => (
          <CouponTicket
            key={c.couponUserId}
            coupon={c}
            chosen={c.couponUserId === chosenId}
            onClick={() => choose(c.couponUserId)}
            testId={`coupon-option-${c.couponUserId}`}
            action={
              <div className="op-picker__save">
                <span className="op-muted">可省</span>
                <Price fen={c.discountFen} />
                {c.couponUserId === chosenId && <CheckCircleFill color="var(--op-red, #ff4b2b)" fontSize={20} />}
              </div>
            }
          />
        ))}
        {usable.length === 0 && claimUsable.length === 0 && (
          <div className="op-muted op-picker__none">暂无可用优惠券</div>
        )}
        {claimUsable.length > 0 && <div className="op-picker__group">可领取（{claimUsable.length}）</div>}
        {claimUsable.map((c) => (
          <CouponTicket
            key={`claim-${c.id}`}
            coupon={c}
            testId={`coupon-claim-${c.id}`}
            action={
              <div className="op-picker__save">
                <span className="op-muted">可省</span>
                <Price fen={c.discountFen} />
                <Button
                  size="mini"
                  shape="rounded"
                  className="op-btn"
                  loading={claimingId === c.id}
                  onClick={() => onClaim?.(c)}
                >
                  领取并使用
                </Button>
              </div>
            }
          />
        ))}
        {unusable.length > 0 && <div className="op-picker__group">不可用优惠券（{unusable.length}）</div>}
        {unusable.map((c) => (
          <CouponTicket
            key={c.couponUserId}
            coupon={c}
            off
            reason={c.reason}
            testId={`coupon-option-${c.couponUserId}`}
          />
        ))}
      </div>
      <div className="op-sheet__foot">
        <Button block shape="rounded" className="op-btn-ghost" onClick={() => choose(null)}>
          不使用优惠券
        </Button>
      </div>
    </Popup>
  );
}
