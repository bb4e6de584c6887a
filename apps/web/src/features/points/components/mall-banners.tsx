import { Link } from 'react-router';
import type { PointsMallHome } from '@salt/domain';
import { coverSrc } from '../../../lib/cover-src';
import { shopPath } from '../../../lib/shop-paths';
import './mall-banners.css';

type Banner = PointsMallHome['banners'][number];

/**
 * The mall's banners staff placed in the console (首页轮播, 盐值商城): a strip that snaps one slide at a time and
 * scrolls sideways (a swipe on phones), each its title, line and picture (the course cover without an upload), opening
 * its goods. Plain CSS so one component serves both themes.
 */
export function MallBanners({ banners }: { banners: Banner[] }) {
  return (
    <div className="yz-banners" role="region" aria-label="盐值商城轮播">
      {banners.map((b) => (
        <Link key={b.id} to={shopPath('goods', { id: b.spuId })} className="yz-banner-slide" data-testid="yz-banner">
          <div className="yz-banner-slide__copy">
            <div className="yz-banner-slide__title">{b.title}</div>
            {b.subtitle && <div className="yz-banner-slide__sub">{b.subtitle}</div>}
            <span className="yz-banner__cta">去看看</span>
          </div>
          {/* Beside the copy, not under it: a course's own cover carries its title in large type. */}
          <img src={coverSrc(b.spuId, b.imageUrl)} alt={b.title} className="yz-banner-slide__image" />
        </Link>
      ))}
    </div>
  );
}
