import type { PointsGoodsKind } from '@salt/domain';

const KIND_GLYPH: Record<PointsGoodsKind, string> = { physical: '🎁', coupon: '🎫', virtual: '📚' };

/** The item's picture, or a soft placeholder with its kind's glyph when none was uploaded. */
export function GoodsCover({ url, kind, title }: { url: string | null; kind: PointsGoodsKind; title: string }) {
  if (url) return <img className="yz-cover" src={url} alt={title} loading="lazy" />;
  return (
    <div className={`yz-cover yz-cover--empty is-${kind}`} role="img" aria-label={title}>
      <span>{KIND_GLYPH[kind]}</span>
    </div>
  );
}
