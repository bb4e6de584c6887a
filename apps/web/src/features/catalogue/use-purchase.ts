import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { OwnedSku, Sku } from '@salt/domain';
import { feedback } from '../../lib/api/feedback';
import { openLoginDialog, useSiteStore } from '../../lib/site-store';
import { useAddCart, useOwnedSkus } from '../order';
import { checkoutUrl, defaultSku, isBuyable } from './sku-choice';

/**
 * What both goods-detail pages do with the sku list: which sku is chosen, which ones the buyer already has (from
 * its own authenticated call, so the sku list stays the public cached one), and the three actions. Buying goes to
 * the checkout page of the page's theme (the phone page asks for login itself, after the person has seen the
 * order); the cart needs a login now. A class the buyer has is never bought again from here: the page shows 已报名
 * and the way to the class instead.
 */
export function usePurchase(skus: Sku[] | undefined, mobile: boolean, spuId: number) {
  const navigate = useNavigate();
  const loggedIn = useSiteStore((s) => !!s.token);
  const addCart = useAddCart();
  const ownedQuery = useOwnedSkus({ spuId }, loggedIn && Number.isInteger(spuId) && spuId > 0);
  const owned = useMemo(() => new Map((ownedQuery.data ?? []).map((o) => [o.skuId, o])), [ownedQuery.data]);
  const [chosenId, setChosenId] = useState<number | null>(null);
  // Until the person picks a class, the page's suggestion follows what is known (seats, what they already have).
  const [picked, setPicked] = useState(false);

  useEffect(() => {
    if (!skus) return;
    const suggested = defaultSku(skus, new Set(owned.keys()))?.id ?? null;
    setChosenId((id) => (picked && id !== null && skus.some((s) => s.id === id) ? id : suggested));
  }, [skus, owned, picked]);

  const chosen = useMemo(() => skus?.find((s) => s.id === chosenId), [skus, chosenId]);
  const ownedOf = (sku: Sku | undefined): OwnedSku | undefined => (sku ? owned.get(sku.id) : undefined);
  const chosenOwned = ownedOf(chosen);
  const canBuy = (sku: Sku | undefined): sku is Sku => isBuyable(sku) && !owned.has(sku.id);

  const choose = (sku: Sku) => {
    // A class they have stays choosable: choosing it shows 已报名 and the way to it.
    if (owned.has(sku.id) || isBuyable(sku)) {
      setChosenId(sku.id);
      setPicked(true);
    }
  };

  const buy = (startGroup = false) => {
    if (canBuy(chosen)) void navigate(checkoutUrl(chosen.id, startGroup, mobile));
  };

  const addToCart = () => {
    if (!canBuy(chosen)) return;
    if (!loggedIn) {
      openLoginDialog('login');
      return;
    }
    addCart.mutate(chosen.id, {
      onSuccess: (r) =>
        feedback().info(r.created ? '已加入购物车' : '该班次已在购物车中', r.created ? 'success' : 'warning'),
    });
  };

  return {
    chosen,
    chosenOwned,
    owned,
    ownedOf,
    canBuy,
    choose,
    buy,
    addToCart,
    adding: addCart.isPending,
    loggedIn,
  };
}
