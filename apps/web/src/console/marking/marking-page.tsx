import { useState } from 'react';
import { useTable } from '@refinedev/core';
import { Alert, Button, Card, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { MarkingRow } from '../providers/marking-provider';
import { MarkingDrawer } from './marking-drawer';
import { MarkingFilters, useMarkingFilters } from './marking-filters';
import { serverPagination } from '../components/server-pagination';

/**
 * 阅卷: handed-in exam attempts whose oral or photo answers wait for a teacher (or were marked), server-paged, of
 * the exams the caller marks (the server decides which), narrowed by exam, class and kind of answer (kept in the
 * page URL). A row opens the attempt's answers to mark.
 */
export function MarkingPage() {
  const [open, setOpen] = useState<MarkingRow | null>(null);
  const filters = useMarkingFilters();
  const { status } = filters.values;
  const table = useTable<MarkingRow>({
    resource: 'marking',
    pagination: { pageSize: 10 },
    // The URL is the filters' one source: refine reads them from it on every render (unset ones are dropped).
    filters: {
      permanent: Object.entries(filters.values).map(([field, value]) => ({ field, operator: 'eq', value })),
    },
    syncWithLocation: false,
  });
  const narrowed = filters.values.examId ?? filters.values.offeringId ?? filters.values.answerType;
  const columns: TableColumnsType<MarkingRow> = [
    { title: '试卷', dataIndex: 'title', ellipsis: true },
    { title: '学生', dataIndex: 'pupilName', width: 120 },
    { title: '班级', dataIndex: 'className', ellipsis: true, render: (v: string | null) => v ?? '—' },
    {
      title: '交卷时间',
      dataIndex: 'committedAt',
      width: 170,
      render: (v: string) => dayjs(v).tz().format('YYYY-MM-DD HH:mm'),
    },
    {
      title: '待批',
      dataIndex: 'pendingCount',
      width: 90,
      render: (n: number) => (n > 0 ? <Tag color="orange">{n} 题</Tag> : <Tag color="green">已批完</Tag>),
    },
    {
      title: '离开页面',
      dataIndex: 'leaveCount',
      width: 100,
      render: (n: number) => (n > 0 ? <Typography.Text type="warning">{n} 次</Typography.Text> : '0 次'),
    },
    {
      title: '操作',
      key: 'action',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" onClick={() => setOpen(row)}>
          {row.pendingCount > 0 ? '批改' : '查看'}
        </Button>
      ),
    },
  ];
  const error = table.tableQuery.error;
  return (
    <Card title="阅卷">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <MarkingFilters
          values={filters.values}
          onChange={(field, value) => {
            filters.set(field, value);
            table.setCurrentPage(1);
          }}
        />
        {error && <Alert type="error" showIcon message={error.message} />}
        <Table<MarkingRow>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 820 }}
          locale={{
            // While the first page loads, the spinner alone: no "nothing to mark" under it.
            emptyText: table.tableQuery.isLoading
              ? ' '
              : narrowed !== undefined
                ? '没有符合筛选条件的答卷'
                : status === 'pending'
                  ? '没有待批改的答卷'
                  : '还没有批改过的答卷',
          }}
          onRow={(row) => ({ onDoubleClick: () => setOpen(row) })}
          pagination={serverPagination(table, '份')}
        />
      </Space>
      <MarkingDrawer row={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
