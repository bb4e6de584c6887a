import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, DotLoading, ErrorBlock, TextArea, Toast } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { ORDER_MESSAGES, type Address } from '@salt/domain';
import { useAddresses } from '../api/address-page';
import { useCreateOrder } from '../api/create-order';
import { usePayOrder } from '../api/pay-order';
import { usePromotion } from '../api/promotion';
import { AddressPicker } from '../components/address-picker';
import { AddressSummary } from '../components/address-card';
import { CouponPicker } from '../components/coupon-picker';
import { GoodsLine } from '../components/goods-line';
import { GroupBanner } from '../components/group-banner';
import { NeedLogin } from '../components/need-login';
import { Price } from '../components/price';
import { parseCheckoutParams } from '../checkout-params';
import { newIdempotencyKey } from '../idempotency-key';
import { followPayment, paidReturnUrl, paymentChannel } from '../payment-channel';
import { useCheckoutLines, type CheckoutLine } from '../use-checkout-lines';
import { formatFen } from '../../../lib/money';
import '../components/shop-ui.css';
import '../components/sheet.css';
import './checkout-page.css';

/** 确认订单 (/m-shop/checkOrder). */
export function CheckoutPage() {
  return (
    <NeedLogin what="订单">
      <Checkout />
    </NeedLogin>
  );
}

function periodText(line: CheckoutLine): string | null {
  const p = line.period;
  if (!p) return null;
  return `${p.startDate.slice(5).replace('-', '月')}日开课 · ${p.startTime}-${p.endTime} · 共${p.lessonCount}讲`;
}

function Checkout() {
  const [search] = useSearchParams();
  const params = useMemo(() => parseCheckoutParams(search), [search]);
  const navigate = useNavigate();
  const grouped = params.startGroup || params.groupId !== null;
  const { lines, isPending, error } = useCheckoutLines(params);
  const skuIds = useMemo(() => lines.map((l) => l.skuId), [lines]);
  const needAddress = lines.some((l) => l.needLogistics);

  const promo = usePromotion(skuIds, grouped);
  // 'best' follows the server's suggestion until the buyer picks (or declines) a coupon themselves.
  const [couponChoice, setCouponChoice] = useState<number | null | 'best'>('best');
  const [couponOpen, setCouponOpen] = useState(false);

  const addresses = useAddresses(needAddress);
  const [address, setAddress] = useState<Address | null>(null);
  const [addressOpen, setAddressOpen] = useState(false);
  useEffect(() => {
    if (!address && addresses.data?.length) setAddress(addresses.data.find((a) => a.isDefault) ?? addresses.data[0]!);
  }, [address, addresses.data]);

  const [remark, setRemark] = useState('');
  // One key per visit: a double tap or a retry after a lost answer yields the same order, never two.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const create = useCreateOrder(idempotencyKey);
  const pay = usePayOrder();
  const [leaving, setLeaving] = useState(false);

  if (params.skuIds.length === 0) return <Problem text="没有要结算的课程" />;
  if (isPending) return <Loading />;
  if (error || lines.length === 0) return <Problem text={error?.message || '所选课程已下架或已售罄'} />;

  const coupons = promo.data?.coupons ?? [];
  const couponUserId = couponChoice === 'best' ? (promo.data?.bestCouponUserId ?? null) : couponChoice;
  const chosen = coupons.find((c) => c.couponUserId === couponUserId && c.usable) ?? null;
  const totalFen = promo.data?.totalFen ?? lines.reduce((s, l) => s + l.priceFen, 0);
  const couponFen = chosen?.discountFen ?? 0;
  const payFen = Math.max(0, totalFen - couponFen);
  const usableCount = coupons.filter((c) => c.usable).length;
  const busy = create.isPending || pay.isPending || leaving;

  const submit = async () => {
    if (busy) return;
    if (needAddress && !address) {
      Toast.show({ content: ORDER_MESSAGES.addressRequired });
      setAddressOpen(true);
      return;
    }
    const order = await create
      .mutateAsync({
        items: skuIds.map((skuId) => ({ skuId, quantity: 1 })),
        couponUserId: chosen?.couponUserId,
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
    if (order.status !== '0' || order.payFen === 0) {
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

  return (
    <div className="op-page has-bar checkout">
      {params.groupId !== null && <GroupBanner groupId={params.groupId} />}

      {needAddress && (
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
          <Price fen={totalFen} plain />
        </div>
        <div
          className="op-row op-row--link"
          onClick={() => coupons.length > 0 && setCouponOpen(true)}
          data-testid="checkout-coupon"
        >
          <span className="op-row__label">优惠券</span>
          <span className="op-row__value">
            {promo.isPending ? (
              <DotLoading />
            ) : chosen ? (
              <span className="op-red" data-testid="checkout-coupon-value">
                -{formatFen(couponFen)}
              </span>
            ) : usableCount > 0 ? (
              <span className="op-red">{usableCount}张可用</span>
            ) : (
              <span className="op-muted">{coupons.length > 0 ? '暂无可用' : '暂无优惠券'}</span>
            )}
            {coupons.length > 0 && <RightOutline color="#b4bccc" />}
          </span>
        </div>
        {chosen && <div className="checkout__coupon-name op-muted">已选：{chosen.name}</div>}
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
          value={remark}
          onChange={setRemark}
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
        <Button className="op-btn" shape="rounded" loading={busy} onClick={() => void submit()}>
          {grouped ? (params.startGroup ? '发起拼团' : '参与拼团') : '提交订单'}
        </Button>
      </div>

      <CouponPicker
        open={couponOpen}
        coupons={coupons}
        chosenId={chosen?.couponUserId ?? null}
        onClose={() => setCouponOpen(false)}
        onChoose={setCouponChoice}
      />
      {needAddress && (
        <AddressPicker
          open={addressOpen}
          chosenId={address?.id ?? null}
          onClose={() => setAddressOpen(false)}
          onChoose={setAddress}
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

function Problem({ text }: { text: string }) {
  const navigate = useNavigate();
  return (
    <div className="op-page">
      <div className="op-card op-empty">
        <ErrorBlock status="empty" title={text} description="去看看其他课程吧" />
        <Button className="op-btn" shape="rounded" onClick={() => void navigate('/m-shop')}>
          去选课
        </Button>
      </div>
    </div>
  );
}
