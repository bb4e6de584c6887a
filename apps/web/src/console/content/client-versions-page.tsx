import { useState } from 'react';
import { Alert, App, Button, Space, Switch, Table, Tag, Typography } from 'antd';
import { API_PATHS, CLIENT_PLATFORM_LABELS, fillPath, type ConsoleClientVersion } from '@salt/domain';
import { apiPost } from '../../lib/api/client';
import { ClientVersionModal } from './client-version-modal';
import { failureText, useContentList } from './use-content-list';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** 客户端版本: releases for /download and /MDownload; each platform shows its newest published release. */
export function ClientVersionsPage() {
  const { message } = App.useApp();
  const { rows, failed, load } = useContentList<ConsoleClientVersion>(API_PATHS.consoleClientVersionList);
  const [editing, setEditing] = useState<ConsoleClientVersion | 'new' | null>(null);

  const publish = async (v: ConsoleClientVersion, published: boolean) => {
    try {
      await apiPost(
        fillPath(API_PATHS.consoleClientVersionPublish, { id: v.id }),
        { published, version: v.version },
        { silent: true },
      );
      message.success(published ? '已发布到下载页' : '已下线');
    } catch (e) {
      message.error(failureText(e));
    }
    await load();
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          客户端版本
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          新建版本
        </Button>
      </Space>
      {failed && <Alert type="error" showIcon title={failed} />}
      <Table<ConsoleClientVersion>
        rowKey="id"
        size="small"
        loading={!rows && !failed}
        dataSource={rows ?? []}
        pagination={false}
        scroll={{ x: 760 }}
        columns={[
          {
            title: '平台',
            dataIndex: 'platform',
            width: 90,
            render: (p: ConsoleClientVersion['platform']) => CLIENT_PLATFORM_LABELS[p],
          },
          { title: '版本号', dataIndex: 'versionName', width: 90 },
          { title: '大小', dataIndex: 'sizeBytes', width: 100, render: mb },
          { title: '发布日期', dataIndex: 'releaseDate', width: 110 },
          { title: '更新说明', dataIndex: 'notes', ellipsis: true },
          {
            title: '状态',
            key: 'state',
            width: 120,
            render: (_, v) => (
              <Space>
                <Switch
                  size="small"
                  checked={v.published}
                  aria-label={`发布 ${CLIENT_PLATFORM_LABELS[v.platform]} ${v.versionName}`}
                  onChange={(on) => void publish(v, on)}
                />
                {v.published ? <Tag color="green">已发布</Tag> : <Tag>未发布</Tag>}
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 70,
            render: (_, v) => (
              <Button type="link" size="small" onClick={() => setEditing(v)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <ClientVersionModal
        release={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
    </Space>
  );
}
