import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Form, Image, Input, QRCode, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { API_PATHS, consoleOfficialAccountUpdateSchema, type ConsoleOfficialAccount } from '@salt/domain';
import { apiPut } from '../../lib/api/client';
import { failureText, fieldErrors, useContentRow } from './use-content-list';
import { useImageField } from './use-image-field';

interface Values {
  name: string;
  wechatId: string;
  qrUrl: string;
  intro: string;
}

/**
 * 公众号: what /publicAccount shows — the name, the WeChat id, the QR code (the link it encodes, or an uploaded
 * image of the code WeChat gives) and a short intro. The 盐值 for reading it is the points rule 浏览公众号.
 */
export function OfficialAccountPage() {
  const { message } = App.useApp();
  const { row, failed, load } = useContentRow<ConsoleOfficialAccount>(API_PATHS.consoleOfficialAccount);
  const [form] = Form.useForm<Values>();
  const qrUrl = Form.useWatch('qrUrl', form);
  const { value: qrImage, setValue: setQrImage, uploading, upload } = useImageField();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!row) return;
    form.setFieldsValue({ name: row.name, wechatId: row.wechatId, qrUrl: row.qrUrl, intro: row.intro });
    setQrImage(row.qrImage);
  }, [row, form]);

  const submit = async (v: Values) => {
    if (!row) return;
    const parsed = consoleOfficialAccountUpdateSchema.safeParse({ ...v, qrImage, version: row.version });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues).filter((e) => e.name !== 'qrImage');
      form.setFields(errors as Parameters<typeof form.setFields>[0]);
      return;
    }
    setBusy(true);
    try {
      await apiPut(API_PATHS.consoleOfficialAccount, parsed.data, { silent: true });
      message.success('已保存，页面立即生效');
      await load();
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          公众号
        </Typography.Title>
        <Button href="/publicAccount" target="_blank">
          查看页面
        </Button>
      </Space>
      {failed && <Alert type="error" showIcon title={failed} />}
      {row?.version === 0 && <Alert type="info" showIcon title="还没有公众号信息：填写后保存，/publicAccount 即展示" />}
      <Card size="small" loading={!row && !failed}>
        <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} style={{ maxWidth: 760 }}>
          <Space size="large" wrap>
            <Form.Item label="公众号名称" name="name" required>
              <Input maxLength={30} style={{ width: 260 }} placeholder="如 盐课堂" />
            </Form.Item>
            <Form.Item label="微信号" name="wechatId" required>
              <Input maxLength={20} style={{ width: 260 }} placeholder="如 yanketang_edu" />
            </Form.Item>
          </Space>
          <Form.Item
            label="二维码内容"
            name="qrUrl"
            extra="公众号二维码对应的网址（https://weixin.qq.com/r/…），页面据此生成二维码；也可改为上传二维码图片"
          >
            <Input maxLength={300} placeholder="https://weixin.qq.com/r/..." />
          </Form.Item>
          <Form.Item label="二维码图片" extra="上传后页面优先显示图片（jpg / png）">
            <Space align="start">
              {qrImage ? (
                <Image src={qrImage} alt="二维码图片" width={120} height={120} style={{ objectFit: 'contain' }} />
              ) : qrUrl ? (
                <QRCode value={qrUrl} size={120} bordered={false} />
              ) : null}
              <Upload
                accept="image/jpeg,image/png"
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={uploading}>
                  {qrImage ? '更换图片' : '上传图片'}
                </Button>
              </Upload>
              {qrImage && (
                <Button icon={<DeleteOutlined />} onClick={() => setQrImage('')}>
                  去掉图片
                </Button>
              )}
            </Space>
          </Form.Item>
          <Form.Item label="简介" name="intro">
            <Input.TextArea rows={3} maxLength={300} showCount />
          </Form.Item>
          <Typography.Paragraph type="secondary">
            阅读公众号推文所得盐值在“盐值规则”中设置（浏览公众号）。
          </Typography.Paragraph>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy}>
              保存
            </Button>
            {row && row.version > 0 && (
              <Typography.Text type="secondary">
                版本 {row.version} · 更新于 {new Date(row.updatedAt!).toLocaleString('zh-CN')}
              </Typography.Text>
            )}
          </Space>
        </Form>
      </Card>
    </Space>
  );
}
