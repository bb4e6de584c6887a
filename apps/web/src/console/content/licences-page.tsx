import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Image, Input, Popconfirm, Space, Typography, Upload } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, UploadOutlined } from '@ant-design/icons';
import { API_PATHS, LICENCE_IMAGES_MAX, fillPath, type ConsoleLicenceImage } from '@salt/domain';
import { ApiError, apiDelete, apiPost, apiPut } from '../../lib/api/client';
import { uploadLicenceImage } from '../../lib/api/upload-image';
import { failureText, useContentList } from './use-content-list';

/** 办学资质: the school licence images /qualifications shows, in this order (public uploads). */
export function LicencesPage() {
  const { message } = App.useApp();
  const { rows, failed, load } = useContentList<ConsoleLicenceImage>(API_PATHS.consoleLicenceList);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      message.success(done);
    } catch (e) {
      message.error(failureText(e));
    }
    await load();
  };

  const upload = async (file: File) => {
    if (!title.trim()) {
      message.error('请先填写资质名称');
      return;
    }
    setBusy(true);
    try {
      const image = await uploadLicenceImage(file);
      await run(
        () => apiPost(API_PATHS.consoleLicenceCreate, { title: title.trim(), image }, { silent: true }),
        '已上传',
      );
      setTitle('');
    } catch (e) {
      if (!(e instanceof ApiError)) message.error('上传失败');
    } finally {
      setBusy(false);
    }
  };

  const move = (index: number, by: -1 | 1) => {
    if (!rows) return;
    const order = [...rows];
    const [item] = order.splice(index, 1);
    order.splice(index + by, 0, item!);
    void run(
      () =>
        apiPost(
          API_PATHS.consoleLicenceReorder,
          { items: order.map(({ id, version }) => ({ id, version })) },
          { silent: true },
        ),
      '顺序已保存',
    );
  };

  const rename = (l: ConsoleLicenceImage, next: string) => {
    if (next.trim() === l.title) return;
    void run(
      () =>
        apiPut(
          fillPath(API_PATHS.consoleLicenceItem, { id: l.id }),
          { title: next, version: l.version },
          { silent: true },
        ),
      '已保存',
    );
  };

  const full = (rows?.length ?? 0) >= LICENCE_IMAGES_MAX;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        办学资质
      </Typography.Title>
      {failed && <Alert type="error" showIcon title={failed} />}
      <Card size="small" title="上传资质图片">
        <Space wrap>
          <Input
            placeholder="资质名称，如 民办学校办学许可证"
            aria-label="资质名称"
            value={title}
            maxLength={100}
            onChange={(e) => setTitle(e.target.value)}
            style={{ width: 280 }}
          />
          <Upload
            accept="image/jpeg,image/png"
            showUploadList={false}
            disabled={full}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy} disabled={full}>
              选择图片并上传
            </Button>
          </Upload>
          <Typography.Text type="secondary">公开展示于“办学许可”页，最多 {LICENCE_IMAGES_MAX} 张</Typography.Text>
        </Space>
      </Card>
      {rows && rows.length === 0 && <Empty description="还没有资质图片" />}
      <Space wrap align="start" size="middle">
        {(rows ?? []).map((l, i) => (
          <Card
            key={l.id}
            size="small"
            style={{ width: 260 }}
            cover={<Image src={l.image} alt={l.title} height={170} style={{ objectFit: 'contain' }} />}
            actions={[
              <Button
                key="up"
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={`上移 ${l.title}`}
              />,
              <Button
                key="down"
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={i === rows!.length - 1}
                onClick={() => move(i, 1)}
                aria-label={`下移 ${l.title}`}
              />,
              <Popconfirm
                key="delete"
                title="删除这张资质图片？"
                okText="删除"
                cancelText="取消"
                onConfirm={() =>
                  run(
                    () =>
                      apiDelete(`${fillPath(API_PATHS.consoleLicenceItem, { id: l.id })}?version=${l.version}`, {
                        silent: true,
                      }),
                    '已删除',
                  )
                }
              >
                <Button type="text" size="small" danger>
                  删除
                </Button>
              </Popconfirm>,
            ]}
          >
            <Typography.Text editable={{ onChange: (v) => rename(l, v), maxLength: 100 }}>{l.title}</Typography.Text>
          </Card>
        ))}
      </Space>
    </Space>
  );
}
