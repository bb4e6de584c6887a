import { useState } from 'react';
import { useInvalidate, useTable } from '@refinedev/core';
import { Alert, Button, Card, Flex, Image, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { POINTS_EXCHANGE_STATUSES, POINTS_EXCHANGE_STATUS_LABELS, type PointsExchangeStatus } from '@salt/domain';
import { serverPagination } from '../components/server-pagination';
import type { ConsolePointsExchange } from '../providers/points-exchanges-provider';
import { ShipModal } from './ship-modal';

const COLOUR: Record<PointsExchangeStatus, string> = {
  toShip: 'processing',
  shipped: 'blue',
  completed: 'success',
  cancelled: 'default',
};

const TABS = [
  { key: '', label: '全部' },
  ...POINTS_EXCHANGE_STATUSES.map((s) => ({ key: s, label: POINTS_EXCHANGE_STATUS_LABELS[s] })),
];
const isStatus = (s: string): s is PointsExchangeStatus => (POINTS_EXCHANGE_STATUSES as readonly string[]).includes(s);

const when = (iso: string) => dayjs(iso).tz().format('YYYY-MM-DD HH:mm');

/**
 * 盐值 → 兑换订单 (admins): pupils' exchanges by status (tabs, kept in the URL); a 待发货 one is shipped with its
 * carrier and tracking number. Coupon and virtual goods are delivered at once and never wait here.
 */
export function PointsExchangesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = isStatus(raw) ? raw : '';
  const [shipping, setShipping] = useState<ConsolePointsExchange | null>(null);
  const invalidate = useInvalidate();
  const table = useTable<ConsolePointsExchange>({
    resource: 'points-exchanges',
    pagination: { pageSize: 20 },
    filters: { permanent: status ? [{ field: 'status', operator: 'eq', value: status }] : [] },
    syncWithLocation: false,
  });
  const refresh = () => invalidate({ resource: 'points-exchanges', invalidates: ['list'] });

  const columns: TableColumnsType<ConsolePointsExchange> = [
    {
      title: '兑换单号',
      dataIndex: 'exchangeNo',
      width: 190,
      render: (no: string) => <Typography.Text copyable>{no}</Typography.Text>,
    },
    {
      title: '学员',
      key: 'pupil',
      width: 130,
      render: (_, r) => (
        <>
          <Link to={`/console/users/${r.userId}`}>{r.pupilName}</Link>
          <br />
          {r.pupilMobile && <Typography.Text type="secondary">{r.pupilMobile}</Typography.Text>}
        </>
      ),
    },
    {
      title: '商品',
      key: 'goods',
      width: 230,
      render: (_, r) => (
        <Flex gap={8} align="center">
          {r.coverUrl && (
            <Image
              src={r.coverUrl}
              width={40}
              height={40}
              alt={r.title}
              preview={false}
              className="points-goods__cover"
            />
          )}
          <Typography.Text ellipsis={{ tooltip: r.title }}>{r.title}</Typography.Text>
        </Flex>
      ),
    },
    { title: '数量', dataIndex: 'quantity', width: 64, align: 'right' },
    {
      title: '盐值',
      dataIndex: 'pointsTotal',
      width: 90,
      align: 'right',
      render: (n: number) => n.toLocaleString('zh-CN'),
    },
    {
      title: '状态',
      key: 'status',
      width: 90,
      render: (_, r) => <Tag color={COLOUR[r.status]}>{POINTS_EXCHANGE_STATUS_LABELS[r.status]}</Tag>,
    },
    {
      title: '收货信息',
      key: 'address',
      width: 260,
      render: (_, r) =>
        r.address ? (
          <>
            <div>
              {r.address.receiverName} {r.address.mobile}
            </div>
            <Typography.Text type="secondary">
              {r.address.region}
              {r.address.detail}
            </Typography.Text>
            {r.logistics && (
              <div>
                <Typography.Text type="secondary">
                  {r.logistics.company} {r.logistics.trackingNo}
                </Typography.Text>
              </div>
            )}
          </>
        ) : (
          <Typography.Text type="secondary">无需发货</Typography.Text>
        ),
    },
    { title: '兑换时间', dataIndex: 'createdAt', width: 140, render: when },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_, r) =>
        r.status === 'toShip' ? (
          <Button size="small" type="primary" onClick={() => setShipping(r)}>
            发货
          </Button>
        ) : null,
    },
  ];

  const error = table.tableQuery.error;
  return (
    <Card title="兑换订单">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Tabs
          activeKey={status}
          items={TABS}
          onChange={(key) => {
            setParams(key ? { status: key } : {}, { replace: true });
            table.setCurrentPage(1);
          }}
        />
        {error && <Alert type="error" showIcon title={error.message} />}
        <Table<ConsolePointsExchange>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 1280 }}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '没有兑换订单' }}
          pagination={serverPagination(table, '条')}
        />
      </Space>
      <ShipModal row={shipping} onClose={() => setShipping(null)} onDone={refresh} />
    </Card>
  );
}
