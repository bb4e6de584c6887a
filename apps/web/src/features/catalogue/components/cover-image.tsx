import { coverSrc } from '../../../lib/cover-src';

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
