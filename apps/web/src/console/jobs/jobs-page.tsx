import { useTable } from '@refinedev/core';
import { Alert, Card, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import {
  JOB_LABELS,
  JOB_OUTPUT_LABELS,
  JOB_STATE_LABELS,
  JOB_STATES,
  type JobRecord,
  type JobState,
} from '@salt/domain';
import { serverPagination } from '../components/server-pagination';
import { replaceFilters } from '../components/replace-filters';

const nameOptions = Object.entries(JOB_LABELS).map(([value, label]) => ({ value, label }));
const stateOptions = JOB_STATES.map((value) => ({ value, label: JOB_STATE_LABELS[value] }));
const STATE_COLOURS: Record<JobState, string> = {
  created: 'default',
  retry: 'orange',
  active: 'processing',
  completed: 'green',
  cancelled: 'default',
  failed: 'red',
};

const time = (v: string | null) => (v ? dayjs(v).tz().format('MM-DD HH:mm:ss') : '—');

/** What a finished run reported, as staff read it: `关闭订单 3` rather than JSON. */
function outputText(output: JobRecord['output']): string {
  if (!output) return '—';
  const value = (v: unknown) => (v === true ? '是' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  const parts = Object.entries(output).map(([k, v]) => `${JOB_OUTPUT_LABELS[k] ?? k} ${value(v)}`);
  return parts.length > 0 ? parts.join('，') : '—';
}

type FilterField = 'name' | 'state';

/**
 * 后台任务 (admins): the durable jobs' recent runs (the sweeps that close unpaid orders, auto-commit exams, expire
 * 盐值, make the monthly reports, transcode recordings), newest first, with retries and the last failure's message,
 * so staff see that the school's background work runs and why a run failed.
 */
export function JobsPage() {
  const table = useTable<JobRecord>({
    resource: 'jobs',
    pagination: { pageSize: 20 },
    filters: { defaultBehavior: 'replace' },
    syncWithLocation: false,
  });
  const { current, apply } = replaceFilters<FilterField>(table);
  const columns: TableColumnsType<JobRecord> = [
    {
      title: '任务',
      dataIndex: 'name',
      fixed: 'left',
      width: 200,
      render: (name: string) => (
        <Space direction="vertical" size={0}>
          <span>{JOB_LABELS[name] ?? name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {name}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 100,
      render: (s: JobState) => <Tag color={STATE_COLOURS[s]}>{JOB_STATE_LABELS[s]}</Tag>,
    },
    { title: '创建', dataIndex: 'createdAt', width: 130, render: time },
    { title: '开始', dataIndex: 'startedAt', width: 130, render: time },
    { title: '结束', dataIndex: 'completedAt', width: 130, render: time },
    {
      title: '重试',
      dataIndex: 'retryCount',
      width: 80,
      render: (n: number, row) => (row.retryLimit > 0 ? `${n}/${row.retryLimit}` : '—'),
    },
    {
      title: '结果',
      key: 'result',
      render: (_: unknown, row) =>
        row.error ? <Typography.Text type="danger">{row.error}</Typography.Text> : outputText(row.output),
    },
  ];
  const error = table.tableQuery.error;
  return (
    <Card title="后台任务">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Select
            aria-label="任务"
            placeholder="全部任务"
            allowClear
            style={{ width: 240 }}
            options={nameOptions}
            value={current.name}
            onChange={(v?: string) => apply({ name: v ?? '' })}
          />
          <Select
            aria-label="状态"
            placeholder="全部状态"
            allowClear
            style={{ width: 140 }}
            options={stateOptions}
            value={current.state}
            onChange={(v?: string) => apply({ state: v ?? '' })}
          />
        </Space>
        {error && <Alert type="error" showIcon message={error.message} />}
        <Table<JobRecord>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '没有符合条件的任务记录' }}
          pagination={serverPagination(table, '条')}
        />
      </Space>
    </Card>
  );
}
