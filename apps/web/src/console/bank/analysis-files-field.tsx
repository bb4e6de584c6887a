import { useState } from 'react';
import { App, Button, List, Upload } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { uploadMaterial } from '../../lib/api/upload-image';
import { ApiError } from '../../lib/api/client';

interface AnalysisFile {
  fileName: string;
  fileType: string;
  url: string;
}
const extensionOf = (name: string) => (name.split('.').pop() ?? '').toLowerCase().slice(0, 10);

/** 解析文件: PDFs or pictures uploaded as teaching material (as 布置作业 does), at most 10. A form control. */
export function AnalysisFilesField(props: { value?: AnalysisFile[]; onChange?: (v: AnalysisFile[]) => void }) {
  const { message } = App.useApp();
  const files = props.value ?? [];
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const url = await uploadMaterial(file);
      props.onChange?.([...files, { fileName: file.name.slice(0, 100), fileType: extensionOf(file.name), url }]);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '上传失败');
    } finally {
      setUploading(false);
    }
  };
  return (
    <>
      {files.length > 0 && (
        <List
          size="small"
          dataSource={files}
          renderItem={(f, i) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`移除 ${f.fileName}`}
                  onClick={() => props.onChange?.(files.filter((_, j) => j !== i))}
                />,
              ]}
            >
              <a href={f.url} target="_blank" rel="noreferrer">
                <PaperClipOutlined /> {f.fileName}
              </a>
            </List.Item>
          )}
        />
      )}
      <Upload
        accept=".pdf,image/*"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading} disabled={files.length >= 10}>
          上传解析文件
        </Button>
      </Upload>
    </>
  );
}
