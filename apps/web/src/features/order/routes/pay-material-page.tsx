import { useQueries } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { spuSkusQuery, useSpuPage } from '../../catalogue';
import { GoodsLine } from '../components/goods-line';
import { Price } from '../components/price';
import { checkoutUrl } from '../checkout-params';
import '../components/shop-ui.css';
import './pay-material-page.css';

/**
 * 资料费 (/m-shop/payMaterial): the materials (goods whose classes ship something) bought on their own. The
 * catalogue has no materials filter, so the page filters the full list itself; buying goes through checkout.
 */
export function PayMaterialPage() {
  const navigate = useNavigate();
  // Every goods at once (size -1 = all, spec section 9).
  const spus = useSpuPage({}, 1, -1);
  const materials = (spus.data?.records ?? []).filter((s) => s.needLogistics);
  const skuLists = useQueries({ queries: materials.map((s) => spuSkusQuery(s.id)) });
  const loading = spus.isPending || skuLists.some((q) => q.isPending);
  const rows = materials.flatMap((spu, i) =>
    (skuLists[i]?.data ?? []).filter((sku) => sku.needLogistics).map((sku) => ({ spu, sku })),
  );
  return (
    <div className="op-page material">
      <div className="material__intro">
        <b>教辅资料</b>
        <span>与课程同步的纸质讲义、练习册，付款后寄送到家</span>
      </div>
      {loading && (
        <div className="op-card op-empty">
          <DotLoading color="primary" />
        </div>
      )}
      {!loading && rows.length === 0 && (
        <div className="op-card op-empty">
          <ErrorBlock status="empty" title="暂无需要缴纳的资料费" description="" />
        </div>
      )}
      {rows.map(({ spu, sku }) => (
        <div key={sku.id} className="op-card" data-testid={`material-${sku.id}`}>
          <GoodsLine
            goods={{
              spuId: spu.id,
              title: spu.title,
              skuName: sku.name,
              coverUrl: spu.coverUrl,
              priceFen: sku.priceFen,
              originalPriceFen: sku.originalPriceFen,
            }}
            tags={<span className="op-tag op-tag--blue">包邮到家</span>}
            extra={<Price fen={sku.priceFen} was={sku.originalPriceFen} />}
          />
          <div className="material__foot">
            <span className="op-muted">{sku.soldOut ? '已售罄' : `已有${sku.sold}人购买`}</span>
            <Button
              size="small"
              shape="rounded"
              className="op-btn"
              disabled={sku.soldOut}
              onClick={() => void navigate(checkoutUrl({ skuId: sku.id, spuId: spu.id }))}
            >
              立即购买
            </Button>
          </div>
        </div>
      ))}
    </div>
  );
}
