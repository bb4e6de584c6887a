import { useState } from 'react';
import { Button, Form, Input, Radio, Result, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { MESSAGES } from '@salt/domain';
import { requiredRule } from '../../../components/form-rules';
import { feedback } from '../../../lib/api/feedback';
import type { FeedbackCategory } from '@salt/domain';
import { useSendFeedback } from '../api/send-feedback';
import { uploadImage } from '../../../lib/api/upload-image';
import { compressImage, IMAGE_TYPES } from '../compress-image';
import './center-pages.css';

const CATEGORIES: { value: FeedbackCategory; label: string }[] = [
  { value: 'course', label: '课程内容' },
  { value: 'teacher', label: '授课老师' },
  { value: 'app', label: '产品使用' },
  { value: 'other', label: '其他' },
];
const MAX_IMAGES = 9;

interface Values {
  category: FeedbackCategory;
  content: string;
  contact?: string;
}

/** 意见反馈: what went wrong or could be better, with photos; staff read it in the console. */
export function FeedbackPage() {
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile<{ url: string }>[]>([]);
  const [done, setDone] = useState(false);
  const send = useSendFeedback();
  const uploading = files.some((f) => f.status === 'uploading');

  const onFinish = (v: Values) =>
    send.mutate(
      {
        category: v.category,
        content: v.content.trim(),
        contact: v.contact?.trim() || undefined,
        images: files.flatMap((f) => (f.status === 'done' && f.response ? [f.response.url] : [])),
      },
      { onSuccess: () => setDone(true) },
    );

  if (done) {
    return (
      <Result
        status="success"
        title="感谢你的反馈"
        subTitle="我们已收到你的意见，会尽快处理"
        extra={[
          <Link key="center" to="/center">
            <Button type="primary">返回学习中心</Button>
          </Link>,
          <Button
            key="again"
            onClick={() => {
              form.resetFields();
              setFiles([]);
              setDone(false);
            }}
          >
            继续反馈
          </Button>,
        ]}
      />
    );
  }

  return (
    <div className="center-page feedback-page">
      <div className="center-page__head">
        <h2>意见反馈</h2>
      </div>
      <Form<Values>
        form={form}
        layout="vertical"
        validateTrigger="onBlur"
        initialValues={{ category: 'course' }}
        onFinish={onFinish}
      >
        <Form.Item label="反馈类型" name="category" rules={[requiredRule]}>
          <Radio.Group optionType="button" buttonStyle="solid" options={CATEGORIES} />
        </Form.Item>
        <Form.Item
          label="问题描述"
          name="content"
          rules={[requiredRule, { whitespace: true, message: MESSAGES.required }]}
        >
          <Input.TextArea
            rows={5}
            maxLength={1000}
            showCount
            placeholder="请描述你遇到的问题或建议，我们会认真阅读每一条反馈"
          />
        </Form.Item>
        <Form.Item label={`图片（选填，最多 ${MAX_IMAGES} 张）`}>
          <Upload<{ url: string }>
            listType="picture-card"
            accept=".jpg,.jpeg,.png"
            fileList={files}
            maxCount={MAX_IMAGES}
            beforeUpload={(file) => {
              if (IMAGE_TYPES.includes(file.type)) return true;
              feedback().info(MESSAGES.uploadImageType, 'error');
              return Upload.LIST_IGNORE;
            }}
            customRequest={({ file, onSuccess, onError }) => {
              void compressImage(file as File)
                .then(uploadImage)
                .then((url) => onSuccess?.({ url }))
                .catch((e: unknown) => {
                  feedback().info(MESSAGES.uploadFailed, 'error');
                  onError?.(e instanceof Error ? e : new Error(MESSAGES.uploadFailed));
                });
            }}
            onChange={({ fileList }) => setFiles(fileList.filter((f) => f.status !== 'error'))}
          >
            {files.length < MAX_IMAGES && (
              <div className="feedback-upload">
                <PlusOutlined />
                <div>上传图片</div>
              </div>
            )}
          </Upload>
        </Form.Item>
        <Form.Item label="联系方式（选填）" name="contact">
          <Input maxLength={64} placeholder="手机号或微信号，方便我们联系你" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={send.isPending} disabled={uploading}>
          提交反馈
        </Button>
      </Form>
    </div>
  );
}
