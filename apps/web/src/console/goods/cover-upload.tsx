import { useState } from 'react';
import { App, Button, Image, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { ApiError } from '../../lib/api/client';
import { uploadCover } from '../../lib/api/upload-image';

interface Props {
  value?: string | null;
  onChange?: (url: string | null) => void;
}

/** The course cover: a jpeg or png sent to the upload endpoint as a public cover (the server checks the bytes). */
export function CoverUpload({ value, onChange }: Props) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const send = async (file: File) => {
    setBusy(true);
    try {
      onChange?.(await uploadCover(file));
    } catch (e) {
      // The API client has already shown the server's reason; anything else is the network.
      if (!(e instanceof ApiError)) message.error('上传失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space align="start" wrap>
      {value && <Image src={value} width={200} alt="课程封面" />}
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
            {value ? '更换封面' : '上传封面'}
          </Button>
        </Upload>
        {value && (
          <Button type="link" danger onClick={() => onChange?.(null)} style={{ padding: 0 }}>
            移除封面
          </Button>
        )}
      </Space>
    </Space>
  );
}
