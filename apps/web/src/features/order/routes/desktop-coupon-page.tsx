import { useState, type ReactNode } from 'react';
import { App, Alert, Button, Empty, Input, Segmented, Skeleton } from 'antd';
import type { MyCoupon } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';
import { fenToYuanText } from '../../../lib/money';
import { useClaimableCoupons } from '../api/coupon-receive-list';
import { useMyCoupons, type MyCouponStatus } from '../api/my-coupons';
import { useReceiveCoupon } from '../api/receive-coupon';
import { thresholdText, type TicketData } from '../components/coupon-ticket';
import { ShopHead } from '../components/desktop-parts';
import { CLAIMED_TEXT, claimLabelOf, claimStateOf } from '../coupon-claim';
import { COUPON_STATE_TEXT, MINE_TABS, useRedeemCode } from '../use-redeem-code';
import './desktop-coupon-page.css';

/** A coupon as a desktop ticket: amount, rule, scope and date on the left of its action. */
function Ticket({
  coupon,
  off,
  note,
  action,
}: {
  coupon: TicketData;
  off?: boolean;
  note?: string | null;
  action?: ReactNode;
}) {
  const scope = coupon.skuIds && coupon.skuIds.length > 0 ? '指定课程可用' : '全部课程通用';
  return (
    <div className={`dshop-ticket${off ? ' is-off' : ''}`}>
      <div className="dshop-ticket__stub">
        <div className="dshop-ticket__amount">
          <small>¥</small>
          {fenToYuanText(coupon.amountFen).replace(/\.00$/, '')}
        </div>
        <div>{thresholdText(coupon.thresholdFen)}</div>
      </div>
      <div className="dshop-ticket__main">
        <div className="dshop-ticket__name">{coupon.name}</div>
        <div className="dshop-muted">
          {scope} · {formatChinaTime(coupon.validTo, 'YYYY.MM.DD')} 前有效
        </div>
        {note && <div className="dshop-coupon__reason">{note}</div>}
      </div>
      {action && <div className="dshop-ticket__action">{action}</div>}
    </div>
  );
}

/**
 * 领券中心 on desktops (/pc-shop/coupons): coupons open for claiming, redeeming a code, and the coupons one holds.
 * The claim and redeem rules are the phone pages' (coupon-claim, useRedeemCode).
 */
export function DesktopCouponPage() {
  return (
    <div className="dshop">
      <ShopHead title="领券中心" count="先领券，再报名，好课更优惠" current="coupons" />
      <ClaimGrid />
      <div className="dshop-coupon-side">
        <RedeemCard />
        <MineCard />
      </div>
    </div>
  );
}

function ClaimGrid() {
  const { message } = App.useApp();
  const { data, isPending } = useClaimableCoupons();
  const receive = useReceiveCoupon();
  return (
    <section className="dshop-card">
      <h2>今日可领</h2>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !data || data.length === 0 ? (
        <Empty description="暂无可领取的优惠券，新的福利即将上线" />
      ) : (
        <div className="dshop-tickets" data-testid="claim-list">
          {data.map((c) => {
            const state = claimStateOf(c);
            return (
              <div key={c.id} data-testid={`claim-${c.id}`}>
                <Ticket
                  coupon={c}
                  off={state === 'gone'}
                  action={
                    <Button
                      type={state === 'claim' ? 'primary' : 'default'}
                      className={state === 'claim' ? 'dshop-pay' : undefined}
                      disabled={state !== 'claim'}
                      loading={receive.isPending && receive.variables === c.id}
                      onClick={() => receive.mutate(c.id, { onSuccess: () => void message.success(CLAIMED_TEXT) })}
                    >
                      {claimLabelOf(c)}
                    </Button>
                  }
                />
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}

function RedeemCard() {
  const r = useRedeemCode();
  return (
    <section className="dshop-card">
      <h2>兑换优惠券</h2>
      <Input.Search
        value={r.code}
        onChange={(e) => r.setCode(e.target.value)}
        onSearch={r.submit}
        placeholder="请输入兑换码"
        maxLength={32}
        enterButton="立即兑换"
        loading={r.pending}
        aria-label="兑换码"
        size="large"
      />
      {r.error && <Alert type="error" showIcon message={r.error} style={{ marginTop: 12 }} role="alert" />}
      {r.got && (
        <div data-testid="redeemed" style={{ marginTop: 12 }}>
          <Alert type="success" showIcon message="兑换成功，已放入您的账户" style={{ marginBottom: 12 }} />
          <Ticket coupon={r.got} />
        </div>
      )}
      <ul className="dshop-muted dshop-rules">
        <li>兑换码不区分大小写，每个兑换码仅可使用一次；</li>
        <li>兑换所得优惠券请在有效期内使用，过期作废；</li>
        <li>下单时在「确认订单」页选择优惠券即可抵扣。</li>
      </ul>
    </section>
  );
}

function MineCard() {
  const [tab, setTab] = useState<MyCouponStatus>('unused');
  const mine = useMyCoupons(tab);
  return (
    <section className="dshop-card">
      <h2>
        我的优惠券
        <Segmented<MyCouponStatus>
          value={tab}
          onChange={setTab}
          options={MINE_TABS.map((t) => ({ value: t.key, label: t.text }))}
        />
      </h2>
      {mine.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : !mine.data || mine.data.length === 0 ? (
        <Empty description="暂无优惠券" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div className="dshop-tickets is-narrow">
          {mine.data.map((c: MyCoupon) => (
            <Ticket
              key={c.couponUserId}
              coupon={c}
              off={c.status !== 'unused'}
              note={COUPON_STATE_TEXT[c.status] ?? null}
            />
          ))}
        </div>
      )}
    </section>
  );
}
