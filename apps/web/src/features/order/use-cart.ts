import { useEffect, useMemo, useState } from 'react';
import type { CartItem } from '@salt/domain';
import { useCartList } from './api/cart-list';
import { useRemoveCartItems } from './api/remove-cart';
import { cartCheckoutUrl } from './checkout-params';

/** Why a cart line cannot be bought now. */
export function unavailableText(item: CartItem): string {
  if (item.offSale) return '已下架';
  if (item.soldOut) return '已满班';
  return '不可购买';
}

/**
 * The cart's state for the phone and the desktop page: the lines, which are selected (everything buyable at
 * first, then the buyer's own choice), the total, removing and where 去结算 goes. In managing mode (`editing`)
 * unavailable lines can be selected too, so they can be removed.
 */
export function useCart() {
  const { data: items, isPending } = useCartList();
  const remove = useRemoveCartItems();
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [touched, setTouched] = useState(false);

  // Everything buyable starts selected, like every shop cart; later changes are the buyer's own.
  useEffect(() => {
    if (!items || touched) return;
    setSelected(new Set(items.filter((i) => i.available).map((i) => i.id)));
  }, [items, touched]);

  const pickable = useMemo(() => (items ?? []).filter((i) => editing || i.available), [items, editing]);
  const chosen = (items ?? []).filter((i) => selected.has(i.id) && (editing || i.available));
  const allChosen = pickable.length > 0 && pickable.every((i) => selected.has(i.id));
  const totalFen = chosen.reduce((s, i) => s + i.priceFen, 0);

  const isChosen = (item: CartItem) => selected.has(item.id) && (editing || item.available);
  const canPick = (item: CartItem) => editing || item.available;
  const toggle = (id: number, on: boolean) => {
    setTouched(true);
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const toggleAll = (on: boolean) => {
    setTouched(true);
    setSelected(on ? new Set(pickable.map((i) => i.id)) : new Set());
  };
  /** Removes the given lines (the chosen ones by default); the page asks first and says it is done. */
  const removeItems = (ids: number[], onDone: () => void) => {
    if (ids.length === 0) return;
    remove.mutate(ids, {
      onSuccess: () => {
        setSelected((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
        onDone();
      },
    });
  };

  return {
    items,
    isPending,
    editing,
    setEditing,
    chosen,
    allChosen,
    totalFen,
    isChosen,
    canPick,
    toggle,
    toggleAll,
    removeItems,
    removing: remove.isPending,
    checkoutUrl: cartCheckoutUrl(chosen.map((i) => i.skuId)),
  };
}
