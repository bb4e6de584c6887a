import { describe, expect, it } from 'vitest';
import { checkoutUrl, defaultSku, isBuyable, offersGroup, originalPriceOf, seatsOf } from './sku-choice';
import { sku } from './test-kit';

describe('sku choice rules', () => {
  it('starts on the cheapest class the buyer can buy, not the group-buy one, not one they already have', () => {
    const group = sku({ id: 1, priceFen: 29900, isGroup: true, groupPriceFen: 19900, groupMemberNum: 3 });
    const basic = sku({ id: 2, priceFen: 25900 });
    const cheap = sku({ id: 3, priceFen: 19900 });
    const sameAsGroup = sku({ id: 4, priceFen: 29900 });
    expect(defaultSku([group, basic])?.id).toBe(2);
    expect(defaultSku([group, basic, cheap])?.id).toBe(3);
    expect(defaultSku([group, sameAsGroup])?.id).toBe(4);
    expect(defaultSku([group, basic, cheap], new Set([3]))?.id).toBe(2);
    // Every buyable class already owned: the first buyable, so the page says 已报名 on it.
    expect(defaultSku([group, basic], new Set([1, 2]))?.id).toBe(1);
  });

  it('starts on the first class that still has seats', () => {
    const full = sku({ id: 1, stock: 0, soldOut: true });
    const open = sku({ id: 2 });
    expect(defaultSku([full, open])?.id).toBe(2);
    // All full: the first is shown (so the page can say 已满员), but it is not buyable.
    expect(defaultSku([full])?.id).toBe(1);
    expect(isBuyable(full)).toBe(false);
    expect(defaultSku([])).toBeUndefined();
  });

  it('says how many seats are left, warning when few', () => {
    expect(seatsOf(sku({ stock: 40 }))).toEqual({ text: '剩余40个名额', tone: 'plenty' });
    expect(seatsOf(sku({ stock: 3 }))).toEqual({ text: '仅剩3个名额', tone: 'few' });
    expect(seatsOf(sku({ stock: 0, soldOut: true }))).toEqual({ text: '已满员', tone: 'none' });
  });

  it('offers a group only on group skus with a group price', () => {
    expect(offersGroup(sku({ isGroup: true, groupPriceFen: 19900, groupMemberNum: 3 }))).toBe(true);
    expect(offersGroup(sku({ isGroup: true, groupPriceFen: null }))).toBe(false);
    expect(offersGroup(sku())).toBe(false);
  });

  it('crosses out the original price only when it is higher', () => {
    expect(originalPriceOf(sku({ priceFen: 100, originalPriceFen: 200 }))).toBe(200);
    expect(originalPriceOf(sku({ priceFen: 100, originalPriceFen: 100 }))).toBeNull();
    expect(originalPriceOf(sku({ originalPriceFen: null }))).toBeNull();
  });

  it('sends buyers to the mobile checkout, with group=start for a new group', () => {
    expect(checkoutUrl(7)).toBe('/m-shop/checkOrder?skuId=7');
    expect(checkoutUrl(7, true)).toBe('/m-shop/checkOrder?skuId=7&group=start');
  });
});
