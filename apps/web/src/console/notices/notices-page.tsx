import { useState } from 'react';
import { useGetIdentity, useTable } from '@refinedev/core';
import { Alert, Button, Card, Segmented, Space, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { isAdmin, NOTICE_AUDIENCE_KINDS, type ConsoleNoticeRow, type NoticeAudienceKind } from '@salt/domain';
import type { ConsoleIdentity } from '../providers/auth-provider';
import { NoticeFormModal } from './notice-form-modal';
import { serverPagination } from '../components/server-pagination';
import { useUrlFilters } from '../components/use-url-filters';

const KIND_FILTER = [
  { value: '', label: '全部' },
  { value: 'all', label: '全体' },
  { value: 'class', label: '班级' },
  { value: 'user', label: '个人' },
];

/**
 * 通知: the notices staff posted, newest first (admins every notice, teachers those of their classes), filtered by
 * audience kind (kept in the URL), and 发布通知. The pupils' bell and /center/Notice read the same rows.
 */
export function NoticesPage() {
  const { data: me } = useGetIdentity<ConsoleIdentity>();
  const admin = !!me && isAdmin(me.roles);
  const filters = useUrlFilters((params) => {
    const raw = params.get('kind') ?? '';
    return (NOTICE_AUDIENCE_KINDS as readonly string[]).includes(raw) ? (raw as NoticeAudienceKind) : '';
  });
  const kind = filters.values;
  const [posting, setPosting] = useState(false);
  const table = useTable<ConsoleNoticeRow>({
    resource: 'notices',
    pagination: { pageSize: 20 },
    filters: { permanent: kind ? [{ field: 'kind', operator: 'eq', value: kind }] : [] },
    syncWithLocation: false,
  });
  const columns: TableColumnsType<ConsoleNoticeRow> = [
    { title: '标题', dataIndex: 'title', width: 200 },
    { title: '内容', dataIndex: 'content', ellipsis: true },
    { title: '发送对象', dataIndex: 'audience', width: 180 },
    {
      title: '发布时间',
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => dayjs(v).tz().format('YYYY-MM-DD HH:mm'),
    },
  ];
  const error = table.tableQuery.error;
  return (
    <Card
      title="通知"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setPosting(true)} disabled={!me}>
          发布通知
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Segmented
          options={KIND_FILTER}
          value={kind}
          onChange={(v) => {
            filters.set({ kind: v ? String(v) : undefined });
            table.setCurrentPage(1);
          }}
        />
        {error && <Alert type="error" showIcon message={error.message} />}
        <Table<ConsoleNoticeRow>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 760 }}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '暂无通知' }}
          pagination={serverPagination(table, '条')}
        />
      </Space>
      {me && <NoticeFormModal open={posting} admin={admin} onClose={() => setPosting(false)} />}
    </Card>
  );
}
