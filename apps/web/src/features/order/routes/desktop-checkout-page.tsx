import { useState, type ReactNode } from 'react';
import { App, Button, Empty, Input, Result, Skeleton, Tag } from 'antd';
import { CheckCircleFilled, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { fenToYuanText, formatFen } from '../../../lib/money';
import { shopPath } from '../../../lib/shop-paths';
import { addressLine, maskMobile } from '../address-text';
import { DesktopAddressModal } from '../components/desktop-address-modal';
import { DesktopGroupBanner } from '../components/desktop-group';
import { DesktopPrice, GoodsCell, ShopHead } from '../components/desktop-parts';
import { thresholdText } from '../components/coupon-ticket';
import { periodText, useCheckout, type Checkout } from '../use-checkout';
import './desktop-checkout-page.css';

/**
 * 确认订单 on desktops (/pc-shop/check-order): the order on the left (address, courses, coupon, remark), what it
 * costs and 提交订单 on the right. What checkout does is useCheckout's, shared with the phone page.
 */
export function DesktopCheckoutPage() {
  const { message } = App.useApp();
  const [addressOpen, setAddressOpen] = useState(false);
  const c = useCheckout({
    onAddressMissing: (text) => {
      void message.warning(text);
      setAddressOpen(true);
    },
    onClaimed: (text) => void message.success(text),
  });

  if (c.stage === 'loading') {
    return (
      <div className="dshop">
        <ShopHead title="确认订单" current={null} />
        <div className="dshop-card">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </div>
    );
  }
  if (c.stage === 'owned' && c.ownedNotice) {
    const notice = c.ownedNotice;
    return (
      <div className="dshop">
        <ShopHead title="确认订单" current={null} />
        <Result
          className="dshop-empty"
          status="info"
          title={notice.text}
          subTitle={c.lines.map((l) => `${l.title} · ${l.skuName}`).join('、')}
          data-testid="checkout-owned"
          extra={
            <Link to={notice.to}>
              <Button type="primary">{notice.action}</Button>
            </Link>
          }
        />
      </div>
    );
  }
  if (c.stage !== 'ready') {
    return (
      <div className="dshop">
        <ShopHead title="确认订单" current={null} />
        <Empty className="dshop-empty" description={`${c.problem}，去看看其他课程吧`}>
          <Link to={shopPath('home', { mobile: false })}>
            <Button type="primary">去选课</Button>
          </Link>
        </Empty>
      </div>
    );
  }

  return (
    <div className="dshop">
      <ShopHead title="确认订单" current={null} />
      <div className="dshop-checkout">
        <div>
          {c.params.groupId !== null && <DesktopGroupBanner groupId={c.params.groupId} />}
          {c.needAddress && <AddressCard c={c} onAdd={() => setAddressOpen(true)} />}
          <CoursesCard c={c} />
          <CouponCard c={c} />
          <section className="dshop-card">
            <h2>订单备注</h2>
            <Input.TextArea
              value={c.remark}
              onChange={(e) => c.setRemark(e.target.value)}
              placeholder="选填：给老师或客服的留言"
              maxLength={200}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
            />
          </section>
        </div>
        <Summary c={c} />
      </div>
      {c.needAddress && (
        <DesktopAddressModal
          open={addressOpen}
          address={null}
          onClose={() => setAddressOpen(false)}
          onSaved={c.setAddress}
        />
      )}
    </div>
  );
}

function AddressCard({ c, onAdd }: { c: Checkout; onAdd: () => void }) {
  return (
    <section className="dshop-card" data-testid="checkout-address">
      <h2>
        收货地址 <small>本单含教材/资料，将寄送至该地址</small>
      </h2>
      {c.addressesPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <div className="dshop-choices">
          {(c.addresses ?? []).map((a) => (
            <button
              key={a.id}
              type="button"
              className={`dshop-choice${a.id === c.address?.id ? ' is-chosen' : ''}`}
              aria-pressed={a.id === c.address?.id}
              onClick={() => c.setAddress(a)}
            >
              <div className="dshop-choice__who">
                <span>{a.receiverName}</span>
                <span>{maskMobile(a.mobile)}</span>
                {a.isDefault && <Tag color="red">默认</Tag>}
              </div>
              <div className="dshop-choice__where">{addressLine(a)}</div>
            </button>
          ))}
          <button type="button" className="dshop-choice" onClick={onAdd}>
            <div className="dshop-choice__who" style={{ color: '#1677ff' }}>
              <PlusOutlined /> 新增收货地址
            </div>
          </button>
        </div>
      )}
    </section>
  );
}

