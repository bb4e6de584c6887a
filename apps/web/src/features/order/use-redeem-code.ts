import { useState } from 'react';
import type { MyCoupon } from '@salt/domain';
import { useRedeemCoupon } from './api/redeem-coupon';
import type { MyCouponStatus } from './api/my-coupons';

/** The tabs of 我的优惠券 and what a coupon that cannot be used now is doing. */
export const MINE_TABS: { key: MyCouponStatus; text: string }[] = [
  { key: 'unused', text: '未使用' },
  { key: 'used', text: '已使用' },
  { key: 'expired', text: '已过期' },
];
export const COUPON_STATE_TEXT: Record<string, string> = {
  locked: '待支付订单占用中',
  used: '已使用',
  expired: '已过期',
};

/**
 * 兑换优惠券 for both pages: the code as typed (upper case, codes are case-blind), why it did not work (the
 * server's reason, shown in place) and the coupon it gave.
 */
export function useRedeemCode() {
  const [code, setCodeText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [got, setGot] = useState<MyCoupon | null>(null);
  const redeem = useRedeemCoupon();
  const setCode = (text: string) => {
    setCodeText(text.toUpperCase());
    setError(null);
  };
  const submit = () => {
    const text = code.trim();
    if (!text) {
      setError('请输入兑换码');
      return;
    }
    setError(null);
    redeem.mutate(text, {
      onSuccess: (c) => {
        setGot(c);
        setCodeText('');
      },
      onError: (e) => setError(e.message),
    });
  };
  return { code, setCode, error, got, submit, pending: redeem.isPending };
}
