import { useState } from 'react';
import { useTable } from '@refinedev/core';
import { Button, Card, Input, Table, type TableColumnsType } from 'antd';
import type { ConsoleClassMarkClass } from '@salt/domain';
import { serverPagination } from '../components/server-pagination';
import { ClassMarkDrawer } from './class-mark-drawer';
import { AverageCell } from './average-cell';

type Row = ConsoleClassMarkClass & { id: number };

/**
 * 课堂评价: each class's evaluation count and its teacher and tutor averages, most evaluated first (admins every
 * class, a teacher their own: the server decides). A row opens the class: its sessions and the comments.
 */
export function ClassMarksPage() {
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<Row | null>(null);
  const table = useTable<Row>({
    resource: 'class-marks',
    pagination: { pageSize: 10 },
    filters: { permanent: keyword ? [{ field: 'keyword', operator: 'eq', value: keyword }] : [] },
    syncWithLocation: false,
  });
  const columns: TableColumnsType<Row> = [
    { title: '班级', dataIndex: 'title', ellipsis: true },
    { title: '主讲老师', dataIndex: 'teacherName', width: 120, render: (v: string | null) => v ?? '—' },
    { title: '辅导老师', dataIndex: 'tutorName', width: 120, render: (v: string | null) => v ?? '—' },
    { title: '评价数', dataIndex: 'count', width: 90 },
    { title: '主讲评分', dataIndex: 'teacherAvg', width: 170, render: (v: number | null) => <AverageCell value={v} /> },
    { title: '辅导评分', dataIndex: 'tutorAvg', width: 170, render: (v: number | null) => <AverageCell value={v} /> },
    {
      title: '操作',
      key: 'action',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" onClick={() => setOpen(row)}>
          查看
        </Button>
      ),
    },
  ];
  return (
    <Card
      title="课堂评价"
      extra={
        <Input.Search
          allowClear
          placeholder="搜索班级"
          aria-label="搜索班级"
          onSearch={(v) => setKeyword(v.trim())}
          style={{ width: 220 }}
        />
      }
    >
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={table.result.data}
        loading={table.tableQuery.isLoading}
        pagination={serverPagination(table, '个班级')}
        scroll={{ x: 900 }}
        onRow={(row) => ({ onDoubleClick: () => setOpen(row) })}
      />
      <ClassMarkDrawer row={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
