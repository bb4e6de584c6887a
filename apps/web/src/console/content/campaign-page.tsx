import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Form, Image, Input, Space, Switch, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { API_PATHS, chinaDay, consoleCampaignUpdateSchema, type ConsoleCampaign } from '@salt/domain';
import { apiPut } from '../../lib/api/client';
import { failureText, fieldErrors, useContentRow } from './use-content-list';
import { useImageField } from './use-image-field';

interface Values {
  title: string;
  subtitle: string;
  dates: [Dayjs | null, Dayjs | null] | null;
  ctaText: string;
  ctaLink: string;
  body: string;
  published: boolean;
}

const DAY = 'YYYY-MM-DD';

/** Why a saved campaign is not on /advert today (unpublished, not started, over), or null when it is. */
function notShownWhy(c: ConsoleCampaign): string | null {
  if (c.version === 0) return '还没有活动页：填写后保存即创建';
  if (!c.published) return '未发布：/advert 显示“暂无进行中的活动”';
  const today = chinaDay(Date.now());
  if (today < c.startDate) return `已发布，${c.startDate} 起在 /advert 展示`;
  if (today > c.endDate) return '活动已结束：/advert 显示“暂无进行中的活动”';
  return null;
}

/** 活动页: the campaign /advert shows while published and within its dates (one page, saved whole). */
export function CampaignPage() {
  const { message } = App.useApp();
  const { row, failed, load } = useContentRow<ConsoleCampaign>(API_PATHS.consoleCampaign);
  const [form] = Form.useForm<Values>();
  const { value: cover, setValue: setCover, uploading, upload } = useImageField();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!row) return;
    form.setFieldsValue({
      title: row.title,
      subtitle: row.subtitle,
      dates: row.startDate ? [dayjs(row.startDate), dayjs(row.endDate)] : null,
      ctaText: row.ctaText || '立即报名',
      ctaLink: row.ctaLink || '/course',
      body: row.body,
      published: row.published,
    });
    setCover(row.cover);
  }, [row, form]);

  const submit = async (v: Values) => {
    if (!row) return;
    const { dates, ...rest } = v;
    const parsed = consoleCampaignUpdateSchema.safeParse({
      ...rest,
      cover,
      startDate: dates?.[0]?.format(DAY) ?? '',
      endDate: dates?.[1]?.format(DAY) ?? '',
      version: row.version,
    });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues).map((e) =>
        e.name === 'startDate' || e.name === 'endDate' ? { ...e, name: 'dates' } : e,
      );
      form.setFields(errors as Parameters<typeof form.setFields>[0]);
      return;
    }
    setBusy(true);
    try {
      await apiPut(API_PATHS.consoleCampaign, parsed.data, { silent: true });
      message.success('已保存，页面立即生效');
      await load();
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  const why = row && notShownWhy(row);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          活动页
        </Typography.Title>
        <Button href="/advert" target="_blank">
          查看页面
        </Button>
      </Space>
      {failed && <Alert type="error" showIcon title={failed} />}
      {why && <Alert type="info" showIcon title={why} />}
      <Card size="small" loading={!row && !failed}>
        <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)} style={{ maxWidth: 760 }}>
          <Form.Item label="活动标题" name="title" required>
            <Input maxLength={40} placeholder="如 寒假集训营报名季" />
          </Form.Item>
          <Form.Item label="副标题" name="subtitle">
            <Input maxLength={80} placeholder="一句话亮点，可不填" />
          </Form.Item>
          <Form.Item label="活动时间" name="dates" required extra="按北京时间，首尾两天都在活动期内">
            <DatePicker.RangePicker />
          </Form.Item>
          <Form.Item label="封面图" extra="jpg / png，建议 1200×700；可不传，页面显示渐变底色">
            <Space align="start">
              {cover && <Image src={cover} alt="活动封面" width={240} height={140} style={{ objectFit: 'cover' }} />}
              <Upload
                accept="image/jpeg,image/png"
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />} loading={uploading}>
                  {cover ? '更换封面' : '上传封面'}
                </Button>
              </Upload>
              {cover && (
                <Button icon={<DeleteOutlined />} onClick={() => setCover('')}>
                  去掉封面
                </Button>
              )}
            </Space>
          </Form.Item>
          <Space size="large" wrap align="start">
            <Form.Item label="按钮文字" name="ctaText" required>
              <Input maxLength={12} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item label="按钮链接" name="ctaLink" required extra="本站页面路径，如 /course">
              <Input maxLength={200} style={{ width: 320 }} />
            </Form.Item>
          </Space>
          <Form.Item
            label="活动介绍"
            name="body"
            required
            extra="段落之间空一行；以“一、”“二、”等开头的段落显示为小标题。"
          >
            <Input.TextArea rows={12} maxLength={5000} />
          </Form.Item>
          <Form.Item label="发布" name="published" valuePropName="checked">
            <Switch checkedChildren="已发布" unCheckedChildren="未发布" />
          </Form.Item>
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
