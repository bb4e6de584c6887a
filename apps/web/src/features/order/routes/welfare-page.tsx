import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DotLoading, ErrorBlock, Tabs } from 'antd-mobile';
import { CouponOutline, GiftOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useMyCoupons, type MyCouponStatus } from '../api/my-coupons';
import { ClaimList } from '../components/claim-list';
import { CouponHero } from '../components/coupon-hero';
import { CouponTicket } from '../components/coupon-ticket';
import { NeedLogin } from '../../../components/need-login';
import { COUPON_STATE_TEXT, MINE_TABS } from '../use-redeem-code';
import '../components/shop-ui.css';
import './welfare-page.css';

/** 福利中心 (/m-shop/welfare): coupons to claim, the code redemption entry and the coupons one holds. */
export function WelfarePage() {
  return (
    <NeedLogin prompt="登录后查看您的福利" className="op-page" buttonClassName="op-btn">
      <Welfare />
    </NeedLogin>
  );
}

function Welfare() {
  const navigate = useNavigate();
  const unused = useMyCoupons('unused');
  const [mineTab, setMineTab] = useState<MyCouponStatus>('unused');
  const mine = useMyCoupons(mineTab);
  const entries = [
    { to: '/m-shop/couponReceive', title: '领券中心', icon: <GiftOutline /> },
    { to: '/m-shop/couponCode', title: '兑换码', icon: <CouponOutline /> },
    { to: '/m-shop/userOrderNew', title: '我的订单', icon: <UnorderedListOutline /> },
  ];
  return (
    <div className="op-page welfare">
      <CouponHero title="福利中心" sub="领优惠券 · 兑好礼 · 报名更划算" back={false}>
        <div className="welfare__count">
          我的可用优惠券 <b>{unused.data?.length ?? '-'}</b> 张
        </div>
      </CouponHero>
      <nav className="welfare__entries op-card">
        {entries.map((e) => (
          <button key={e.to} type="button" onClick={() => void navigate(e.to)}>
            <span className="welfare__icon">{e.icon}</span>
            {e.title}
          </button>
        ))}
      </nav>
      <section className="coupon-panel welfare__claim">
        <div className="coupon-panel__title">— 限时领券 —</div>
        <ClaimList />
      </section>
      <section className="op-card welfare__mine">
        <div className="op-card__title">我的优惠券</div>
        <Tabs activeKey={mineTab} onChange={(k) => setMineTab(k as MyCouponStatus)}>
          {MINE_TABS.map((t) => (
            <Tabs.Tab key={t.key} title={t.text} />
          ))}
        </Tabs>
        <div className="welfare__mine-list">
          {mine.isPending && (
            <div className="op-empty">
              <DotLoading color="primary" />
            </div>
          )}
          {mine.data?.length === 0 && <ErrorBlock status="empty" title="暂无优惠券" description="" />}
          {mine.data?.map((c) => (
            <CouponTicket
              key={c.couponUserId}
              coupon={c}
              off={c.status !== 'unused'}
              reason={COUPON_STATE_TEXT[c.status] ?? null}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
