import { Link } from 'react-router';
import { Button, Input } from 'antd-mobile';
import { useRedeemCode } from '../use-redeem-code';
import { CouponHero } from '../components/coupon-hero';
import { CouponTicket } from '../components/coupon-ticket';
import { NeedLogin } from '../../../components/need-login';
import '../components/shop-ui.css';
import './coupon-code-page.css';

/** 兑换优惠券 (/m-shop/couponCode): type a code, see the coupon it gave or why it did not. */
export function CouponCodePage() {
  return (
    <NeedLogin prompt="登录后查看您的优惠券" className="op-page" buttonClassName="op-btn">
      <Redeem />
    </NeedLogin>
  );
}

function Redeem() {
  const { code, setCode, error, got, submit, pending } = useRedeemCode();
  return (
    <div className="op-page">
      <CouponHero title="兑换优惠券" sub="输入活动兑换码，优惠券立即到账" />
      <div className="coupon-panel redeem">
        <div className="redeem__field">
          <Input
            value={code}
            onChange={setCode}
            placeholder="请输入兑换码"
            maxLength={32}
            clearable
            onEnterPress={submit}
            aria-label="兑换码"
          />
        </div>
        {error && (
          <div className="redeem__error" role="alert">
            {error}
          </div>
        )}
        <Button block shape="rounded" className="op-btn redeem__btn" loading={pending} onClick={submit}>
          立即兑换
        </Button>
        {got && (
          <div className="redeem__got" data-testid="redeemed">
            <div className="coupon-panel__title">兑换成功，已放入您的账户</div>
            <CouponTicket coupon={got} />
          </div>
        )}
        <ul className="redeem__rules op-muted">
          <li>兑换码不区分大小写，每个兑换码仅可使用一次；</li>
          <li>兑换所得优惠券请在有效期内使用，过期作废；</li>
          <li>下单时在「确认订单」页选择优惠券即可抵扣。</li>
        </ul>
      </div>
      <p className="op-muted coupon-foot">
        <Link to="/m-shop/couponReceive">去领券中心</Link>
        <span className="coupon-foot__dot">·</span>
        <Link to="/m-shop/welfare">我的优惠券</Link>
      </p>
    </div>
  );
}
