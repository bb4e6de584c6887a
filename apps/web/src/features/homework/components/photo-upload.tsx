import { useRef, useState } from 'react';
import { Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ApiError } from '../../../lib/api/client';
import { feedback } from '../../../lib/api/feedback';
import { useSiteStore } from '../../../lib/site-store';
import { uploadHomeworkImage } from '../api/homework-api';
import {
  compressHomeworkImage,
  IMAGE_TYPE_ERROR,
  isHomeworkImage,
  NOT_AN_IMAGE,
  thumbSize,
  UPLOAD_FAILED,
} from '../image-rules';
import { PhotoList } from './photo-list';

export const MAX_PHOTOS = 9;

interface Props {
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
}

/** Photo answer: thumbnails with delete icons and a dashed add box (spinner while uploading); paste on desktop. */
export function PhotoUpload({ value, onChange, disabled }: Props) {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const latest = useRef(value);
  latest.current = value;

  const upload = async (files: File[]) => {
    for (const file of files) {
      if (!isHomeworkImage(file)) {
        feedback().info(IMAGE_TYPE_ERROR, 'error');
        continue;
      }
      if (latest.current.length >= MAX_PHOTOS) break;
      setUploading((n) => n + 1);
      try {
        const blob = await compressHomeworkImage(file);
        const url = await uploadHomeworkImage(blob);
        latest.current = [...latest.current, url];
        onChange(latest.current);
      } catch (e) {
        // The API client has shown the server's reason already; anything else is a failed upload.
        if (!(e instanceof ApiError)) feedback().error(UPLOAD_FAILED);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const onPaste = (e: React.ClipboardEvent) => {
    if (mobile || disabled) return;
    const files = Array.from(e.clipboardData.files);
    e.preventDefault();
    const images = files.filter((f) => f.type.startsWith('image/'));
    if (images.length === 0) {
      feedback().info(NOT_AN_IMAGE, 'error');
      return;
    }
    void upload(images);
  };

  const full = value.length >= MAX_PHOTOS;
  return (
    <PhotoList images={value} onRemove={disabled ? undefined : (i) => onChange(value.filter((_, j) => j !== i))}>
      {!full && !disabled && (
        <div
          className="hw-upload-box"
          style={thumbSize(mobile)}
          role="button"
          tabIndex={0}
          aria-label="上传照片"
          title={mobile ? undefined : '点击选择或粘贴图片'}
          onClick={() => uploading === 0 && input.current?.click()}
          onKeyDown={(e) => e.key === 'Enter' && input.current?.click()}
          onPaste={onPaste}
        >
          {uploading > 0 ? <Spin data-testid="hw-upload-spin" /> : <PlusOutlined />}
          {!mobile && uploading === 0 && <span className="hw-upload-box__text">上传照片</span>}
          <input
            ref={input}
            type="file"
            hidden
            multiple
            accept="image/jpeg,image/jpg,image/png"
            data-testid="hw-file-input"
            onChange={(e) => {
              const files = Array.from(e.target.files ?? []);
              e.target.value = '';
              void upload(files);
            }}
          />
        </div>
      )}
    </PhotoList>
  );
}
