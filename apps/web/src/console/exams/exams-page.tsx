import { useState } from 'react';
import { useGetIdentity, useTable } from '@refinedev/core';
import { Alert, Button, Card, Flex, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import {
  SCHEDULED_EXAM_KINDS,
  SCHEDULED_EXAM_KIND_LABELS,
  SUBJECT_LABELS,
  isAdmin,
  type ConsoleExamRow,
  type SubjectValue,
} from '@salt/domain';
import { serverPagination } from '../components/server-pagination';
import { useUrlFilters } from '../components/use-url-filters';
import { FilterSelect } from '../components/filter-select';
import { SUBJECT_OPTIONS, useDictOptions } from '../goods/goods-options';
import type { ConsoleIdentity } from '../providers/auth-provider';
import { EXAM_FILTER_FIELDS, type ExamFilterValues } from '../providers/exams-provider';
import { ExamAttemptsDrawer } from './exam-attempts-drawer';
import { ExamFormModal } from './exam-form-modal';

const KIND_COLOUR = { jieke: 'blue', mock: 'purple', outdoor: 'cyan' } as const;
const time = (iso: string) => dayjs(iso).tz().format('MM-DD HH:mm');

/** Where the window stands now: what a pupil's list says. */
function phaseOf(e: ConsoleExamRow): { text: string; colour: string } {
  if (e.opensAt === null || e.closesAt === null) return { text: '长期开放', colour: 'green' };
  const now = Date.now();
  if (now < Date.parse(e.opensAt)) return { text: '未开始', colour: 'blue' };
  if (now < Date.parse(e.closesAt)) return { text: '进行中', colour: 'green' };
  return { text: '已结束', colour: 'default' };
}

function useExamFilters() {
  return useUrlFilters((params) => {
    const values: ExamFilterValues = {};
    for (const field of EXAM_FILTER_FIELDS) {
      const v = params.get(field)?.trim();
      if (!v) continue;
      if (field === 'kind' && !(SCHEDULED_EXAM_KINDS as readonly string[]).includes(v)) continue;
      values[field] = v;
    }
    return values;
  });
}

/**
 * 考试: the scheduled exams (结课考试, 模拟考试, 课外测评) with their window, limit, attempts and how many have sat
 * them. Admins schedule one on a paper of the bank and change its schedule; teachers see their classes' exams and
 * those for everyone. 考生 opens an exam's attempts, where a pupil gets extra time or a handed-in attempt reopens.
 */
export function ExamsPage() {
  const filters = useExamFilters();
  const { data: me } = useGetIdentity<ConsoleIdentity>();
  const admin = me ? isAdmin(me.roles) : false;
  const grades = useDictOptions('grade');
  const gradeLabel = (v: string) => grades.find((g) => g.value === v)?.label ?? v;
  const [editing, setEditing] = useState<ConsoleExamRow | 'new' | null>(null);
  const [attemptsOf, setAttemptsOf] = useState<ConsoleExamRow | null>(null);
  const [keyword, setKeyword] = useState(filters.values.keyword ?? '');
  const table = useTable<ConsoleExamRow>({
    resource: 'exams',
    pagination: { pageSize: 20 },
    filters: {
      permanent: Object.entries(filters.values).map(([field, value]) => ({ field, operator: 'eq', value })),
    },
    syncWithLocation: false,
  });
  const change = (patch: ExamFilterValues) => {
    filters.set(patch);
    table.setCurrentPage(1);
  };
  const columns: TableColumnsType<ConsoleExamRow> = [
    {
      title: '考试',
      key: 'title',
      render: (_, e) => (
        <Space size={4} wrap>
          <Tag color={KIND_COLOUR[e.kind]}>{SCHEDULED_EXAM_KIND_LABELS[e.kind]}</Tag>
          <span data-testid="exam-title">{e.title}</span>
        </Space>
      ),
    },
    {
      title: '科目',
      key: 'subject',
      width: 100,
      render: (_, e) => `${SUBJECT_LABELS[e.subject as SubjectValue] ?? e.subject} ${gradeLabel(e.grade)}`,
    },
    { title: '班级', dataIndex: 'className', ellipsis: true, render: (v: string | null) => v ?? '全体学员' },
    { title: '试卷', dataIndex: 'paperTitle', ellipsis: true },
    {
      title: '考试时间',
      key: 'window',
      width: 200,
      render: (_, e) => (
        <Space size={4}>
          <Tag color={phaseOf(e).colour}>{phaseOf(e).text}</Tag>
          {e.opensAt && e.closesAt ? `${time(e.opensAt)} 至 ${time(e.closesAt)}` : null}
        </Space>
      ),
    },
    { title: '时长', dataIndex: 'durationMinutes', width: 96, render: (m: number) => `${m} 分钟` },
    { title: '次数', dataIndex: 'maxAttempts', width: 70, render: (n: number | null) => n ?? '不限' },
    { title: '交卷/参加', key: 'sat', width: 95, render: (_, e) => `${e.committed}/${e.attempts}` },
    {
      title: '操作',
      key: 'actions',
      width: admin ? 110 : 70,
      render: (_: unknown, e: ConsoleExamRow) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setAttemptsOf(e)}>
            考生
          </Button>
          {admin && (
            <Button type="link" size="small" onClick={() => setEditing(e)}>
              修改
            </Button>
          )}
        </Space>
      ),
    },
  ];
  const error = table.tableQuery.error;
  return (
    <Card
      title="考试"
      extra={
        admin && (
          <Button type="primary" onClick={() => setEditing('new')}>
            安排考试
          </Button>
        )
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Flex wrap gap="small" align="center">
          <Input.Search
            aria-label="考试名称"
            placeholder="考试名称"
            allowClear
            style={{ width: 200 }}
            maxLength={50}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => change({ keyword: v.trim() })}
          />
          <FilterSelect
            field="kind"
            label="类型"
            width={130}
            options={SCHEDULED_EXAM_KINDS.map((k) => ({ value: k, label: SCHEDULED_EXAM_KIND_LABELS[k] }))}
            values={filters.values}
            onChange={change}
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
        <Table<ConsoleExamRow>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 1100 }}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '没有符合条件的考试' }}
          pagination={serverPagination(table, '场')}
        />
      </Space>
      <ExamAttemptsDrawer exam={attemptsOf} roles={me?.roles ?? []} onClose={() => setAttemptsOf(null)} />
      {admin && (
        <ExamFormModal
          open={editing !== null}
          exam={editing === 'new' || editing === null ? undefined : editing}
          gradeLabel={gradeLabel}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void table.tableQuery.refetch();
          }}
        />
      )}
    </Card>
  );
}
