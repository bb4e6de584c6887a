import { Link } from 'react-router';
import { ClaimList } from '../components/claim-list';
import { CouponHero } from '../components/coupon-hero';
import { NeedLogin } from '../../../components/need-login';
import '../components/shop-ui.css';

/** 领取优惠券 (/m-shop/couponReceive). */
export function CouponReceivePage() {
  return (
    <NeedLogin prompt="登录后查看您的优惠券" className="op-page" buttonClassName="op-btn">
      <div className="op-page">
        <CouponHero title="领券中心" sub="先领券，再报名，好课更优惠" />
        <div className="coupon-panel">
          <div className="coupon-panel__title">— 今日可领 —</div>
          <ClaimList />
        </div>
        <p className="op-muted coupon-foot">
          有兑换码？<Link to="/m-shop/couponCode">去兑换</Link>
          <span className="coupon-foot__dot">·</span>
          <Link to="/m-shop/welfare">我的优惠券</Link>
        </p>
      </div>
    </NeedLogin>
  );
}
