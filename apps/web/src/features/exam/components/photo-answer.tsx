import { useRef, useState } from 'react';
import { Button, Image, Space, Spin } from 'antd';
import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { MESSAGES } from '@salt/domain';
import { ApiError } from '../../../lib/api/client';
import { feedback } from '../../../lib/api/feedback';
import { uploadImage } from '../../../lib/api/upload-image';

export const MAX_ANSWER_PHOTOS = 6;
const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];

interface Props {
  value: string[];
  onChange: (urls: string[]) => void;
  disabled?: boolean;
  label: string;
}

/**
 * A written answer handed in as photos (questions a teacher marks): each photo is uploaded at once and the list of
 * URLs is the answer, so it is saved like any other.
 */
export function PhotoAnswer({ value, onChange, disabled, label }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const latest = useRef(value);
  latest.current = value;

  const add = async (files: File[]) => {
    setUploading(true);
    try {
      for (const file of files) {
        if (!IMAGE_TYPES.includes(file.type)) {
          feedback().info(MESSAGES.uploadImageType, 'error');
          continue;
        }
        if (latest.current.length >= MAX_ANSWER_PHOTOS) break;
        try {
          latest.current = [...latest.current, await uploadImage(file)];
          onChange(latest.current);
        } catch (e) {
          if (!(e instanceof ApiError)) feedback().error(MESSAGES.uploadFailed);
        }
      }
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="exam-photos" data-testid="exam-photos">
      <Space wrap>
        {value.map((url, i) => (
          <div className="exam-photos__item" key={url}>
            <Image src={url} width={96} height={120} alt={`作答照片 ${i + 1}`} />
            {!disabled && (
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`删除照片 ${i + 1}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              />
            )}
          </div>
        ))}
        {value.length < MAX_ANSWER_PHOTOS && !disabled && (
          <Button icon={uploading ? <Spin size="small" /> : <CameraOutlined />} onClick={() => input.current?.click()}>
            拍照/上传作答
          </Button>
        )}
      </Space>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept="image/jpeg,image/png"
        aria-label={`上传作答照片：${label}`}
        data-testid="exam-photo-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void add(files);
        }}
      />
    </div>
  );
}
