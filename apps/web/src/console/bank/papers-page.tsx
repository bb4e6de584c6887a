import { useState } from 'react';
import { useDelete, useTable } from '@refinedev/core';
import { Alert, App, Button, Card, Flex, Input, Popconfirm, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { SUBJECT_LABELS, type ConsolePaperRow, type SubjectValue } from '@salt/domain';
import { serverPagination } from '../components/server-pagination';
import { useUrlFilters } from '../components/use-url-filters';
import { FilterSelect } from '../components/filter-select';
import { SUBJECT_OPTIONS, useDictOptions } from '../goods/goods-options';
import { PAPER_FILTER_FIELDS, type PaperFilterValues } from '../providers/bank-provider';
import { PaperFormDrawer } from './paper-form-drawer';
import { ApiError } from '../../lib/api/client';

function usePaperFilters() {
  return useUrlFilters((params) => {
    const values: PaperFilterValues = {};
    for (const field of PAPER_FILTER_FIELDS) {
      const v = params.get(field)?.trim();
      if (v) values[field] = v;
    }
    return values;
  });
}

/** 试卷: the papers built from the bank (newest edit first); staff build and edit them; 考试 schedules them. */
export function PapersPage() {
  const filters = usePaperFilters();
  const grades = useDictOptions('grade');
  const gradeLabel = (v: string) => grades.find((g) => g.value === v)?.label ?? v;
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [keyword, setKeyword] = useState(filters.values.keyword ?? '');
  const table = useTable<ConsolePaperRow>({
    resource: 'papers',
    pagination: { pageSize: 20 },
    filters: { permanent: Object.entries(filters.values).map(([field, value]) => ({ field, operator: 'eq', value })) },
    syncWithLocation: false,
  });
  const change = (patch: PaperFilterValues) => {
    filters.set(patch);
    table.setCurrentPage(1);
  };
  const { message } = App.useApp();
  const { mutateAsync: remove } = useDelete();
  const del = async (p: ConsolePaperRow) => {
    try {
      await remove({
        resource: 'papers',
        id: p.id,
        meta: { version: p.version },
        successNotification: false,
        errorNotification: false,
      });
      message.success('试卷已删除');
    } catch (e) {
      message.error(e instanceof ApiError || e instanceof Error ? e.message : '删除失败');
    }
    void table.tableQuery.refetch();
  };
  const columns: TableColumnsType<ConsolePaperRow> = [
    {
      title: '试卷',
      dataIndex: 'title',
      ellipsis: true,
      render: (t: string) => <span data-testid="paper-title">{t}</span>,
    },
    {
      title: '科目',
      key: 'subject',
      width: 110,
      render: (_, p) => `${SUBJECT_LABELS[p.subject as SubjectValue] ?? p.subject} ${gradeLabel(p.grade)}`,
    },
    { title: '题数', dataIndex: 'questionCount', width: 70 },
    { title: '总分', dataIndex: 'totalScore', width: 70 },
    { title: '时长', dataIndex: 'durationMinutes', width: 90, render: (m: number) => `${m} 分钟` },
    {
      title: '考试/作答',
      key: 'use',
      width: 100,
      render: (_, p) => (
        <Tooltip title={p.attemptCount > 0 ? '已有作答：修改只影响之后开始的作答' : undefined}>
          {p.examCount}/{p.attemptCount}
        </Tooltip>
      ),
    },
    {
      title: '更新时间',
      dataIndex: 'updatedAt',
      width: 110,
      render: (v: string) => dayjs(v).tz().format('MM-DD HH:mm'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_, p) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(p.id)}>
            编辑
          </Button>
          {p.examCount > 0 ? (
            <Tooltip title="已安排考试的试卷不能删除">
              <Button type="link" size="small" disabled>
                删除
              </Button>
            </Tooltip>
          ) : (
            <Popconfirm title="删除这份试卷？" okText="删除" cancelText="取消" onConfirm={() => del(p)}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  const error = table.tableQuery.error;
  return (
    <Card
      title="试卷"
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          新建试卷
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Flex wrap gap="small" align="center">
          <Input.Search
            aria-label="试卷名称"
            placeholder="试卷名称"
            allowClear
            style={{ width: 200 }}
            maxLength={50}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => change({ keyword: v.trim() })}
          />
          <FilterSelect
            field="subject"
            label="科目"
            options={SUBJECT_OPTIONS}
            values={filters.values}
            onChange={change}
          />
          <FilterSelect field="grade" label="年级" options={grades} values={filters.values} onChange={change} />
        </Flex>
        {error && <Alert type="error" showIcon title={error.message} />}
        <Table<ConsolePaperRow>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '没有符合条件的试卷' }}
          pagination={serverPagination(table, '份')}
        />
      </Space>
      <PaperFormDrawer
        open={editing !== null}
        paperId={typeof editing === 'number' ? editing : null}
        grades={grades}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void table.tableQuery.refetch();
        }}
      />
    </Card>
  );
}
