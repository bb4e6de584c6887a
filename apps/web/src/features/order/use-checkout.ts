import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ORDER_MESSAGES, ORDER_STATUS, type Address, type ClaimableForOrder } from '@salt/domain';
import { ownedClassNotice } from '../../lib/owned-class';
import { useAddresses } from './api/address-page';
import { useCreateOrder } from './api/create-order';
import { useOwnedSkus } from './api/owned-skus';
import { usePayOrder } from './api/pay-order';
import { usePromotion } from './api/promotion';
import { orderKeys } from './api/keys';
import { useReceiveCoupon } from './api/receive-coupon';
import { CLAIMED_TEXT } from './coupon-claim';
import { parseCheckoutParams } from './checkout-params';
import { newIdempotencyKey } from './idempotency-key';
import { followPayment, paidReturnUrl, paymentChannel } from './payment-channel';
import { useCheckoutLines, type CheckoutLine } from './use-checkout-lines';

/**
 * What the page shows: nothing asked for, still loading, a reason it cannot sell, a class the buyer already has
 * (the way to it instead of the form), or the order to confirm.
 */
export type CheckoutStage = 'empty' | 'loading' | 'problem' | 'owned' | 'ready';

/** '11月29日开课 · 19:00-20:30 · 共12讲' for a line with a class period. */
export function periodText(line: CheckoutLine): string | null {
  const p = line.period;
  if (!p) return null;
  return `${p.startDate.slice(5).replace('-', '月')}日开课 · ${p.startTime}-${p.endTime} · 共${p.lessonCount}讲`;
}

/**
 * Everything checkout knows and does, for the phone page and the desktop page alike: what is being bought (from
 * the address), whether the buyer already has it (then no form: the way to the class, before 提交订单 would answer
 * 409), the coupon (the server's best until the buyer picks), the coupons they could still claim for this order
 * (claimed and applied in one tap), the address when materials are posted, the remark, and submitting: create the
 * order once per visit (idempotency key), then pay through the payment channel or go to the order list. Only how
 * it looks differs between the two pages; a change to what checkout does belongs here.
 *
 * `onAddressMissing` is the page's way of saying an address is needed (a toast and the picker on phones);
 * `onClaimed` says a claimed coupon is applied.
 */
