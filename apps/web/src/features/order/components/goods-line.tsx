import type { ReactNode } from 'react';
import { coverSrc } from '../../../lib/cover-src';
import { Price } from './price';

export interface GoodsLineData {
  spuId: number;
  title: string;
  skuName: string;
  coverUrl: string | null;
  priceFen: number;
  originalPriceFen?: number | null;
}

export function GoodsLine({ goods, tags, extra }: { goods: GoodsLineData; tags?: ReactNode; extra?: ReactNode }) {
  return (
    <div className="op-goods">
      <img className="op-goods__cover" src={coverSrc(goods.spuId, goods.coverUrl)} alt="" loading="lazy" />
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
