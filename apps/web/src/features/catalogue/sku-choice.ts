import { shopPath } from '../../lib/shop-paths';
import type { Sku } from '@salt/domain';

/** Seats at or below this count are shown in warning colour, to say "decide soon" honestly. */
export const FEW_SEATS = 10;

/**
 * The sku selected when the page opens: the cheapest class the buyer can still buy (seats left, not one they
 * already have), a plain class before a group-buy one at the same price (the group price needs two more people,
 * the price shown first should be one they can pay alone). Nothing buyable: the first, so the page can say why.
 */
export function defaultSku(skus: Sku[], owned: ReadonlySet<number> = new Set()): Sku | undefined {
  const open = skus.filter((s) => isBuyable(s) && !owned.has(s.id));
  const cheapest = [...open].sort((a, b) => a.priceFen - b.priceFen || Number(a.isGroup) - Number(b.isGroup))[0];
  return cheapest ?? skus.find((s) => isBuyable(s)) ?? skus[0];
}

export function isBuyable(sku: Sku | undefined): sku is Sku {
  return !!sku && !sku.soldOut && sku.stock > 0;
}

/** A group sku with a usable group price: it offers 发起拼团 besides buying alone. */
export function offersGroup(sku: Sku | undefined): sku is Sku & { groupPriceFen: number } {
  return !!sku && sku.isGroup && sku.groupPriceFen !== null;
}

export type SeatsTone = 'none' | 'few' | 'plenty';

export function seatsOf(sku: Sku): { text: string; tone: SeatsTone } {
  if (sku.soldOut || sku.stock <= 0) return { text: '已满员', tone: 'none' };
  if (sku.stock <= FEW_SEATS) return { text: `仅剩${sku.stock}个名额`, tone: 'few' };
  return { text: `剩余${sku.stock}个名额`, tone: 'plenty' };
}

/** The crossed-out price only when it really is higher; an equal "original" price is noise. */
export function originalPriceOf(sku: Sku): number | null {
  return sku.originalPriceFen !== null && sku.originalPriceFen > sku.priceFen ? sku.originalPriceFen : null;
}

/** The checkout of the goods page's theme; group=start asks it to open a new group. */
export function checkoutUrl(skuId: number, startGroup = false, mobile = true): string {
  return shopPath('checkout', { query: `skuId=${skuId}${startGroup ? '&group=start' : ''}`, mobile });
}

/** The text under a sku option: class name and level, whichever exist. */
export function skuSubline(sku: Sku, levelLabel: string): string {
  return [sku.className, levelLabel].filter(Boolean).join(' · ');
}
