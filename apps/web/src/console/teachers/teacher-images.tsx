import { useState } from 'react';
import { App, Button, Image, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { TEACHER_QUALIFICATION_IMAGES_MAX } from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { uploadTeacherImage } from '../../lib/api/upload-image';

/** Sends one jpeg or png as a public teacher image (the server checks the bytes); the API client shows its refusals. */
function useTeacherUpload(onUrl: (url: string) => void) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    setBusy(true);
    try {
      onUrl(await uploadTeacherImage(file));
    } catch (e) {
      if (!(e instanceof ApiError)) message.error('上传失败');
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}

interface AvatarProps {
  value?: string | null;
  onChange?: (url: string | null) => void;
}

/** The profile's avatar (without one the shop shows the account's avatar or the default). */
export function TeacherAvatarUpload({ value, onChange }: AvatarProps) {
  const { busy, send } = useTeacherUpload((url) => onChange?.(url));
  return (
    <Space align="start" wrap>
      {value && <Image src={value} width={96} alt="教师头像" />}
      <Space direction="vertical">
        <Upload
          accept="image/jpeg,image/png"
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            {value ? '更换头像' : '上传头像'}
          </Button>
        </Upload>
        {value && (
          <Button type="link" danger onClick={() => onChange?.(null)} style={{ padding: 0 }}>
            移除头像
          </Button>
        )}
      </Space>
    </Space>
  );
}

interface ImagesProps {
  value?: string[];
  onChange?: (urls: string[]) => void;
}

/** Photos of the certificates (资质图片), in order; shown on the teacher's public page. */
export function QualificationImagesUpload({ value = [], onChange }: ImagesProps) {
  const { busy, send } = useTeacherUpload((url) => onChange?.([...value, url]));
  const full = value.length >= TEACHER_QUALIFICATION_IMAGES_MAX;
  return (
    <Space direction="vertical">
      <Space wrap>
        {value.map((url, i) => (
          <Space key={url + i} direction="vertical" align="center">
            <Image src={url} width={120} alt={`资质图片${i + 1}`} />
            <Button type="link" danger onClick={() => onChange?.(value.filter((_, j) => j !== i))}>
              删除
            </Button>
          </Space>
        ))}
      </Space>
      <Upload
        accept="image/jpeg,image/png"
        showUploadList={false}
        disabled={full}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} disabled={full}>
          上传资质图片
        </Button>
      </Upload>
    </Space>
  );
}