export function useCheckout({
  onAddressMissing,
  onClaimed,
}: {
  onAddressMissing: (message: string) => void;
  onClaimed?: (message: string) => void;
}) {
  const [search] = useSearchParams();
  const params = useMemo(() => parseCheckoutParams(search), [search]);
  const navigate = useNavigate();
  const grouped = params.startGroup || params.groupId !== null;
  const { lines, isPending, error } = useCheckoutLines(params);
  const skuIds = useMemo(() => lines.map((l) => l.skuId), [lines]);
  const needAddress = lines.some((l) => l.needLogistics);

  // Asked alongside the lines, from the link's class ids.
  const owned = useOwnedSkus({ skuIds: params.skuIds }, params.skuIds.length > 0);
  const ownedLine = owned.data?.[0];
  const ownedNotice = ownedLine ? ownedClassNotice(ownedLine) : null;

  const promo = usePromotion(skuIds, grouped);
  // 'best' follows the server's suggestion until the buyer picks (or declines) a coupon themselves.
  const [couponChoice, setCouponChoice] = useState<number | null | 'best'>('best');
  const queryClient = useQueryClient();
  const receive = useReceiveCoupon();
  const [claimingId, setClaimingId] = useState<number | null>(null);

  const addresses = useAddresses(needAddress);
  const [address, setAddress] = useState<Address | null>(null);
  useEffect(() => {
    if (!address && addresses.data?.length) setAddress(addresses.data.find((a) => a.isDefault) ?? addresses.data[0]!);
  }, [address, addresses.data]);

  const [remark, setRemark] = useState('');
  // One key per visit: a double tap or a retry after a lost answer yields the same order, never two.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = useCreateOrder(idempotencyKey);
  const pay = usePayOrder();
  const [leaving, setLeaving] = useState(false);

  // The order form never shows for a class the buyer has: wait for the answer (a failed check leaves the server's
  // own 409 at 提交订单 as the last line).
  const stage: CheckoutStage =
    params.skuIds.length === 0
      ? 'empty'
      : isPending || owned.isPending
        ? 'loading'
        : error || lines.length === 0
          ? 'problem'
          : ownedNotice
            ? 'owned'
            : 'ready';
  const problem = params.skuIds.length === 0 ? '没有要结算的课程' : error?.message || '所选课程已下架或已售罄';

  const coupons = promo.data?.coupons ?? [];
  const couponUserId = couponChoice === 'best' ? (promo.data?.bestCouponUserId ?? null) : couponChoice;
  const chosenCoupon = coupons.find((c) => c.couponUserId === couponUserId && c.usable) ?? null;
  const totalFen = promo.data?.totalFen ?? lines.reduce((s, l) => s + l.priceFen, 0);
  const couponFen = chosenCoupon?.discountFen ?? 0;
  const payFen = Math.max(0, totalFen - couponFen);
  const usableCount = coupons.filter((c) => c.usable).length;
  const claimable = promo.data?.claimable ?? [];
  const bestClaim = claimable.find((c) => c.id === promo.data?.bestClaimTemplateId) ?? null;

  /** Claims a coupon for this order and applies it: one tap instead of a trip to 领券中心. */
  const claimCoupon = async (coupon: ClaimableForOrder) => {
    if (claimingId !== null) return;
    setClaimingId(coupon.id);
    try {
      const mine = await receive.mutateAsync(coupon.id).catch(() => null); // the API client has shown why
      if (!mine) return;
      await queryClient.refetchQueries({ queryKey: orderKeys.promotions });
      if (coupon.usable) setCouponChoice(mine.couponUserId);
      onClaimed?.(coupon.usable ? `${CLAIMED_TEXT}，已为你使用` : CLAIMED_TEXT);
    } finally {
      setClaimingId(null);
    }
  };
  const busy = create.isPending || pay.isPending || leaving;
  const submitText = grouped ? (params.startGroup ? '发起拼团' : '参与拼团') : '提交订单';

  const submit = async () => {
    if (busy) return;
    if (needAddress && !address) {
      onAddressMissing(ORDER_MESSAGES.addressRequired);
      return;
    }
    const order = await create
      .mutateAsync({
        items: skuIds.map((skuId) => ({ skuId, quantity: 1 })),
        couponUserId: chosenCoupon?.couponUserId,
        addressId: needAddress ? address?.id : undefined,
        groupId: params.groupId ?? undefined,
        startGroup: params.startGroup || undefined,
        remark: remark.trim() || undefined,
        fromCart: params.fromCart || undefined,
      })
      .catch(() => null); // the API client has shown why
    if (!order) return;
    setLeaving(true);
    // Free courses and fully discounted orders are paid on creation.
    if (order.status !== ORDER_STATUS.pendingPayment || order.payFen === 0) {
      void navigate(paidReturnUrl(order.id), { replace: true });
      return;
    }
    try {
      await followPayment(await pay.mutateAsync({ orderId: order.id, ...paymentChannel() }));
    } catch {
      // The order exists unpaid: the order list offers 继续支付 for it.
      void navigate(paidReturnUrl(order.id), { replace: true });
    }
  };

  return {
    params,
    grouped,
    stage,
    problem,
    ownedNotice,
    lines,
    needAddress,
    addresses: addresses.data,
    addressesPending: needAddress && addresses.isPending,
    address,
    setAddress,
    promoPending: promo.isPending,
    coupons,
    chosenCoupon,
    chooseCoupon: setCouponChoice,
    usableCount,
    claimable,
    bestClaim,
    claimCoupon,
    claimingId,
    totalFen,
    couponFen,
    payFen,
    remark,
    setRemark,
    busy,
    submit,
    submitText,
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
