import { useState } from 'react';
import { useNavigate } from 'react-router';
import { POINTS_EXCHANGE_MAX_QUANTITY, POINTS_MESSAGES, type Address } from '@salt/domain';
import { newIdempotencyKey } from '../../order';
import { useExchangeGoods } from '../api/exchange';
import { useGoodsDetail } from '../api/goods-detail';
import { usePointsSummary } from '../api/points-summary';
import { ActionButton } from '../components/action-button';
import { AddressChoice, useStartAddress } from '../components/address-choice';
import { useAddresses } from '../../order';
import { GoodsCover } from '../components/goods-cover';
import { ListState } from '../components/list-state';
import { QuantityStepper } from '../components/quantity-stepper';
import { YzPage } from '../components/yz-page';
import { exchangeBlock, kindLabel, maxQuantity, pointsText } from '../points-labels';
import { useIdParam } from '../use-id-param';

/**
 * 提交订单 (/yanzhi/submitOrder?id=): the item, how many (1..5, no more than the stock and the balance pay for),
 * the address for posted goods, the total and the balance after; 确认兑换 sends it once per visit (one
 * Idempotency-Key) and opens the new exchange. The server's refusal (盐值不足, 已兑完 …) shows on the page.
 */
export function SubmitOrderPage() {
  const id = useIdParam();
  const navigate = useNavigate();
  const goods = useGoodsDetail(id);
  const summary = usePointsSummary();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const exchange = useExchangeGoods(idempotencyKey);
  const [quantity, setQuantity] = useState(1);
  const [picked, setPicked] = useState<Address | null>(null);
  const address = useStartAddress(picked);
  const addresses = useAddresses();
  const [missing, setMissing] = useState(false);
  const g = goods.data;
  const balance = summary.data?.balance ?? 0;

  if (!g || !summary.data)
    return (
      <YzPage title="提交订单" testId="yz-submit">
        <ListState
          pending={id !== null && (goods.isPending || summary.isPending)}
          error={goods.error ?? summary.error}
          empty
          emptyText="商品不存在"
        >
          {null}
        </ListState>
      </YzPage>
    );

  const max = maxQuantity(g, balance);
  const count = Math.min(quantity, max);
  const total = g.pointsCost * count;
  const block = exchangeBlock(g, balance);
  const physical = g.kind === 'physical';

  const submit = () => {
    if (physical && !address) {
      setMissing(true);
      return;
    }
    exchange.mutate(
      { goodsId: g.id, quantity: count, ...(physical && address ? { addressId: address.id } : {}) },
      { onSuccess: (made) => void navigate(`/yanzhi/exchangeDetail?id=${made.id}`, { state: { exchanged: true } }) },
    );
  };

  return (
    <YzPage title="提交订单" testId="yz-submit">
      <div className="yz-submit">
        <div className="yz-submit__main">
          {physical && (
            <AddressChoice
              chosen={address}
              onChoose={(a) => {
                setPicked(a);
                setMissing(false);
              }}
            />
          )}
          {missing && !address && (
            <div className="yz-error" role="alert">
              {POINTS_MESSAGES.addressRequired}
            </div>
          )}
          <section className="yz-card yz-line">
            <div className="yz-line__pic">
              <GoodsCover url={g.coverUrl} kind={g.kind} title={g.title} />
            </div>
            <div className="yz-line__main">
              <div className="yz-line__title">{g.title}</div>
              <div className="yz-muted">
                {kindLabel(g.kind)} · 剩余 {g.stock}
              </div>
              <div className="yz-line__cost">{pointsText(g.pointsCost)}</div>
            </div>
          </section>
          <section className="yz-card yz-rows">
            <div className="yz-row">
              <span>兑换数量</span>
              <QuantityStepper value={count} max={max} onChange={setQuantity} />
            </div>
            <div className="yz-row yz-muted">每次最多兑换 {POINTS_EXCHANGE_MAX_QUANTITY} 件</div>
            {!physical && (
              <div className="yz-row yz-muted">
                {g.kind === 'coupon' ? '优惠券兑换后立即发放到「我的优惠券」' : '虚拟商品兑换后立即到账'}
              </div>
            )}
          </section>
        </div>
        <aside className="yz-card yz-sum">
          <div className="yz-row">
            <span>我的盐值</span>
            <span>{pointsText(balance)}</span>
          </div>
          <div className="yz-row">
            <span>合计</span>
            <b className="yz-sum__total" data-testid="yz-total">
              {pointsText(total)}
            </b>
          </div>
          <div className="yz-row">
            <span>兑换后剩余</span>
            <span data-testid="yz-after">{pointsText(Math.max(0, balance - total))}</span>
          </div>
          {exchange.error && (
            <div className="yz-error" role="alert">
              {exchange.error.message}
            </div>
          )}
          <div className="yz-sum__go">
            {/* Posted goods wait for the saved addresses (the default is chosen once they arrive). */}
            <ActionButton
              primary
              disabled={!!block}
              loading={exchange.isPending || (physical && addresses.isPending)}
              onClick={submit}
            >
              {block ?? '确认兑换'}
            </ActionButton>
          </div>
        </aside>
      </div>
    </YzPage>
  );
}
