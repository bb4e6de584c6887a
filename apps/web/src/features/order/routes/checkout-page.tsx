import '../../../lib/antd-mobile-render';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, DotLoading, ErrorBlock, TextArea, Toast } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { AddressPicker } from '../components/address-picker';
import { AddressSummary } from '../components/address-card';
import { CouponPicker } from '../components/coupon-picker';
import { GoodsLine } from '../components/goods-line';
import { GroupBanner } from '../components/group-banner';
import { NeedLogin } from '../../../components/need-login';
import { Price } from '../components/price';
import { periodText, useCheckout } from '../use-checkout';
import { formatFen } from '../../../lib/money';
import type { OwnedClassNotice } from '../../../lib/owned-class';
import { shopPath } from '../../../lib/shop-paths';
import '../components/shop-ui.css';
import '../components/sheet.css';
import './checkout-page.css';

/** 确认订单 (/m-shop/checkOrder): the phone layout of useCheckout. */
export function CheckoutPage() {
  return (
    <NeedLogin prompt="登录后查看您的订单" className="op-page" buttonClassName="op-btn">
      <Checkout />
    </NeedLogin>
  );
}

function Checkout() {
  const [couponOpen, setCouponOpen] = useState(false);
  const [addressOpen, setAddressOpen] = useState(false);
  const c = useCheckout({
    onAddressMissing: (message) => {
      Toast.show({ content: message });
      setAddressOpen(true);
    },
    onClaimed: (message) => Toast.show({ icon: 'success', content: message }),
  });
  const { params, grouped, lines, address, coupons, chosenCoupon: chosen, couponFen, payFen, bestClaim } = c;
  const anyCoupon = coupons.length > 0 || c.claimable.length > 0;

  if (c.stage === 'empty' || c.stage === 'problem') return <Problem text={c.problem} />;
  if (c.stage === 'loading') return <Loading />;
  if (c.stage === 'owned' && c.ownedNotice)
    return <Owned notice={c.ownedNotice} what={lines.map((l) => `${l.title} · ${l.skuName}`).join('、')} />;

  return (
    <div className="op-page has-bar checkout">
      {params.groupId !== null && <GroupBanner groupId={params.groupId} />}

      {c.needAddress && (
        <div className="op-card op-row--link" onClick={() => setAddressOpen(true)} data-testid="checkout-address">
          <div className="op-address-edge" />
          {address ? (
            <AddressSummary address={address} trailing={<RightOutline color="#b4bccc" />} />
          ) : (
            <div className="op-row">
              <span className="checkout__add-address">+ 添加收货地址</span>
              <RightOutline color="#b4bccc" />
            </div>
          )}
          <div className="op-muted checkout__address-tip">本单含教材/资料，将寄送至该地址</div>
        </div>
      )}

      <div className="op-card">
        <div className="op-card__title">
          <span>课程信息</span>
          {grouped && (
            <span className="op-tag">
              {lines[0]?.groupMemberNum ?? ''}人拼团{params.startGroup ? ' · 我是团长' : ''}
            </span>
          )}
        </div>
        {lines.map((l) => (
          <GoodsLine
            key={l.skuId}
            goods={l}
            tags={
              <>
                {grouped && <span className="op-tag">拼团价</span>}
                {l.needLogistics && <span className="op-tag op-tag--blue">含资料</span>}
              </>
            }
          />
        ))}
        {lines.length === 1 && periodText(lines[0]!) && (
          <div className="checkout__period op-muted">{periodText(lines[0]!)}</div>
        )}
      </div>

      <div className="op-card">
        <div className="op-row">
          <span className="op-row__label">商品金额</span>
          <Price fen={c.totalFen} plain />
        </div>
        <div
          className="op-row op-row--link"
          onClick={() => anyCoupon && setCouponOpen(true)}
          data-testid="checkout-coupon"
        >
          <span className="op-row__label">优惠券</span>
          <span className="op-row__value">
            {c.promoPending ? (
              <DotLoading />
            ) : chosen ? (
              <span className="op-red" data-testid="checkout-coupon-value">
                -{formatFen(couponFen)}
              </span>
            ) : c.usableCount > 0 ? (
              <span className="op-red">{c.usableCount}张可用</span>
            ) : bestClaim ? (
              <span className="op-red">有券可领</span>
            ) : (
              <span className="op-muted">{anyCoupon ? '暂无可用' : '暂无优惠券'}</span>
            )}
            {anyCoupon && <RightOutline color="#b4bccc" />}
          </span>
        </div>
        {chosen && <div className="checkout__coupon-name op-muted">已选：{chosen.name}</div>}
        {bestClaim && (
          <div className="checkout__claim" data-testid="checkout-claim">
            <span className="checkout__claim-text">
              领取「{bestClaim.name}」立减 <b>{formatFen(bestClaim.discountFen)}</b>
            </span>
            <Button
              size="small"
              shape="rounded"
              className="op-btn"
              loading={c.claimingId === bestClaim.id}
              onClick={() => void c.claimCoupon(bestClaim)}
            >
              一键领取
            </Button>
          </div>
        )}
        <div className="op-row checkout__pay-row">
          <span className="op-row__label">实付</span>
          <span data-testid="checkout-pay">
            <Price fen={payFen} />
          </span>
        </div>
      </div>

      <div className="op-card">
        <div className="op-card__title">订单备注</div>
        <TextArea
          value={c.remark}
          onChange={c.setRemark}
          placeholder="选填：给老师或客服的留言"
          maxLength={200}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          className="checkout__remark"
        />
      </div>

      <p className="checkout__agreement op-muted">
        提交订单即表示同意
        <a href="/m-shop/trainingAgreement" target="_blank" rel="noreferrer">
          《培训协议》
        </a>
      </p>

      <div className="op-bar">
        <div className="op-bar__sum">
          {couponFen > 0 && <span className="op-muted checkout__saved">已优惠 {formatFen(couponFen)}</span>}
          实付 <Price fen={payFen} />
        </div>
        <Button className="op-btn" shape="rounded" loading={c.busy} onClick={() => void c.submit()}>
          {c.submitText}
        </Button>
      </div>

      <CouponPicker
        open={couponOpen}
        coupons={coupons}
        claimable={c.claimable}
        claimingId={c.claimingId}
        onClaim={(coupon) => void c.claimCoupon(coupon).then(() => setCouponOpen(false))}
        chosenId={chosen?.couponUserId ?? null}
        onClose={() => setCouponOpen(false)}
        onChoose={c.chooseCoupon}
      />
      {c.needAddress && (
        <AddressPicker
          open={addressOpen}
          chosenId={address?.id ?? null}
          onClose={() => setAddressOpen(false)}
          onChoose={c.setAddress}
        />
      )}
    </div>
  );
}

function Loading() {
  return (
    <div className="op-page">
      <div className="op-card op-empty">
        <DotLoading color="primary" />
      </div>
    </div>
  );
}

/** A class the buyer already has: say so and lead to it, instead of an order form that would end in 409. */
function Owned({ notice, what }: { notice: OwnedClassNotice; what: string }) {
  const navigate = useNavigate();
  return (
    <div className="op-page">
      <div className="op-card op-empty" data-testid="checkout-owned">
        <ErrorBlock status="default" title={notice.text} description={what} />
        <Button className="op-btn" shape="rounded" onClick={() => void navigate(notice.to)}>
          {notice.action}
        </Button>
      </div>
    </div>
  );
}

function Problem({ text }: { text: string }) {
  const navigate = useNavigate();
  return (
    <div className="op-page">
      <div className="op-card op-empty">
        <ErrorBlock status="empty" title={text} description="去看看其他课程吧" />
        <Button className="op-btn" shape="rounded" onClick={() => void navigate(shopPath('home', { mobile: true }))}>
          去选课
        </Button>
      </div>
    </div>
  );
}
