import type { OwnedSku, Sku } from '@salt/domain';
import { ownedClassNotice } from '../../../lib/owned-class';
import { useDict } from '../../../lib/site-store';
import { dictLabel, periodText } from '../catalogue-labels';
import { isBuyable, seatsOf, skuSubline } from '../sku-choice';
import { Price } from './price';

/**
 * Class (sku) choice as a radio group of cards: each shows its own price and seats, so nobody has to click
 * through options to compare. Full classes stay visible but cannot be chosen. A class the buyer already has says
 * so (已报名 / 待付款) in place of its seats, and can be chosen to find the way to it.
 */
export function SkuPicker({
  skus,
  chosenId,
  onChoose,
  owned,
  variant = 'desktop',
}: {
  skus: Sku[];
  chosenId: number | undefined;
  onChoose: (sku: Sku) => void;
  owned?: ReadonlyMap<number, OwnedSku>;
  variant?: 'desktop' | 'mobile';
}) {
  const levels = useDict('level_txt');
  return (
    <div className={`cat-skus cat-skus--${variant}`} role="radiogroup" aria-label="选择班次">
      {skus.map((sku) => {
        const seats = seatsOf(sku);
        const selected = sku.id === chosenId;
        const mine = owned?.get(sku.id);
        const ownedTag = mine ? ownedClassNotice(mine, variant === 'mobile').tag : null;
        const disabled = !isBuyable(sku) && !mine;
        const sub = skuSubline(sku, dictLabel(levels, sku.level));
        const period = sku.classPeriods[0];
        return (
          <button
            key={sku.id}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-disabled={disabled}
            disabled={disabled}
            className={`cat-sku${selected ? ' is-selected' : ''}${disabled ? ' is-disabled' : ''}${mine ? ' is-owned' : ''}`}
            onClick={() => onChoose(sku)}
          >
            <span className="cat-sku__head">
              <span className="cat-sku__name">{sku.name}</span>
              {sku.isGroup && sku.groupMemberNum && (
                <span className="cat-badge cat-badge--group">{sku.groupMemberNum}人团</span>
              )}
              {sku.needLogistics && <span className="cat-sku__post">含教材邮寄</span>}
            </span>
            {sub && <span className="cat-sku__sub">{sub}</span>}
            {period && <span className="cat-sku__sub">{periodText(period)}</span>}
            <span className="cat-sku__foot">
              <Price fen={sku.priceFen} originalFen={sku.originalPriceFen} size="sm" />
              {ownedTag ? (
                <span className="cat-seats cat-seats--owned" data-testid={`owned-${sku.id}`}>
                  {ownedTag}
                </span>
              ) : (
                <span className={`cat-seats cat-seats--${seats.tone}`}>{seats.text}</span>
              )}
            </span>
          </button>
        );
      })}
    </div>
  );
}
