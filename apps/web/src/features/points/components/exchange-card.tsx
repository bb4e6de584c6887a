import { Link } from 'react-router';
import type { PointsExchange } from '@salt/domain';
import { STATUS_TONE, pointsText, timeText } from '../points-labels';
import { GoodsCover } from './goods-cover';

/** One exchange in 兑换记录: number, status, item, quantity and points; opens its detail. */
export function ExchangeCard({ x }: { x: PointsExchange }) {
  return (
    <Link to={`/yanzhi/exchangeDetail?id=${x.id}`} className="yz-card yz-xcard" data-testid="yz-exchange">
      <div className="yz-xcard__top">
        <span className="yz-muted">兑换单号 {x.exchangeNo}</span>
        <span className={`yz-status ${STATUS_TONE[x.status]}`}>{x.statusText}</span>
      </div>
      <div className="yz-line">
        <div className="yz-line__pic">
          <GoodsCover url={x.coverUrl} kind={x.kind} title={x.title} />
        </div>
        <div className="yz-line__main">
          <div className="yz-line__title">{x.title}</div>
          <div className="yz-muted">
            {pointsText(x.pointsCost)} × {x.quantity}
          </div>
          <div className="yz-muted">{timeText(x.createdAt)}</div>
        </div>
        <div className="yz-xcard__total">
          共 <b>{x.pointsTotal.toLocaleString('zh-CN')}</b> 盐值
        </div>
      </div>
    </Link>
  );
}
