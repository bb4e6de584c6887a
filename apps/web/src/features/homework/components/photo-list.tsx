import { useState } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';
import { useSiteStore } from '../../../lib/site-store';
import { thumbSize } from '../image-rules';
import { ImagePreview } from './image-preview';

interface Props {
  images: string[];
  /** With onRemove each thumbnail has a delete icon. */
  onRemove?: (index: number) => void;
  children?: React.ReactNode;
}

/** Photo thumbnails (120x150 desktop, 60x75 mobile); a click opens the preview carousel. */
export function PhotoList({ images, onRemove, children }: Props) {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const size = thumbSize(mobile);
  const [preview, setPreview] = useState<number | null>(null);
  return (
    <div className="hw-photos">
      {images.map((url, i) => (
        <div key={`${url}-${i}`} className="hw-thumb" style={size}>
          <img src={url} alt={`照片${i + 1}`} onClick={() => setPreview(i)} />
          {onRemove && (
            <button type="button" className="hw-thumb__delete" aria-label="删除照片" onClick={() => onRemove(i)}>
              <CloseCircleFilled />
            </button>
          )}
        </div>
      ))}
      {children}
      <ImagePreview images={images} index={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
