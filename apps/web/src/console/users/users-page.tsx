import { useTable } from '@refinedev/core';
import { Alert, Card, Space, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import type { ConsoleUserRow } from '@salt/domain';
import { RoleTags } from './role-tags';
import { UserFilters, useUserFilters } from './user-filters';
import { serverPagination } from '../components/server-pagination';

/**
 * 用户 (admins): pupils, parents and staff, newest first, searched and filtered on the server (the filters live in
 * the page URL); a name opens the account's page.
 */
export function UsersPage() {
  const filters = useUserFilters();
  const table = useTable<ConsoleUserRow>({
    resource: 'users',
    pagination: { pageSize: 20 },
    filters: {
      permanent: Object.entries(filters.values).map(([field, value]) => ({ field, operator: 'eq', value })),
    },
    syncWithLocation: false,
  });
  const columns: TableColumnsType<ConsoleUserRow> = [
    {
      title: '用户名',
      dataIndex: 'username',
      fixed: 'left',
      width: 160,
      render: (name: string, row) => <Link to={`/console/users/${row.id}`}>{name}</Link>,
    },
    { title: '姓名', dataIndex: 'realname', width: 120, render: (v: string | null) => v || '—' },
    { title: '手机号', dataIndex: 'phone', width: 130, render: (v: string | null) => v ?? '—' },
    { title: '角色', dataIndex: 'roles', render: (roles: number[]) => <RoleTags roles={roles} /> },
    {
      title: '状态',
      dataIndex: 'locked',
      width: 90,
      render: (locked: boolean) => (locked ? <Tag color="red">已锁定</Tag> : <Tag color="green">正常</Tag>),
    },
    {
      title: '注册时间',
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => dayjs(v).tz().format('YYYY-MM-DD HH:mm'),
    },
  ];
  const error = table.tableQuery.error;
  const narrowed = Object.keys(filters.values).length > 0;
  return (
    <Card title="用户">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <UserFilters
          values={filters.values}
          onChange={(field, value) => {
            filters.set(field, value);
            table.setCurrentPage(1);
          }}
        />
        {error && <Alert type="error" showIcon message={error.message} />}
        <Table<ConsoleUserRow>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 860 }}
          locale={{
            emptyText: table.tableQuery.isLoading ? ' ' : narrowed ? '没有符合条件的用户' : '还没有用户',
          }}
          pagination={serverPagination(table, '人')}
        />
      </Space>
    </Card>
  );
}
