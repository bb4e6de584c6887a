import { useState } from 'react';
import { useDelete, useTable } from '@refinedev/core';
import { Alert, App, Button, Card, Popconfirm, Rate, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { QUESTION_TYPE_LABELS, SUBJECT_LABELS, type ConsoleQuestionRow, type SubjectValue } from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { serverPagination } from '../components/server-pagination';
import { useUrlFilters } from '../components/use-url-filters';
import { useDictOptions } from '../goods/goods-options';
import { QUESTION_FILTER_FIELDS, type QuestionFilterValues } from '../providers/bank-provider';
import { QuestionFilters } from './question-filters';
import { QuestionFormDrawer } from './question-form-drawer';

const TYPE_COLOUR: Record<string, string> = {
  '0': 'blue',
  '1': 'geekblue',
  '2': 'orange',
  '3': 'cyan',
  '4': 'green',
  '100': 'purple',
};

function useQuestionFilters() {
  return useUrlFilters((params) => {
    const values: QuestionFilterValues = {};
    for (const field of QUESTION_FILTER_FIELDS) {
      const v = params.get(field)?.trim();
      if (v) values[field] = v;
    }
    return values;
  });
}

/**
 * 题库: the bank's questions, newest edit first, filtered on the server; staff add and edit questions of every
 * type and delete one no paper uses (the server refuses otherwise, with the reason).
 */
export function QuestionsPage() {
  const { message } = App.useApp();
  const filters = useQuestionFilters();
  const grades = useDictOptions('grade');
  const gradeLabel = (v: string) => grades.find((g) => g.value === v)?.label ?? v;
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { mutateAsync: remove } = useDelete();
  const table = useTable<ConsoleQuestionRow>({
    resource: 'questions',
    pagination: { pageSize: 20 },
    filters: { permanent: Object.entries(filters.values).map(([field, value]) => ({ field, operator: 'eq', value })) },
    syncWithLocation: false,
  });
  const change = (patch: QuestionFilterValues) => {
    filters.set(patch);
    table.setCurrentPage(1);
  };
  const del = async (q: ConsoleQuestionRow) => {
    try {
      await remove({ resource: 'questions', id: q.id, successNotification: false, errorNotification: false });
      message.success('题目已删除');
      void table.tableQuery.refetch();
    } catch (e) {
      message.error(e instanceof ApiError || e instanceof Error ? e.message : '删除失败');
    }
  };
  const columns: TableColumnsType<ConsoleQuestionRow> = [
    {
      title: '题目',
      key: 'stem',
      render: (_, q) => (
        <Space orientation="vertical" size={2}>
          <Space size={4}>
            <Tag color={TYPE_COLOUR[q.type]}>{QUESTION_TYPE_LABELS[q.type]}</Tag>
            {q.childCount > 0 && <Typography.Text type="secondary">{q.childCount} 小题</Typography.Text>}
          </Space>
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }} data-testid="question-stem">
            {q.stem}
          </Typography.Paragraph>
        </Space>
      ),
    },
    {
      title: '科目',
      key: 'subject',
      width: 110,
      render: (_, q) => `${SUBJECT_LABELS[q.subject as SubjectValue] ?? q.subject} ${gradeLabel(q.grade)}`,
    },
    {
      title: '知识点',
      dataIndex: 'knowledgePoints',
      width: 180,
      render: (kp: string[]) => kp.map((k) => <Tag key={k}>{k}</Tag>),
    },
    {
      title: '难度',
      dataIndex: 'difficulty',
      width: 150,
      render: (d: number) => <Rate disabled value={d} style={{ fontSize: 12 }} />,
    },
    { title: '分值', dataIndex: 'score', width: 64 },
    { title: '试卷', dataIndex: 'paperCount', width: 60 },
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
      render: (_, q) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(q.id)}>
            编辑
          </Button>
          <Popconfirm title="删除这道题？" okText="删除" cancelText="取消" onConfirm={() => del(q)}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const error = table.tableQuery.error;
  return (
    <Card
      title="题库"
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          新增题目
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <QuestionFilters values={filters.values} grades={grades} onChange={change} />
        {error && <Alert type="error" showIcon title={error.message} />}
        <Table<ConsoleQuestionRow>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 1000 }}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '没有符合条件的题目' }}
          pagination={serverPagination(table, '题')}
        />
      </Space>
      <QuestionFormDrawer
        open={editing !== null}
        questionId={typeof editing === 'number' ? editing : null}
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
