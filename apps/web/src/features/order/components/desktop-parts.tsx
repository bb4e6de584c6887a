import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fenToYuanText, formatFen } from '../../../lib/money';
import { shopPath } from '../../../lib/shop-paths';
import { coverSrc } from '../../../lib/cover-src';
import type { GoodsLineData } from './goods-line';
import './desktop-shop.css';

/** A price in the catalogue's style: small ¥ and cents, large yuan; `was` adds the crossed-out original. */
export function DesktopPrice({
  fen,
  was,
  size = 'md',
  plain,
}: {
  fen: number;
  was?: number | null;
  size?: 'sm' | 'md' | 'lg';
  plain?: boolean;
}) {
  const [yuan, cents] = fenToYuanText(Math.abs(fen)).split('.');
  return (
    <span className={`dshop-price dshop-price--${size}${plain ? ' is-plain' : ''}`} aria-label={formatFen(fen)}>
      <span className="dshop-price__now">
        <small>{fen < 0 ? '-' : ''}¥</small>
        {yuan}
        <small>.{cents}</small>
      </span>
      {was != null && was > fen && <s className="dshop-price__was">{formatFen(was)}</s>}
    </span>
  );
}

/** Cover, title (opening the goods page) and class of one course line. */
export function GoodsCell({ goods, tags, link = true }: { goods: GoodsLineData; tags?: ReactNode; link?: boolean }) {
  const body = (
    <>
      <img src={coverSrc(goods.spuId, goods.coverUrl)} alt="" loading="lazy" />
      <div>
        <div className="dshop-goods__title">{goods.title}</div>
        <div className="dshop-goods__sku">{goods.skuName}</div>
        {tags && <div className="dshop-goods__tags">{tags}</div>}
      </div>
    </>
  );
  if (!link) return <div className="dshop-goods">{body}</div>;
  return (
    <Link to={shopPath('goods', { id: goods.spuId, mobile: false })} className="dshop-goods">
      {body}
    </Link>
  );
}

const SHOP_LINKS = [
  { page: 'cart', label: '购物车' },
  { page: 'orders', label: '我的订单' },
  { page: 'coupons', label: '领券中心' },
] as const;

/** Page heading with the other personal shop pages beside it, so none of them is a dead end. */
export function ShopHead({
  title,
  count,
  current,
}: {
  title: string;
  count?: ReactNode;
  current: (typeof SHOP_LINKS)[number]['page'] | null;
}) {
  return (
    <div className="dshop-head">
      <h1>
        {title}
        {count !== undefined && <small>{count}</small>}
      </h1>
      <nav aria-label="我的商城">
        {SHOP_LINKS.filter((l) => l.page !== current).map((l) => (
          <Link key={l.page} to={shopPath(l.page, { mobile: false })}>
            {l.label}
          </Link>
        ))}
        <Link to={shopPath('home', { mobile: false })}>继续选课</Link>
      </nav>
    </div>
  );
}
