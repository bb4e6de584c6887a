import '../../../lib/antd-mobile-render';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { OrderView } from '@salt/domain';
import { useOrderActions, type OrderActionUi } from '../use-order-actions';
import { clockText } from '../use-time-left';
import { formatFen } from '../../../lib/money';
import { AskParent } from '../../parent-approval';
import { GoodsLine } from './goods-line';
import { GroupProgress, shareGroup } from './group-share';
import { Price } from './price';
import './order-card.css';

/** Phone answers for useOrderActions: antd-mobile's confirm dialog and toast. */
const MOBILE_UI: OrderActionUi = {
  confirm: (text) => Dialog.confirm(text),
  done: (text) => Toast.show({ icon: 'success', content: text }),
};

/** One order on the phone's order list: goods, sum, countdown and the actions useOrderActions allows. */
export function OrderCard({ order, highlighted }: { order: OrderView; highlighted?: boolean }) {
  const { display } = order;
  const navigate = useNavigate();
  const a = useOrderActions(order, MOBILE_UI);
  const count = order.items.length;

  return (
    <article
      className={`op-card order-card${highlighted ? ' is-highlighted' : ''}`}
      data-testid={`order-${order.id}`}
      data-order-no={order.orderNo}
    >
      <header className="order-card__head">
        <span className="op-muted">订单号 {order.orderNo}</span>
        <span className={`order-card__status is-${a.tone}`} data-testid="order-status">
          {display.text}
        </span>
      </header>
      {order.items.map((item) => (
        <GoodsLine
          key={item.id}
          goods={item}
          tags={
            <>
              {order.orderGroupVO && <span className="op-tag">{order.orderGroupVO.memberNum}人团</span>}
              {item.needLogistics && <span className="op-tag op-tag--blue">含资料</span>}
            </>
          }
        />
      ))}
      {display.groupTip && order.orderGroupVO && <GroupProgress group={order.orderGroupVO} tip={display.groupTip} />}
      <div className="order-card__sum">
        共{count}件
        {order.couponFen > 0 && <span className="op-muted order-card__gap">优惠 {formatFen(order.couponFen)}</span>}
        <span className="order-card__gap">{a.unpaid ? '需付款' : '实付'} </span>
        <Price fen={order.payFen} />
      </div>
      {a.unpaid && !a.expired && (
        <div className="order-card__deadline" data-testid="pay-countdown">
          剩余支付时间 <b>{clockText(a.left)}</b>，超时订单将自动关闭
        </div>
      )}
      {a.expired && (
        <div className="order-card__deadline">
          支付已超时，订单即将关闭
          <button type="button" className="op-link" onClick={a.refresh}>
            刷新
          </button>
        </div>
      )}
      {a.hasActions && (
        <footer className="order-card__actions">
          {a.can.logistics && (
            <Button
              size="small"
              shape="rounded"
              className="op-btn-ghost"
              onClick={() => void navigate(`/m-shop/user-logistics-new2?orderId=${order.id}`)}
            >
              查看物流
            </Button>
          )}
          {a.can.refund && (
            <Button
              size="small"
              shape="rounded"
              className="op-btn-ghost"
              onClick={() => void navigate(`/refund?orderId=${order.id}`)}
            >
              申请退费
            </Button>
          )}
          {a.can.cancel && (
            <Button
              size="small"
              shape="rounded"
              className="op-btn-ghost"
              loading={a.cancelling}
              onClick={() => void a.onCancel()}
            >
              取消订单
            </Button>
          )}
          {a.can.receipt && (
            <Button
              size="small"
              shape="rounded"
              className="op-btn-red"
              loading={a.receiving}
              onClick={() => void a.onReceipt()}
            >
              确认收货
            </Button>
          )}
          {a.can.share && (
            <Button size="small" shape="rounded" className="op-btn" onClick={() => shareGroup(order)}>
              邀请拼团
            </Button>
          )}
          {a.can.pay && (
            <AskParent
              orderId={order.id}
              button={(b) => (
                <Button size="small" shape="rounded" className="op-btn-ghost" loading={b.loading} onClick={b.onClick}>
                  {b.text}
                </Button>
              )}
            />
          )}
          {a.can.pay && (
            <Button size="small" shape="rounded" className="op-btn" loading={a.paying} onClick={a.onPay}>
              继续支付
            </Button>
          )}
        </footer>
      )}
    </article>
  );
}
