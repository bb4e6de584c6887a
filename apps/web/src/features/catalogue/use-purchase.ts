import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Sku } from '@salt/domain';
import { feedback } from '../../lib/api/feedback';
import { openLoginDialog, useSiteStore } from '../../lib/site-store';
import { useAddCart } from './api/add-cart';
import { checkoutUrl, defaultSku, isBuyable } from './sku-choice';

/**
 * What both goods-detail pages do with the sku list: which sku is chosen, and the three actions. Buying goes to
 * the checkout page of the page's theme (the phone page asks for login itself, after the person has seen the order);
 * the cart needs a login now.
 */
export function usePurchase(skus: Sku[] | undefined, mobile: boolean) {
  const navigate = useNavigate();
  const loggedIn = useSiteStore((s) => !!s.token);
  const addCart = useAddCart();
  const [chosenId, setChosenId] = useState<number | null>(null);

  // A new sku list (another goods, or fresh seat counts) keeps the choice if it still exists.
  useEffect(() => {
    if (!skus) return;
    setChosenId((id) => (id !== null && skus.some((s) => s.id === id) ? id : (defaultSku(skus)?.id ?? null)));
  }, [skus]);

  const chosen = useMemo(() => skus?.find((s) => s.id === chosenId), [skus, chosenId]);

  const choose = (sku: Sku) => {
    if (isBuyable(sku)) setChosenId(sku.id);
  };

  const buy = (startGroup = false) => {
    if (isBuyable(chosen)) void navigate(checkoutUrl(chosen.id, startGroup, mobile));
  };

  const addToCart = () => {
    if (!isBuyable(chosen)) return;
    if (!loggedIn) {
      openLoginDialog('login');
      return;
    }
    addCart.mutate(chosen.id, {
      onSuccess: (r) =>
        feedback().info(r.created ? '已加入购物车' : '该班次已在购物车中', r.created ? 'success' : 'warning'),
    });
  };

  return { chosen, choose, buy, addToCart, adding: addCart.isPending, loggedIn };
}
