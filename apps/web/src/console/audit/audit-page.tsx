import { useTable } from '@refinedev/core';
import { Alert, Card, DatePicker, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import {
  CONSOLE_AUDIT_ACTIONS,
  CONSOLE_AUDIT_ENTITIES,
  type ConsoleAuditAction,
  type ConsoleAuditEntity,
  type ConsoleAuditEntry,
} from '@salt/domain';
import { AuditDiff } from './audit-diff';
import { serverPagination } from '../components/server-pagination';
import { replaceFilters } from '../components/replace-filters';

const actionOptions = Object.entries(CONSOLE_AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));
const entityOptions = Object.entries(CONSOLE_AUDIT_ENTITIES).map(([value, label]) => ({ value, label }));
const actionText = (a: string) => CONSOLE_AUDIT_ACTIONS[a as ConsoleAuditAction] ?? a;
const entityText = (e: string) => CONSOLE_AUDIT_ENTITIES[e as ConsoleAuditEntity] ?? e;

type FilterField = 'actor' | 'action' | 'entity' | 'from' | 'to';

/**
 * 操作日志 (admins): every staff write with who, when, what and on which record, newest first, paged and filtered
 * on the server; a row opens the fields it changed, before and after.
 */
export function AuditPage() {
  const table = useTable<ConsoleAuditEntry>({
    resource: 'audit',
    pagination: { pageSize: 20 },
    filters: { defaultBehavior: 'replace' },
    syncWithLocation: false,
  });
  const { current, apply } = replaceFilters<FilterField>(table);
  const columns: TableColumnsType<ConsoleAuditEntry> = [
    // Fixed, so the table keeps an opened row's before/after in view (sticky at the table's width) on a phone too.
    {
      title: '时间',
      dataIndex: 'at',
      width: 170,
      fixed: 'left',
      render: (v: string) => dayjs(v).tz().format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: '操作人',
      dataIndex: 'actorName',
      width: 140,
      render: (name: string, row) => `${name}（${row.actorId}）`,
    },
    { title: '操作', dataIndex: 'action', width: 130, render: (a: string) => <Tag color="blue">{actionText(a)}</Tag> },
    { title: '对象', dataIndex: 'entity', render: (e: string, row) => `${entityText(e)} #${row.entityId}` },
    { title: 'IP', dataIndex: 'ip', width: 130, render: (v: string | null) => v ?? '—' },
  ];
  const error = table.tableQuery.error;
  return (
    <Card title="操作日志">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <DatePicker.RangePicker
            aria-label="日期范围"
            allowEmpty={[true, true]}
            onChange={(range) =>
              apply({ from: range?.[0]?.format('YYYY-MM-DD') ?? '', to: range?.[1]?.format('YYYY-MM-DD') ?? '' })
            }
          />
          <Select
            aria-label="操作类型"
            placeholder="全部操作"
            allowClear
            style={{ width: 160 }}
            options={actionOptions}
            value={current.action}
            onChange={(v?: string) => apply({ action: v ?? '' })}
          />
          <Select
            aria-label="对象类型"
            placeholder="全部对象"
            allowClear
            style={{ width: 140 }}
            options={entityOptions}
            value={current.entity}
            onChange={(v?: string) => apply({ entity: v ?? '' })}
          />
          <Input.Search
            aria-label="操作人"
            placeholder="操作人姓名或ID"
            allowClear
            style={{ width: 200 }}
            maxLength={50}
            onSearch={(v) => apply({ actor: v.trim() })}
          />
        </Space>
        {error && <Alert type="error" showIcon message={error.message} />}
        <Table<ConsoleAuditEntry>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 760 }}
          expandable={{ expandedRowRender: (row) => <AuditDiff before={row.before} after={row.after} /> }}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '没有符合条件的操作记录' }}
          pagination={serverPagination(table, '条')}
        />
      </Space>
    </Card>
  );
}
