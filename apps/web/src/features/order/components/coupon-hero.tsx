import type { ReactNode } from 'react';
import { LeftOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { isInApp } from '../../../lib/native-bridge';
import './coupon-hero.css';

/**
 * Coupon pages draw their own header (the shop header is hidden there, spec section 2): a festive banner with
 * its own back arrow, left out inside the app where the host draws one.
 */
export function CouponHero({
  title,
  sub,
  children,
  back = true,
}: {
  title: string;
  sub: string;
  children?: ReactNode;
  back?: boolean;
}) {
  const navigate = useNavigate();
  const goBack = () => {
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/m-shop/welfare');
  };
  return (
    <section className="coupon-hero">
      {back && !isInApp() && (
        <button type="button" className="coupon-hero__back" onClick={goBack} aria-label="返回">
          <LeftOutline />
        </button>
      )}
      <h1>{title}</h1>
      <p>{sub}</p>
      {children}
    </section>
  );
}
