import { useQuery } from '@tanstack/react-query';
import type { ClassPeriod } from '@salt/domain';
import { skuWithGoodsQuery } from '../catalogue';
import { useCartList } from './api/cart-list';
import type { CheckoutParams } from './checkout-params';

export interface CheckoutLine {
  skuId: number;
  spuId: number;
  title: string;
  skuName: string;
  coverUrl: string | null;
  /** What this line costs in this order: the group price for a group buy. */
  priceFen: number;
  originalPriceFen: number | null;
  needLogistics: boolean;
  period: ClassPeriod | null;
  groupMemberNum: number | null;
}

export function useCheckoutLines(params: CheckoutParams): {
  lines: CheckoutLine[];
  isPending: boolean;
  error: Error | null;
} {
  const grouped = params.startGroup || params.groupId !== null;
  const skuId = params.skuIds[0] ?? 0;
  // One request whatever the link carries: the sku id decides, a spuId in the link is only a hint.
  const single = useQuery({ ...skuWithGoodsQuery(skuId), enabled: !params.fromCart && skuId > 0 });
  const cart = useCartList(params.fromCart);

  if (params.fromCart) {
    const chosen = new Set(params.skuIds);
    const lines = (cart.data ?? [])
      .filter((c) => chosen.has(c.skuId) && c.available)
      .map<CheckoutLine>((c) => ({
        skuId: c.skuId,
        spuId: c.spuId,
        title: c.title,
        skuName: c.skuName,
        coverUrl: c.coverUrl,
        priceFen: c.priceFen,
        originalPriceFen: c.originalPriceFen,
        needLogistics: c.needLogistics,
        period: null,
        groupMemberNum: null,
      }));
    return { lines, isPending: cart.isPending, error: cart.error };
  }
  if (!single.data) return { lines: [], isPending: skuId > 0 && single.isPending, error: single.error };
  const { spu, sku } = single.data;
  const groupPrice = grouped && sku.groupPriceFen !== null ? sku.groupPriceFen : null;
  return {
    lines: [
      {
        skuId: sku.id,
        spuId: spu.id,
        title: spu.title,
        skuName: sku.name,
        coverUrl: spu.coverUrl,
        priceFen: groupPrice ?? sku.priceFen,
        originalPriceFen: groupPrice !== null ? sku.priceFen : sku.originalPriceFen,
        needLogistics: sku.needLogistics,
        period: sku.classPeriods[0] ?? null,
        groupMemberNum: sku.groupMemberNum,
      },
    ],
    isPending: false,
    error: null,
  };
}
