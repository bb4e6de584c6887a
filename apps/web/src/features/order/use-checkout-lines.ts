import { useQuery } from '@tanstack/react-query';
import type { ClassPeriod, Sku, SpuDetail } from '@salt/domain';
import { fetchAllSpus } from './api/spu-page';
import { fetchSpuDetail } from './api/spu-detail';
import { fetchSpuSkus } from './api/spu-skus';
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

/**
 * A link may carry only the sku id (the API has no sku-by-id lookup), so the goods is found by asking each
 * goods for its skus. The goods page's own links add `spuId` and skip this.
 */
async function locateSpuOf(skuId: number): Promise<number> {
  const spus = await fetchAllSpus();
  const lists = await Promise.all(spus.map((s) => fetchSpuSkus(s.id).catch(() => [] as Sku[])));
  const sku = lists.flat().find((s) => s.id === skuId);
  if (!sku) throw new Error('课程已下架或不存在');
  return sku.spuId;
}

async function fetchCheckoutSku(skuId: number, spuId: number | null): Promise<{ spu: SpuDetail; sku: Sku }> {
  let id = spuId ?? (await locateSpuOf(skuId));
  let [spu, skus] = await Promise.all([fetchSpuDetail(id), fetchSpuSkus(id)]);
  let sku = skus.find((s) => s.id === skuId);
  if (!sku && spuId !== null) {
    // A stale or hand-edited spuId: look the sku up properly instead of failing.
    id = await locateSpuOf(skuId);
    [spu, skus] = await Promise.all([fetchSpuDetail(id), fetchSpuSkus(id)]);
    sku = skus.find((s) => s.id === skuId);
  }
  if (!sku) throw new Error('课程已下架或不存在');
  return { spu, sku };
}

export function useCheckoutLines(params: CheckoutParams): {
  lines: CheckoutLine[];
  isPending: boolean;
  error: Error | null;
} {
  const grouped = params.startGroup || params.groupId !== null;
  const skuId = params.skuIds[0] ?? 0;
  const single = useQuery({
    queryKey: ['order', 'checkoutSku', skuId, params.spuId],
    queryFn: () => fetchCheckoutSku(skuId, params.spuId),
    enabled: !params.fromCart && skuId > 0,
    retry: false,
    staleTime: 30_000,
  });
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
