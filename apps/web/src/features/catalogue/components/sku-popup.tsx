import { Button, Popup } from 'antd-mobile';
import { Link } from 'react-router';
import type { OwnedSku, Sku, SpuDetail } from '@salt/domain';
import { formatFen } from '../../../lib/money';
import { ownedClassNotice } from '../../../lib/owned-class';
import { isBuyable, offersGroup, seatsOf } from '../sku-choice';
import { coverSrc } from '../../../lib/cover-src';
import { Price } from './price';
import { SkuPicker } from './sku-picker';

/** What the popup was opened for: its confirm buttons finish that action once a class is chosen. */
export type SkuIntent = 'choose' | 'cart' | 'buy' | 'group';

/** Mobile class choice: a bottom sheet with the classes and the buttons that fit what the person tapped. */
export function SkuPopup({
  open,
  intent,
  goods,
  skus,
  chosen,
  onChoose,
  onClose,
  onCart,
  onBuy,
  adding,
  owned,
}: {
  open: boolean;
  intent: SkuIntent;
  goods: SpuDetail;
  skus: Sku[];
  chosen: Sku | undefined;
  onChoose: (sku: Sku) => void;
  onClose: () => void;
  onCart: () => void;
  onBuy: (startGroup: boolean) => void;
  adding: boolean;
  /** The classes the buyer already has: 已报名 on their cards, and the way to the class instead of buying. */
  owned?: ReadonlyMap<number, OwnedSku>;
}) {
  const mine = chosen ? owned?.get(chosen.id) : undefined;
  const notice = mine ? ownedClassNotice(mine, true) : null;
  const buyable = isBuyable(chosen) && !mine;
  const group = offersGroup(chosen) ? chosen : undefined;
  const seats = chosen ? seatsOf(chosen) : null;
  const showCart = intent === 'choose' || intent === 'cart';
  const showBuy = intent === 'choose' || intent === 'buy' || (intent === 'group' && !group);
  const showGroup = !!group && (intent === 'choose' || intent === 'group');
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
    >
      <div className="mcat-popup" role="dialog" aria-label="选择班次">
        <div className="mcat-popup__head">
          <img src={coverSrc(goods.id, goods.coverUrl)} alt={`${goods.title}课程封面`} />
          <div className="mcat-popup__head-info">
            <Price fen={chosen?.priceFen ?? goods.minPriceFen} originalFen={chosen?.originalPriceFen} size="md" />
            {group && (
              <span className="cat-seats--few">
                拼团价 {formatFen(group.groupPriceFen)}（{group.groupMemberNum}人成团）
              </span>
            )}
            {notice ? (
              <span className="cat-seats cat-seats--owned">{notice.tag}</span>
            ) : (
              seats && <span className={`cat-seats cat-seats--${seats.tone}`}>{seats.text}</span>
            )}
            <span>{chosen ? `已选：${chosen.name}` : '请选择班次'}</span>
          </div>
        </div>
        <div className="mcat-popup__label">选择班次</div>
        <div className="mcat-popup__skus">
          {skus.length === 0 ? (
            <p className="cat-muted">暂无可报名的班次</p>
          ) : (
            <SkuPicker skus={skus} chosenId={chosen?.id} onChoose={onChoose} owned={owned} variant="mobile" />
          )}
        </div>
        <div className="mcat-popup__actions">
          {notice ? (
            <div className="mcat-owned" role="status">
              <span className="mcat-owned__text">{notice.text}</span>
              <Link to={notice.to} className="mcat-owned__go">
                {notice.action}
              </Link>
            </div>
          ) : !buyable ? (
            <Button block disabled>
              {skus.length ? '已满员' : '暂不可报名'}
            </Button>
          ) : (
            <>
              {showCart && (
                <Button className="mcat-btn-cart" loading={adding} onClick={onCart}>
                  加入购物车
                </Button>
              )}
              {showBuy && (
                <Button className="mcat-btn-buy" onClick={() => onBuy(false)}>
                  {group ? `单独购买 ${formatFen(group.priceFen)}` : '立即购买'}
                </Button>
              )}
              {showGroup && (
                <Button className="mcat-btn-group" onClick={() => onBuy(true)}>
                  发起拼团 {formatFen(group.groupPriceFen)}
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </Popup>
  );
}
