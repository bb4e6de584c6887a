import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Popconfirm, Space, Switch, Table, Tabs, Typography } from 'antd';
import { API_PATHS, type ConsoleDictItem, type ConsoleDictList } from '@salt/domain';
import { ApiError, apiGet, apiPost } from '../../lib/api/client';
import { DictItemModal } from './dict-item-modal';

type DictType = ConsoleDictList['types'][number]['type'];

/**
 * 字典: the lists every page loads at start (学科, 地区, 年级, 等级文案) and the home page's grey switch (days of
 * national mourning). Edits reach every instance at once (the servers' dictionary caches are emptied).
 */
export function DictionariesPage() {
  const { message } = App.useApp();
  const [data, setData] = useState<ConsoleDictList | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [tab, setTab] = useState<DictType>('subject');
  const [editing, setEditing] = useState<ConsoleDictItem | 'new' | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await apiGet<ConsoleDictList>(API_PATHS.consoleDict, { silent: true }));
      setFailed(null);
    } catch (e) {
      setFailed(e instanceof ApiError ? e.message : '加载失败，请重试');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const setGrey = async (on: boolean) => {
    if (!data) return;
    try {
      await apiPost(API_PATHS.consoleDictGrey, { on, version: data.greyVersion }, { silent: true });
      message.success(on ? '首页已置灰' : '首页已恢复彩色');
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '保存失败，请重试');
    }
    await load();
  };

  const current = data?.types.find((t) => t.type === tab);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        字典
      </Typography.Title>
      {failed && <Alert type="error" showIcon title={failed} />}
      <Card size="small" title="首页置灰">
        <Space>
          <Popconfirm
            title={data?.grey ? '恢复首页彩色？' : '将首页置灰？'}
            description="所有用户刷新后生效，常用于全国哀悼日。"
            okText="确定"
            cancelText="取消"
            onConfirm={() => setGrey(!data?.grey)}
            disabled={!data}
          >
            <Switch checked={data?.grey ?? false} disabled={!data} aria-label="首页置灰" />
          </Popconfirm>
          <Typography.Text type="secondary">{data?.grey ? '首页当前为灰色' : '首页当前为彩色'}</Typography.Text>
        </Space>
      </Card>
      <Card
        size="small"
        title={
          <Tabs
            activeKey={tab}
            onChange={(k) => setTab(k as DictType)}
            items={(data?.types ?? []).map((t) => ({ key: t.type, label: `${t.label}（${t.items.length}）` }))}
          />
        }
        extra={
          <Button type="primary" onClick={() => setEditing('new')} disabled={!current}>
            新增{current?.label ?? ''}
          </Button>
        }
      >
        <Table<ConsoleDictItem>
          rowKey="id"
          size="small"
          loading={!data && !failed}
          dataSource={current?.items ?? []}
          pagination={false}
          scroll={{ x: 560 }}
          columns={[
            { title: '值', dataIndex: 'value', width: 120 },
            { title: '名称', dataIndex: 'label' },
            { title: '说明', dataIndex: 'description', render: (d: string | null) => d ?? '—' },
            { title: '排序', dataIndex: 'sort', width: 80 },
            {
              title: '操作',
              key: 'actions',
              width: 80,
              render: (_, item) => (
                <Button type="link" size="small" onClick={() => setEditing(item)}>
                  编辑
                </Button>
              ),
            },
          ]}
        />
      </Card>
      {current && (
        <DictItemModal
          type={current.type}
          typeLabel={current.label}
          item={editing === 'new' ? null : editing}
          open={editing !== null}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      )}
    </Space>
  );
}
