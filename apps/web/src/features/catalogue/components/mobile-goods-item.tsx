import { Link } from 'react-router';
import type { SpuCard } from '@salt/domain';
import { useDict } from '../../../lib/site-store';
import { dictLabel, periodText } from '../catalogue-labels';
import { coverSrc } from '../../../lib/cover-src';
import { Price } from './price';
import { SubjectTag } from './subject-tag';

/** Phone list row: cover on the left, the facts that decide a purchase on the right. */
export function MobileGoodsItem({ goods }: { goods: SpuCard }) {
  const grades = useDict('grade');
  const period = goods.classPeriod;
  return (
    <Link to={`/m-shop/goods-detail-new/${goods.id}`} className="mcat-item" aria-label={goods.title}>
      <div className="mcat-item__cover">
        <img src={coverSrc(goods.id, goods.coverUrl)} alt={`${goods.title}课程封面`} loading="lazy" />
        {goods.soldOut && <span className="mcat-item__soldout">已满员</span>}
      </div>
      <div className="mcat-item__body">
        <h3 className="mcat-item__title">{goods.title}</h3>
        <div className="mcat-item__meta">
          <SubjectTag subject={goods.subject} />
          <span>{dictLabel(grades, goods.grade)}</span>
          <span>{goods.term}</span>
          {goods.hasGroupBuy && <span className="cat-badge cat-badge--group">拼团</span>}
        </div>
        <div className="mcat-item__period">{period ? periodText(period) : '开课时间待定'}</div>
        <div className="mcat-item__foot">
          <Price fen={goods.minPriceFen} originalFen={goods.minOriginalPriceFen} size="sm" />
          <span className="mcat-item__sold">
            {goods.teachers[0]?.name ? `${goods.teachers[0].name} · ` : ''}
            {goods.sold}人已报
          </span>
        </div>
      </div>
    </Link>
  );
}
