import { CheckCircleFilled } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useSiteStore } from '../../../lib/site-store';
import { useCancelExchange } from '../api/cancel-exchange';
import { useExchangeDetail } from '../api/exchange-detail';
import { useReceiveExchange } from '../api/receive-exchange';
import { ConfirmAction } from '../components/confirm-action';
import { GoodsCover } from '../components/goods-cover';
import { ListState } from '../components/list-state';
import { YzPage } from '../components/yz-page';
import { STATUS_TONE, kindLabel, pointsText, timeText } from '../points-labels';
import { useIdParam } from '../use-id-param';

const STATUS_HINT = {
  toShip: '商品打包中，发货前可取消兑换',
  shipped: '商品已发出，请留意查收',
  completed: '兑换已完成，感谢参与',
  cancelled: '兑换已取消，盐值已退回',
} as const;

/**
 * 兑换详情 (/yanzhi/exchangeDetail?id=): the status, the item, the points, the address and the parcel, the coupon
 * issued; 取消兑换 while it waits for shipment, 确认收货 once shipped. Arriving from 提交订单 it says 兑换成功.
 */
export function ExchangeDetailPage() {
  const id = useIdParam();
  const { state } = useLocation() as { state: { exchanged?: boolean } | null };
  const detail = useExchangeDetail(id);
  const cancel = useCancelExchange();
  const receive = useReceiveExchange();
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const x = detail.data;
  const failed = cancel.error ?? receive.error;

  return (
    <YzPage title="兑换详情" testId="yz-exchange-detail">
      <ListState
        pending={id !== null && detail.isPending}
        error={detail.error}
        empty={id === null || !x}
        emptyText="兑换记录不存在"
      >
        {x && (
          <div className="yz-stack">
            {state?.exchanged && (
              <div className="yz-success" role="status">
                <CheckCircleFilled /> 兑换成功！共消耗 {pointsText(x.pointsTotal)}
              </div>
            )}
            <section className={`yz-state-card ${STATUS_TONE[x.status]}`}>
              <div className="yz-state-card__title">{x.statusText}</div>
              <div>{STATUS_HINT[x.status]}</div>
            </section>
            {x.address && (
              <section className="yz-card">
                <h3>收货信息</h3>
                <div>
                  {x.address.receiverName} {x.address.mobile}
                </div>
                <div className="yz-muted">
                  {x.address.region} {x.address.detail}
                </div>
              </section>
            )}
            {x.logistics && (
              <section className="yz-card">
                <h3>物流信息</h3>
                <div>
                  {x.logistics.company} · 运单号 {x.logistics.trackingNo}
                </div>
              </section>
            )}
            <section className="yz-card">
              <div className="yz-line">
                <div className="yz-line__pic">
                  <GoodsCover url={x.coverUrl} kind={x.kind} title={x.title} />
                </div>
                <div className="yz-line__main">
                  <div className="yz-line__title">{x.title}</div>
                  <div className="yz-muted">
                    {kindLabel(x.kind)} · {pointsText(x.pointsCost)} × {x.quantity}
                  </div>
                </div>
              </div>
              <div className="yz-row">
                <span>消耗盐值</span>
                <b className="yz-sum__total">{pointsText(x.pointsTotal)}</b>
              </div>
              {x.couponUserId !== null && (
                <div className="yz-row">
                  <span>优惠券已发放</span>
                  <Link to={mobile ? '/m-shop/welfare' : '/pc-shop/coupons'} className="yz-link">
                    查看我的优惠券 ›
                  </Link>
                </div>
              )}
            </section>
            <section className="yz-card yz-rows">
              <div className="yz-row">
                <span>兑换单号</span>
                <span>{x.exchangeNo}</span>
              </div>
              <div className="yz-row">
                <span>兑换时间</span>
                <span>{timeText(x.createdAt)}</span>
              </div>
              {x.shippedAt && (
                <div className="yz-row">
                  <span>发货时间</span>
                  <span>{timeText(x.shippedAt)}</span>
                </div>
              )}
              {x.completedAt && (
                <div className="yz-row">
                  <span>完成时间</span>
                  <span>{timeText(x.completedAt)}</span>
                </div>
              )}
              {x.cancelledAt && (
                <div className="yz-row">
                  <span>取消时间</span>
                  <span>{timeText(x.cancelledAt)}</span>
                </div>
              )}
              {x.remark && (
                <div className="yz-row">
                  <span>备注</span>
                  <span>{x.remark}</span>
                </div>
              )}
            </section>
            {failed && (
              <div className="yz-error" role="alert">
                {failed.message}
              </div>
            )}
            {(x.canCancel || x.status === 'shipped') && (
              <div className="yz-actions">
                {x.canCancel && (
                  <ConfirmAction
                    label="取消兑换"
                    question="确定取消这次兑换吗？盐值将退回到你的账户。"
                    loading={cancel.isPending}
                    onConfirm={() => cancel.mutate(x.id)}
                  />
                )}
                {x.status === 'shipped' && (
                  <ConfirmAction
                    primary
                    label="确认收货"
                    question="确认已经收到商品了吗？"
                    loading={receive.isPending}
                    onConfirm={() => receive.mutate(x.id)}
                  />
                )}
              </div>
            )}
          </div>
        )}
      </ListState>
    </YzPage>
  );
}
