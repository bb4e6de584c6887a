import type { ReactNode } from 'react';
import { GiftOutlined, PlayCircleOutlined, TagsOutlined } from '@ant-design/icons';
import type { PointsGoodsKind } from '@salt/domain';

const KIND_GLYPH: Record<PointsGoodsKind, ReactNode> = {
  physical: <GiftOutlined />,
  coupon: <TagsOutlined />,
  virtual: <PlayCircleOutlined />,
};

/** The item's picture, or a soft placeholder with its kind's glyph when none was uploaded. */
export function GoodsCover({ url, kind, title }: { url: string | null; kind: PointsGoodsKind; title: string }) {
  if (url) return <img className="yz-cover" src={url} alt={title} loading="lazy" />;
  return (
    <div className={`yz-cover yz-cover--empty is-${kind}`} role="img" aria-label={title}>
      <span>{KIND_GLYPH[kind]}</span>
    </div>
  );
}
