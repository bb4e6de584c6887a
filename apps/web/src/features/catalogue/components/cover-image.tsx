import { API_PATHS, fillPath } from '@salt/domain';
import { withApiPrefix } from '../../../lib/api/client';

/** Goods without an uploaded cover get the server's generated one, so no card is ever blank. */
export function coverSrc(id: number, coverUrl: string | null): string {
  return coverUrl || withApiPrefix(fillPath(API_PATHS.spuCover, { id }));
}

export function CoverImage({
  id,
  coverUrl,
  title,
  className,
}: {
  id: number;
  coverUrl: string | null;
  title: string;
  className?: string;
}) {
  return (
    <div className={`cat-cover ${className ?? ''}`}>
      <img src={coverSrc(id, coverUrl)} alt={`${title}课程封面`} loading="lazy" />
    </div>
  );
}
