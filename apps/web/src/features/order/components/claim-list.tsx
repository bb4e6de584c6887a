import '../../../lib/antd-mobile-render';
import { Button, DotLoading, ErrorBlock, Toast } from 'antd-mobile';
import { useClaimableCoupons } from '../api/coupon-receive-list';
import { useReceiveCoupon } from '../api/receive-coupon';
import { CLAIMED_TEXT, claimLabelOf, claimStateOf } from '../coupon-claim';
import { CouponTicket } from './coupon-ticket';

/** Coupons open for claiming, each with 立即领取, 已领取 (limit reached) or 已抢光. */
export function ClaimList() {
  const { data, isPending } = useClaimableCoupons();
  const receive = useReceiveCoupon();
  if (isPending) {
    return (
      <div className="op-empty">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (!data || data.length === 0) {
    return <ErrorBlock status="empty" title="暂无可领取的优惠券" description="新的福利即将上线，敬请期待" />;
  }
  return (
    <div data-testid="claim-list">
      {data.map((c) => {
        const state = claimStateOf(c);
        const claiming = receive.isPending && receive.variables === c.id;
        return (
          <CouponTicket
            key={c.id}
            coupon={c}
            off={state === 'gone'}
            testId={`claim-${c.id}`}
            action={
              <Button
                size="small"
                shape="rounded"
                className={`op-ticket__btn ${state === 'claim' ? 'op-btn' : 'op-btn-ghost'}`}
                disabled={state !== 'claim'}
                loading={claiming}
                onClick={() =>
                  receive.mutate(c.id, { onSuccess: () => Toast.show({ icon: 'success', content: CLAIMED_TEXT }) })
                }
              >
                {claimLabelOf(c)}
              </Button>
            }
          />
        );
      })}
    </div>
  );
}
