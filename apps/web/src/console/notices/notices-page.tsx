import { useState } from 'react';
import { useGetIdentity, useTable } from '@refinedev/core';
import { Alert, App, Button, Card, Segmented, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { isAdmin, NOTICE_AUDIENCE_KINDS, type ConsoleNoticeRow, type NoticeAudienceKind } from '@salt/domain';
import type { ConsoleIdentity } from '../providers/auth-provider';
import { NoticeFormModal } from './notice-form-modal';
import { NoticeEditModal } from './notice-edit-modal';
import { withdrawNotice } from '../providers/notices-provider';
import { ApiError } from '../../lib/api/client';
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
 * audience kind (kept in the URL), and 发布通知; each notice can be corrected (修改) or taken back (撤回: it leaves
 * every pupil's list, the console keeps it struck through). The pupils' bell and /center/Notice read the same rows.
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
  const [editing, setEditing] = useState<ConsoleNoticeRow | null>(null);
  const { message, modal } = App.useApp();
  const table = useTable<ConsoleNoticeRow>({
    resource: 'notices',
    pagination: { pageSize: 20 },
    filters: { permanent: kind ? [{ field: 'kind', operator: 'eq', value: kind }] : [] },
    syncWithLocation: false,
  });
  const withdraw = (n: ConsoleNoticeRow) =>
    modal.confirm({
      title: `撤回“${n.title}”？`,
      content: '撤回后，学员的消息列表和提醒中将不再显示这条通知。',
      okText: '撤回',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await withdrawNotice(n.id, n.version);
          message.success('通知已撤回');
        } catch (e) {
          message.error(e instanceof ApiError ? e.message : '撤回失败，请重试');
        }
        await table.tableQuery.refetch();
      },
    });
  const columns: TableColumnsType<ConsoleNoticeRow> = [
    {
      title: '标题',
      dataIndex: 'title',
      width: 220,
      render: (t: string, n) => (
        <Space size={4} wrap>
          <Typography.Text delete={n.withdrawn} data-testid="notice-title">
            {t}
          </Typography.Text>
          {n.withdrawn && <Tag>已撤回</Tag>}
          {!n.withdrawn && n.updatedAt && <Tag color="blue">已修改</Tag>}
        </Space>
      ),
    },
    { title: '内容', dataIndex: 'content', ellipsis: true },
    { title: '发送对象', dataIndex: 'audience', width: 180 },
    {
      title: '发布时间',
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => dayjs(v).tz().format('YYYY-MM-DD HH:mm'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, n) =>
        !n.withdrawn && (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(n)}>
              修改
            </Button>
            <Button type="link" size="small" danger onClick={() => withdraw(n)}>
              撤回
            </Button>
          </Space>
        ),
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
          scroll={{ x: 900 }}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '暂无通知' }}
          pagination={serverPagination(table, '条')}
        />
      </Space>
      {me && <NoticeFormModal open={posting} admin={admin} onClose={() => setPosting(false)} />}
      <NoticeEditModal
        notice={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void table.tableQuery.refetch();
        }}
      />
    </Card>
  );
}
