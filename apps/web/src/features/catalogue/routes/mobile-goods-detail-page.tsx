import { useState } from 'react';
import { Badge, Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { RightOutline, ShopbagOutline } from 'antd-mobile-icons';
import { Link, useNavigate, useParams } from 'react-router';
import { useCartCount } from '../../order';
import { useSpuDetail } from '../api/spu-detail';
import { useSpuSkus } from '../api/spu-skus';
import { dictLabel, periodText } from '../catalogue-labels';
import { useDict } from '../../../lib/site-store';
import { formatFen } from '../../../lib/money';
import { coverSrc } from '../../../lib/cover-src';
import { DetailHtml } from '../components/detail-html';
import { errorText } from '../error-text';
import { Price } from '../components/price';
import { SkuPopup, type SkuIntent } from '../components/sku-popup';
import { SubjectTag } from '../components/subject-tag';
import { offersGroup } from '../sku-choice';
import { ownedClassNotice } from '../../../lib/owned-class';
import { usePurchase } from '../use-purchase';
import '../components/catalogue.css';
import '../components/goods-detail.css';
import '../components/catalogue-mobile.css';

/** Mobile goods detail (/m-shop/goods-detail-new/:id): the desktop content, one column, class choice in a sheet. */
export function MobileGoodsDetailPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const grades = useDict('grade');
  const detail = useSpuDetail(id);
  const skus = useSpuSkus(id);
  const purchase = usePurchase(skus.data, true, id);
  const cartCount = useCartCount(purchase.loggedIn);
  const [intent, setIntent] = useState<SkuIntent | null>(null);

  if (!Number.isInteger(id) || id <= 0 || detail.isError) {
    return (
      <ErrorBlock
        className="mcat-state"
        status={detail.isError && (detail.error as { status?: number }).status !== 404 ? 'disconnected' : 'empty'}
        title={detail.isError ? errorText(detail.error) : '商品不存在'}
        description="课程可能已下架，看看其他课程吧"
      >
        <Button color="primary" onClick={() => void navigate('/m-shop')}>
          去选课
        </Button>
      </ErrorBlock>
    );
  }
  if (detail.isPending) {
    return (
      <div className="mcat-detail" aria-busy="true">
        <Skeleton animated style={{ width: '100%', height: 220 }} />
        <div className="mcat-card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      </div>
    );
  }

  const goods = detail.data;
  const { chosen, chosenOwned } = purchase;
  const notice = chosenOwned ? ownedClassNotice(chosenOwned, true) : null;
  const periods = chosen?.classPeriods.length ? chosen.classPeriods : goods.classPeriods;
  const skuList = skus.data ?? [];
  const anyBuyable = skuList.some(purchase.canBuy);
  // 发起拼团 stays on the bar when the goods has a group class, though the cheapest (plain) class is chosen first.
  const groupSku = offersGroup(chosen) ? chosen : skuList.find((s) => offersGroup(s) && purchase.canBuy(s));
  const group = groupSku && offersGroup(groupSku) ? groupSku : undefined;
  const startGroup = () => {
    if (group && chosen?.id !== group.id) purchase.choose(group);
    setIntent('group');
  };

  const finish = (action: () => void) => {
    setIntent(null);
    action();
  };

  return (
    <div className="mcat-detail">
      <div className="mcat-detail__cover">
        <img src={coverSrc(goods.id, goods.coverUrl)} alt={`${goods.title}课程封面`} />
      </div>
      <div className="mcat-price-band">
        <Price
          fen={chosen?.priceFen ?? goods.minPriceFen}
          originalFen={chosen ? chosen.originalPriceFen : goods.minOriginalPriceFen}
          size="lg"
        />
        <div className="mcat-price-band__side">
          <div>已有{goods.sold}人报名</div>
          {group && <span className="mcat-price-band__group">拼团价 {formatFen(group.groupPriceFen)}</span>}
        </div>
      </div>

      <section className="mcat-card">
        <h1 className="mcat-title">{goods.title}</h1>
        {goods.subtitle && <p className="mcat-subtitle">{goods.subtitle}</p>}
        <div className="mcat-tags">
          <SubjectTag subject={goods.subject} />
          <span>{dictLabel(grades, goods.grade)}</span>
          <span>{goods.term}</span>
          {goods.tags.map((t) => (
            <span key={t}>{t}</span>
          ))}
        </div>
      </section>

      <section className="mcat-card">
        <button type="button" className="mcat-row" onClick={() => setIntent('choose')}>
          <span className="mcat-row__label">班次</span>
          <span className="mcat-row__value">
            {skus.isPending ? '加载中...' : chosen ? chosen.name : '暂无可报名的班次'}
            {notice && <span className="mcat-row__owned">{notice.tag}</span>}
          </span>
          <RightOutline className="mcat-row__arrow" />
        </button>
        <div className="mcat-row">
          <span className="mcat-row__label">上课时间</span>
          <span className="mcat-row__value">
            {periods.length === 0
              ? '开课时间待定'
              : periods.map((p) => (
                  <div key={`${p.startDate}-${p.startTime}`}>{`${periodText(p)} · 共${p.lessonCount}讲`}</div>
                ))}
          </span>
        </div>
        {goods.needLogistics && (
          <div className="mcat-row">
            <span className="mcat-row__label">配送</span>
            <span className="mcat-row__value">含纸质教材，下单时填写收货地址</span>
          </div>
        )}
      </section>

      {(goods.teachers.length > 0 || goods.tutors.length > 0) && (
        <section className="mcat-card">
          <h2>授课团队</h2>
          {goods.teachers.map((t) => (
            <Link key={t.id} to={`/m-shop/teacher-detail-new/${t.id}`} className="mcat-staff">
              <img src={t.avatar} alt={`${t.name}老师照片`} />
              <div>
                <div className="mcat-staff__name">
                  {t.name} <SubjectTag subject={t.subject} /> <span className="cat-muted">主讲</span>
                </div>
                {t.title && <div className="mcat-staff__title">{t.title}</div>}
                {t.intro && <p className="mcat-staff__intro">{t.intro}</p>}
              </div>
            </Link>
          ))}
          {goods.tutors.map((t) => (
            <div key={t.id} className="mcat-staff">
              <img src={t.avatar} alt={`${t.name}老师照片`} />
              <div>
                <div className="mcat-staff__name">
                  {t.name} <span className="cat-muted">辅导老师</span>
                </div>
                {t.title && <div className="mcat-staff__title">{t.title}</div>}
              </div>
            </div>
          ))}
        </section>
      )}

      <section className="mcat-card">
        <h2>课程介绍</h2>
        <DetailHtml html={goods.detailHtml} />
      </section>

      <nav className="mcat-bar" aria-label="购买">
        <Link to="/m-shop/cartNew" className="mcat-bar__cart" aria-label="购物车">
          <Badge content={cartCount.data ? cartCount.data : null}>
            <ShopbagOutline />
          </Badge>
          购物车
        </Link>
        <div className="mcat-bar__buttons">
          {notice ? (
            <Button className="mcat-btn-owned" onClick={() => void navigate(notice.to)} data-testid="owned-notice">
              {notice.tag} · {notice.action}
            </Button>
          ) : !anyBuyable ? (
            <Button block disabled>
              {/* No class at all is not a full one: the desktop page says the same. */}
              {skus.isPending ? '加载中...' : (skus.data?.length ?? 0) > 0 ? '已满员' : '暂不可报名'}
            </Button>
          ) : (
            <>
              <Button className="mcat-btn-cart" onClick={() => setIntent('cart')}>
                加入购物车
              </Button>
              {group ? (
                <>
                  <Button className="mcat-btn-buy" onClick={() => setIntent('buy')}>
                    {chosen?.id === group.id ? '单独购买' : '立即购买'}
                    <span className="mcat-btn-sub">{formatFen(chosen?.priceFen ?? group.priceFen)}</span>
                  </Button>
                  <Button className="mcat-btn-group" onClick={startGroup}>
                    发起拼团
                    <span className="mcat-btn-sub">{formatFen(group.groupPriceFen)}</span>
                  </Button>
                </>
              ) : (
                <Button className="mcat-btn-buy" onClick={() => setIntent('buy')}>
                  立即购买
                </Button>
              )}
            </>
          )}
        </div>
      </nav>

      <SkuPopup
        open={intent !== null}
        intent={intent ?? 'choose'}
        goods={goods}
        skus={skuList}
        chosen={chosen}
        onChoose={purchase.choose}
        onClose={() => setIntent(null)}
        onCart={() => finish(purchase.addToCart)}
        onBuy={(startGroup) => finish(() => purchase.buy(startGroup))}
        adding={purchase.adding}
        owned={purchase.owned}
      />
    </div>
  );
}
