import { Avatar, Tooltip } from 'antd';
import { Link } from 'react-router';
import type { SpuCard } from '@salt/domain';
import { useDict } from '../../../lib/site-store';
import { dictLabel, periodText } from '../catalogue-labels';
import { CoverImage } from './cover-image';
import { Price } from './price';
import { SubjectTag } from './subject-tag';

/** Desktop goods card: what a parent compares first — subject, grade, schedule, teacher, price, seats. */
export function GoodsCard({ goods }: { goods: SpuCard }) {
  const grades = useDict('grade');
  const grade = dictLabel(grades, goods.grade);
  const period = goods.classPeriod;
  return (
    <Link to={`/pc-shop/goods-detail/${goods.id}`} className="cat-card" aria-label={goods.title}>
      <div className="cat-card__media">
        <CoverImage id={goods.id} coverUrl={goods.coverUrl} title={goods.title} />
        <div className="cat-card__badges">
          {goods.hasGroupBuy && <span className="cat-badge cat-badge--group">拼团</span>}
          {goods.needLogistics && <span className="cat-badge cat-badge--post">含教材</span>}
        </div>
        {goods.soldOut && <div className="cat-card__soldout">已满员</div>}
      </div>
      <div className="cat-card__body">
        <div className="cat-card__meta">
          <SubjectTag subject={goods.subject} />
          {grade && <span>{grade}</span>}
          {goods.term && <span>{goods.term}</span>}
        </div>
        <h3 className="cat-card__title" title={goods.title}>
          {goods.title}
        </h3>
        <p className="cat-card__period">
          {period ? `${periodText(period)} · 共${period.lessonCount}讲` : '开课时间待定'}
        </p>
        <div className="cat-card__teachers">
          {goods.teachers.slice(0, 3).map((t) => (
            <Tooltip key={t.id} title={t.name}>
              <span className="cat-card__teacher">
                <Avatar size={24} src={t.avatar || undefined} alt={`${t.name}头像`}>
                  {t.name.slice(0, 1)}
                </Avatar>
                <span>{t.name}</span>
              </span>
            </Tooltip>
          ))}
        </div>
        <div className="cat-card__foot">
          <Price fen={goods.minPriceFen} originalFen={goods.minOriginalPriceFen} />
          <span className="cat-card__sold">{goods.soldOut ? '名额已满' : `${goods.sold}人已报名`}</span>
        </div>
      </div>
    </Link>
  );
}
