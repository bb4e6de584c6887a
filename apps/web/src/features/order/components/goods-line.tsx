import type { ReactNode } from 'react';
import { API_PATHS, fillPath } from '@salt/domain';
import { withApiPrefix } from '../../../lib/api/client';
import { Price } from './price';

export interface GoodsLineData {
  spuId: number;
  title: string;
  skuName: string;
  coverUrl: string | null;
  priceFen: number;
  originalPriceFen?: number | null;
}

/** Goods without an uploaded cover get the server's generated cover art. */
export function coverOf(spuId: number, coverUrl: string | null): string {
  return coverUrl || withApiPrefix(fillPath(API_PATHS.spuCover, { id: spuId }));
}

export function GoodsLine({ goods, tags, extra }: { goods: GoodsLineData; tags?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="op-goods">
      <img className="op-goods__cover" src={coverOf(goods.spuId, goods.coverUrl)} alt="" loading="lazy" />
      <div className="op-goods__body">
        <div>
          <div className="op-goods__title">{goods.title}</div>
          <div className="op-goods__sku">{goods.skuName}</div>
        </div>
        <div className="op-goods__foot">
          <span>{tags}</span>
          {extra ?? <Price fen={goods.priceFen} was={goods.originalPriceFen} />}
        </div>
      </div>
    </div>
  );
}
