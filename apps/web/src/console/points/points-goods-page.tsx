import { useState } from 'react';
import { useTable, useUpdate } from '@refinedev/core';
import { Alert, App, Button, Card, Flex, Image, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { POINTS_GOODS_KIND_LABELS, type PointsGoodsKind } from '@salt/domain';
import { serverPagination } from '../components/server-pagination';
import { useUrlFilters } from '../components/use-url-filters';
import type { ConsolePointsGoods } from '../providers/points-goods-provider';
import { formOf, POINTS_CATEGORY_SUGGESTIONS, PointsGoodsForm } from './points-goods-form';

const KIND_COLOUR: Record<PointsGoodsKind, string> = { physical: 'blue', coupon: 'orange', virtual: 'purple' };

/** 盐值 → 盐值商品 (admins): the mall's goods by category (kept in the URL), 新增 and 编辑 in a drawer, 上架 at a click. */
export function PointsGoodsPage() {
  const { message } = App.useApp();
  const filters = useUrlFilters((params) => ({ category: params.get('category')?.trim() || undefined }));
  const category = filters.values.category;
  const [editing, setEditing] = useState<ConsolePointsGoods | 'new' | null>(null);
  const { mutate: update, mutation: updating } = useUpdate<ConsolePointsGoods>();
  const table = useTable<ConsolePointsGoods>({
    resource: 'points-goods',
    pagination: { pageSize: 20 },
    filters: { permanent: category ? [{ field: 'category', operator: 'eq', value: category }] : [] },
    syncWithLocation: false,
  });
  const rows = table.result.data;
  const categories = [
    ...new Set([...POINTS_CATEGORY_SUGGESTIONS, ...rows.map((g) => g.category), ...(category ? [category] : [])]),
  ];

  const toggleShelf = (g: ConsolePointsGoods, onShelf: boolean) =>
    update(
      {
        resource: 'points-goods',
        id: g.id,
        values: { ...formOf(g), onShelf, version: g.version },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => message.success(onShelf ? `「${g.title}」已上架` : `「${g.title}」已下架`),
        onError: (e) => message.error(e.message || '保存失败，请重试'),
      },
    );

  const columns: TableColumnsType<ConsolePointsGoods> = [
    {
      title: '商品',
      key: 'goods',
      render: (_, g) => (
        <Flex gap={12} align="center">
          {g.coverUrl ? (
            <Image src={g.coverUrl} width={56} height={56} alt={g.title} className="points-goods__cover" />
          ) : (
            <div className="points-goods__cover points-goods__cover--empty">暂无图片</div>
          )}
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis={{ tooltip: g.title }}>
              {g.title}
            </Typography.Text>
            {g.subtitle && (
              <Typography.Text type="secondary" ellipsis className="points-goods__sub">
                {g.subtitle}
              </Typography.Text>
            )}
          </div>
        </Flex>
      ),
    },
    {
      title: '类型',
      dataIndex: 'kind',
      width: 96,
      render: (k: PointsGoodsKind) => <Tag color={KIND_COLOUR[k]}>{POINTS_GOODS_KIND_LABELS[k]}</Tag>,
    },
    { title: '分类', dataIndex: 'category', width: 96 },
    {
      title: '所需盐值',
      dataIndex: 'pointsCost',
      width: 100,
      align: 'right',
      render: (n: number) => n.toLocaleString('zh-CN'),
    },
    {
      title: '库存',
      dataIndex: 'stock',
      width: 80,
      align: 'right',
      render: (n: number) => (n === 0 ? <Typography.Text type="danger">0</Typography.Text> : n),
    },
    { title: '已兑换', dataIndex: 'exchanged', width: 80, align: 'right' },
    { title: '热门', dataIndex: 'hot', width: 70, render: (hot: boolean) => (hot ? <Tag color="red">热门</Tag> : '—') },
    {
      title: '上架',
      dataIndex: 'onShelf',
      width: 90,
      render: (on: boolean, g) => (
        <Switch
          size="small"
          checked={on}
          aria-label={`${g.title} 上架`}
          checkedChildren="上架"
          unCheckedChildren="下架"
          loading={updating.isPending && updating.variables?.id === g.id}
          onChange={(v) => toggleShelf(g, v)}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_, g) => (
        <Button type="link" size="small" onClick={() => setEditing(g)}>
          编辑
        </Button>
      ),
    },
  ];

  const error = table.tableQuery.error;
  return (
    <Card
      title="盐值商品"
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          新增商品
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Flex wrap gap="small" align="center">
          <Select
            aria-label="分类"
            placeholder="全部分类"
            allowClear
            style={{ width: 160 }}
            options={categories.map((c) => ({ value: c, label: c }))}
            value={category}
            onChange={(v?: string) => {
              filters.set({ category: v ?? '' });
              table.setCurrentPage(1);
            }}
          />
        </Flex>
        {error && <Alert type="error" showIcon title={error.message} />}
        <Table<ConsolePointsGoods>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 1000 }}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '还没有盐值商品' }}
          pagination={serverPagination(table, '件')}
        />
      </Space>
      <PointsGoodsForm
        open={editing !== null}
        goods={editing === 'new' ? null : editing}
        categories={categories}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
