import { useState } from 'react';
import { useTable } from '@refinedev/core';
import { Alert, App, Card, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { fenToYuan, type ConsoleOrderRow } from '@salt/domain';
import { OrderFilters, useOrderFilters } from './order-filters';
import { downloadOrdersCsv } from './export-orders';
import { statusColour } from './order-status-tag';
import { serverPagination } from '../components/server-pagination';

/**
 * 订单 (admins): every order, searched on the server by number, buyer mobile, goods, display status (what the pupil
 * sees) and days placed, kept in the page URL; a row opens the order. 导出 CSV downloads the same filtered list.
 */
export function OrdersPage() {
  const filters = useOrderFilters();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const table = useTable<ConsoleOrderRow>({
    resource: 'orders',
    pagination: { pageSize: 20 },
    // The URL is the filters' one source: refine reads them from it on every render.
    filters: {
      permanent: Object.entries(filters.values).map(([field, value]) => ({ field, operator: 'eq', value })),
    },
    syncWithLocation: false,
  });
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadOrdersCsv(filters.values);
    } catch {
      message.error('导出失败，请稍后重试');
    } finally {
      setExporting(false);
    }
  };
  const columns: TableColumnsType<ConsoleOrderRow> = [
    { title: '订单号', dataIndex: 'orderNo', width: 200, fixed: 'left' },
    {
      title: '下单时间',
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => dayjs(v).tz().format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: '买家',
      key: 'buyer',
      width: 170,
      render: (_, row) => `${row.buyer.name}${row.buyer.mobile ? `（${row.buyer.mobile}）` : ''}`,
    },
    { title: '商品', dataIndex: 'goods', ellipsis: true },
    { title: '实付 ¥', dataIndex: 'payFen', width: 110, align: 'right', render: (fen: number) => fenToYuan(fen) },
    {
      title: '状态',
      key: 'status',
      width: 100,
      render: (_, row) => <Tag color={statusColour(row.display.key)}>{row.display.text}</Tag>,
    },
  ];
  const error = table.tableQuery.error;
  return (
    <Card title="订单">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <OrderFilters
          values={filters.values}
          onChange={(patch) => {
            filters.set(patch);
            table.setCurrentPage(1);
          }}
          onExport={() => void exportCsv()}
          exporting={exporting}
        />
        {error && <Alert type="error" showIcon message={error.message} />}
        <Table<ConsoleOrderRow>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 960 }}
          onRow={(row) => ({ onClick: () => navigate(`/console/orders/${row.id}`), style: { cursor: 'pointer' } })}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '没有符合条件的订单' }}
          pagination={serverPagination(table, '条')}
        />
      </Space>
    </Card>
  );
}