function CoursesCard({ c }: { c: Checkout }) {
  const only = c.lines.length === 1 ? c.lines[0]! : null;
  return (
    <section className="dshop-card">
      <h2>
        课程信息
        {c.grouped && (
          <Tag color="volcano">
            {c.lines[0]?.groupMemberNum ?? ''}人拼团{c.params.startGroup ? ' · 我是团长' : ''}
          </Tag>
        )}
      </h2>
      <table className="dshop-table">
        <thead>
          <tr>
            <th>课程</th>
            <th className="is-num">{c.grouped ? '拼团价' : '单价'}</th>
          </tr>
        </thead>
        <tbody>
          {c.lines.map((l) => (
            <tr key={l.skuId}>
              <td>
                <GoodsCell
                  goods={l}
                  tags={
                    <>
                      {c.grouped && <Tag color="volcano">拼团价</Tag>}
                      {l.needLogistics && <Tag color="blue">含资料</Tag>}
                    </>
                  }
                />
              </td>
              <td className="is-num">
                <DesktopPrice fen={l.priceFen} was={l.originalPriceFen} size="sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {only && periodText(only) && <div className="dshop-period">{periodText(only)}</div>}
    </section>
  );
}

/** A coupon's amount and name, with what the caller adds under the name (its saving, or why it does not apply). */
function CouponFace({ amountFen, name, children }: { amountFen: number; name: string; children?: ReactNode }) {
  return (
    <>
      <span className="dshop-coupon__amount">
        <small>¥</small>
        {fenToYuanText(amountFen).replace(/\.00$/, '')}
      </span>
      <span className="dshop-coupon__text">
        <span className="dshop-coupon__name">{name}</span>
        <br />
        {children}
      </span>
    </>
  );
}

/** The coupon worth claiming for this order, claimed and applied in one tap. */
function ClaimBanner({ c }: { c: Checkout }) {
  const best = c.bestClaim;
  if (!best) return null;
  return (
    <div className="dshop-claim" data-testid="checkout-claim">
      <span>
        领取「{best.name}」本单立减 <b>{formatFen(best.discountFen)}</b>
      </span>
      <Button type="primary" danger loading={c.claimingId === best.id} onClick={() => void c.claimCoupon(best)}>
        一键领取
      </Button>
    </div>
  );
}

function CouponCard({ c }: { c: Checkout }) {
  const usable = c.coupons.filter((x) => x.usable);
  const unusable = c.coupons.filter((x) => !x.usable);
  const claimable = c.claimable.filter((x) => x.usable);
  const none = c.coupons.length === 0 && claimable.length === 0;
  return (
    <section className="dshop-card" data-testid="checkout-coupon">
      <h2>
        优惠券
        <small>
          {c.promoPending
            ? ''
            : c.usableCount > 0
              ? `${c.usableCount}张可用`
              : claimable.length > 0
                ? `${claimable.length}张可领`
                : '暂无可用优惠券'}
        </small>
      </h2>
      {!c.promoPending && <ClaimBanner c={c} />}
      {c.promoPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : none ? (
        <p className="dshop-muted" style={{ margin: 0 }}>
          暂无优惠券，<Link to={shopPath('coupons', { mobile: false })}>去领券中心看看</Link>
        </p>
      ) : (
        <div className="dshop-choices">
          {usable.map((x) => {
            const on = x.couponUserId === c.chosenCoupon?.couponUserId;
            return (
              <button
                key={x.couponUserId}
                type="button"
                className={`dshop-choice dshop-coupon${on ? ' is-chosen' : ''}`}
                aria-pressed={on}
                data-testid={`coupon-option-${x.couponUserId}`}
                onClick={() => c.chooseCoupon(x.couponUserId)}
              >
                <CouponFace amountFen={x.amountFen} name={x.name}>
                  <span className="dshop-muted">
                    {thresholdText(x.thresholdFen)} · 可省 {formatFen(x.discountFen)}
                  </span>
                </CouponFace>
                {on && <CheckCircleFilled className="dshop-coupon__action" style={{ color: '#1677ff' }} />}
              </button>
            );
          })}
          {claimable.map((x) => (
            <div key={`claim-${x.id}`} className="dshop-choice dshop-coupon" data-testid={`coupon-claim-${x.id}`}>
              <CouponFace amountFen={x.amountFen} name={x.name}>
                <span className="dshop-muted">
                  {thresholdText(x.thresholdFen)} · 领取后可省 {formatFen(x.discountFen)}
                </span>
              </CouponFace>
              <Button
                size="small"
                className="dshop-coupon__action"
                loading={c.claimingId === x.id}
                onClick={() => void c.claimCoupon(x)}
              >
                领取并使用
              </Button>
            </div>
          ))}
          {unusable.map((x) => (
            <button
              key={x.couponUserId}
              type="button"
              disabled
              className="dshop-choice dshop-coupon"
              data-testid={`coupon-option-${x.couponUserId}`}
            >
              <CouponFace amountFen={x.amountFen} name={x.name}>
                {x.reason && <span className="dshop-coupon__reason">{x.reason}</span>}
              </CouponFace>
            </button>
          ))}
          {usable.length > 0 && (
            <button
              type="button"
              className={`dshop-choice${c.chosenCoupon ? '' : ' is-chosen'}`}
              aria-pressed={!c.chosenCoupon}
              onClick={() => c.chooseCoupon(null)}
            >
              不使用优惠券
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function Summary({ c }: { c: Checkout }) {
  return (
    <aside className="dshop-card dshop-summary" aria-label="订单金额">
      <h2>订单金额</h2>
      <dl>
        <dt>商品金额</dt>
        <dd>
          <DesktopPrice fen={c.totalFen} plain size="sm" />
        </dd>
        <dt>优惠券</dt>
        <dd>
          {c.chosenCoupon ? (
            <span className="dshop-red" data-testid="checkout-coupon-value">
              -{formatFen(c.couponFen)}
            </span>
          ) : (
            <span className="dshop-muted">未使用</span>
          )}
        </dd>
        {c.chosenCoupon && (
          <>
            <dt />
            <dd className="dshop-muted">已选：{c.chosenCoupon.name}</dd>
          </>
        )}
      </dl>
      <div className="dshop-summary__pay">
        <span>实付</span>
        <span data-testid="checkout-pay">
          <DesktopPrice fen={c.payFen} size="lg" />
        </span>
      </div>
      <Button type="primary" size="large" className="dshop-buy" loading={c.busy} onClick={() => void c.submit()}>
        {c.submitText}
      </Button>
      <p className="dshop-summary__agreement dshop-muted">
        提交订单即表示同意
        <a href="/m-shop/trainingAgreement" target="_blank" rel="noreferrer">
          《培训协议》
        </a>
      </p>
    </aside>
  );
}
