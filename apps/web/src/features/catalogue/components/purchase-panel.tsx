import { Avatar, Button, Skeleton } from 'antd';
import { CheckCircleFilled, ShoppingCartOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Sku, SpuDetail } from '@salt/domain';
import { formatFen } from '../../../lib/money';
import { ownedClassNotice } from '../../../lib/owned-class';
import { useDict } from '../../../lib/site-store';
import { dictLabel, periodText } from '../catalogue-labels';
import { isBuyable, offersGroup, seatsOf } from '../sku-choice';
import type { usePurchase } from '../use-purchase';
import { Price } from './price';
import { SkuPicker } from './sku-picker';
import { SubjectTag } from './subject-tag';

type Purchase = ReturnType<typeof usePurchase>;

/** Desktop goods detail, right of the cover: what it is, when, who teaches, which class, how much, and the buttons. */
export function PurchasePanel({
  goods,
  skus,
  skusLoading,
  purchase,
}: {
  goods: SpuDetail;
  skus: Sku[] | undefined;
  skusLoading: boolean;
  purchase: Purchase;
}) {
  const grades = useDict('grade');
  const { chosen, chosenOwned } = purchase;
  const buyable = isBuyable(chosen) && !chosenOwned;
  const notice = chosenOwned ? ownedClassNotice(chosenOwned, false) : null;
  const group = offersGroup(chosen) ? chosen : undefined;
  const seats = chosen ? seatsOf(chosen) : null;
  const periods = chosen?.classPeriods.length ? chosen.classPeriods : goods.classPeriods;

  return (
    <div className="cat-buy">
      <div className="cat-buy__meta">
        <SubjectTag subject={goods.subject} solid />
        <span>{dictLabel(grades, goods.grade)}</span>
        <span>{goods.term}</span>
        {goods.needLogistics && <span className="cat-buy__post">含教材邮寄</span>}
      </div>
      <h1 className="cat-buy__title">{goods.title}</h1>
      {goods.subtitle && <p className="cat-buy__subtitle">{goods.subtitle}</p>}
      {goods.tags.length > 0 && (
        <div className="cat-buy__tags">
          {goods.tags.map((t) => (
            <span key={t}>{t}</span>
          ))}
        </div>
      )}

      <div className="cat-buy__price-box">
        <div className="cat-buy__price-row">
          <span className="cat-buy__label">{group ? '单独购买' : '课程价格'}</span>
          <Price
            fen={chosen?.priceFen ?? goods.minPriceFen}
            originalFen={chosen ? chosen.originalPriceFen : goods.minOriginalPriceFen}
            size="lg"
          />
        </div>
        {group && (
          <div className="cat-buy__price-row cat-buy__group">
            <span className="cat-buy__label">拼团价</span>
            <strong>{formatFen(group.groupPriceFen)}</strong>
            <span>
              {group.groupMemberNum}人成团{group.groupHoursValid ? ` · ${group.groupHoursValid}小时内拼成` : ''}，省
              {formatFen(group.priceFen - group.groupPriceFen)}
            </span>
          </div>
        )}
        <div className="cat-buy__sold">
          <span>
            已有 <b>{goods.sold}</b> 人报名
          </span>
          {notice ? (
            <span className="cat-seats cat-seats--owned">{notice.tag}</span>
          ) : (
            seats && <span className={`cat-seats cat-seats--${seats.tone}`}>{seats.text}</span>
          )}
        </div>
      </div>

      <dl className="cat-buy__facts">
        <dt>上课时间</dt>
        <dd>
          {periods.length === 0
            ? '开课时间待定'
            : periods.map((p) => (
                <div key={`${p.startDate}-${p.startTime}`}>
                  {periodText(p)} <span className="cat-muted">共{p.lessonCount}讲</span>
                </div>
              ))}
        </dd>
        {goods.teachers.length > 0 && (
          <>
            <dt>授课老师</dt>
            <dd className="cat-buy__people">
              {goods.teachers.map((t) => (
                <span key={t.id}>
                  <Avatar size={24} src={t.avatar || undefined} alt={`${t.name}头像`}>
                    {t.name.slice(0, 1)}
                  </Avatar>
                  {t.name}
                </span>
              ))}
            </dd>
          </>
        )}
        <dt>选择班次</dt>
        <dd>
          {skusLoading ? (
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          ) : !skus || skus.length === 0 ? (
            <span className="cat-muted">暂无可报名的班次</span>
          ) : (
            <SkuPicker skus={skus} chosenId={chosen?.id} onChoose={purchase.choose} owned={purchase.owned} />
          )}
        </dd>
      </dl>

      <div className="cat-buy__actions">
        {notice ? (
          <div className="cat-owned" role="status" data-testid="owned-notice">
            <CheckCircleFilled className="cat-owned__icon" />
            <span className="cat-owned__text">{notice.text}</span>
            <Link to={notice.to}>
              <Button size="large" type="primary" className="cat-owned__go">
                {notice.action}
              </Button>
            </Link>
          </div>
        ) : buyable ? (
          <>
            <Button
              size="large"
              icon={<ShoppingCartOutlined />}
              loading={purchase.adding}
              onClick={purchase.addToCart}
              className="cat-buy__cart"
            >
              加入购物车
            </Button>
            <Button size="large" type="primary" className="cat-buy__now" onClick={() => purchase.buy(false)}>
              {group ? `单独购买 ${formatFen(group.priceFen)}` : '立即购买'}
            </Button>
            {group && (
              <Button
                size="large"
                className="cat-buy__group-btn"
                icon={<TeamOutlined />}
                onClick={() => purchase.buy(true)}
              >
                发起拼团 {formatFen(group.groupPriceFen)}
              </Button>
            )}
          </>
        ) : (
          <Button size="large" disabled className="cat-buy__now">
            {skus && skus.length > 0 ? '已满员' : '暂不可报名'}
          </Button>
        )}
      </div>
    </div>
  );
}
