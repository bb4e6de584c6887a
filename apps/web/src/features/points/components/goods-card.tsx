import { Link } from 'react-router';
import type { PointsGoods } from '@salt/domain';
import { kindLabel } from '../points-labels';
import { GoodsCover } from './goods-cover';

/** A mall tile: cover, kind, title, cost and what is left; the whole tile opens the item. */
export function GoodsCard({ goods, rank }: { goods: PointsGoods; rank?: number }) {
  const soldOut = goods.stock <= 0;
  return (
    <Link to={`/yanzhi/shopDetail?id=${goods.id}`} className="yz-goods" data-testid="yz-goods">
      <div className="yz-goods__pic">
        <GoodsCover url={goods.coverUrl} kind={goods.kind} title={goods.title} />
        <span className={`yz-kind is-${goods.kind}`}>{kindLabel(goods.kind)}</span>
        {rank !== undefined && <span className={`yz-rank${rank < 3 ? ' is-top' : ''}`}>{rank + 1}</span>}
        {soldOut && <span className="yz-goods__out">已兑完</span>}
      </div>
      <div className="yz-goods__body">
        <div className="yz-goods__title">{goods.title}</div>
        <div className="yz-goods__cost">
          <b>{goods.pointsCost.toLocaleString('zh-CN')}</b> 盐值
        </div>
        <div className="yz-goods__meta">
          <span>剩余 {goods.stock}</span>
          <span>已兑 {goods.exchanged}</span>
        </div>
      </div>
    </Link>
  );
}
