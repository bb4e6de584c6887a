import { useState } from 'react';
import { useInvalidate, useTable } from '@refinedev/core';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Popconfirm, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import {
  REFERRAL_WITHDRAWAL_STATUSES,
  REFERRAL_WITHDRAWAL_STATUS_TEXT,
  type ConsoleReferralWithdrawal,
  type ReferralWithdrawalStatus,
} from '@salt/domain';
import { serverPagination } from '../components/server-pagination';
import { reviewWithdrawal } from '../providers/referral-withdrawals-provider';
import { RejectModal } from './review-reject-modal';

const COLOUR: Record<ReferralWithdrawalStatus, string> = {
  applied: 'processing',
  paid: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** 审核中 first: it is what staff come here for (and the default). */
const TABS = [
  ...REFERRAL_WITHDRAWAL_STATUSES.map((s) => ({ key: s as string, label: REFERRAL_WITHDRAWAL_STATUS_TEXT[s] })),
  { key: 'all', label: '全部' },
];
const isStatus = (s: string): s is ReferralWithdrawalStatus =>
  (REFERRAL_WITHDRAWAL_STATUSES as readonly string[]).includes(s);

const when = (iso: string | null) => (iso ? dayjs(iso).tz().format('YYYY-MM-DD HH:mm') : '—');
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/**
 * 营销 → 推荐提现 (admins): pupils' cash rewards of 推荐有礼 waiting to be paid out (the tab, default 审核中, is kept
 * in the URL). Staff pay into the account shown in full, then mark 已打款; 驳回 asks for the reason the pupil sees.
 */
export function ReferralWithdrawalsPage() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? 'applied';
  const status = isStatus(raw) ? raw : 'all';
  const [rejecting, setRejecting] = useState<ConsoleReferralWithdrawal | null>(null);
  const invalidate = useInvalidate();
  const table = useTable<ConsoleReferralWithdrawal>({
    resource: 'referral-withdrawals',
    pagination: { pageSize: 20 },
    // Always one status filter ('' for 全部): refine keeps a dropped permanent filter, an emptied one it replaces.
    filters: { permanent: [{ field: 'status', operator: 'eq', value: status === 'all' ? '' : status }] },
    syncWithLocation: false,
  });
  const refresh = () => invalidate({ resource: 'referral-withdrawals', invalidates: ['list'] });
  const pay = useMutation({
    mutationFn: (id: number) => reviewWithdrawal(id, { approve: true }),
    onSuccess: async () => {
      message.success('已标记为已打款');
      await refresh();
    },
    onError: (e) => message.error(e.message || '操作失败，请重试'),
  });

  const columns: TableColumnsType<ConsoleReferralWithdrawal> = [
    {
      title: '学员',
      key: 'pupil',
      width: 130,
      render: (_, r) => (
        <>
          <Link to={`/console/users/${r.user.id}`}>{r.user.name}</Link>
          {r.user.mobile && (
            <>
              <br />
              <Typography.Text type="secondary">{r.user.mobile}</Typography.Text>
            </>
          )}
        </>
      ),
    },
    { title: '推荐的好友', dataIndex: 'friendName', width: 110 },
    { title: '金额', dataIndex: 'amountFen', width: 90, align: 'right', render: yuan },
    {
      title: '收款人 / 账号',
      key: 'payee',
      width: 200,
      render: (_, r) => (
        <>
          <div>{r.payeeName}</div>
          <Typography.Text copyable>{r.payeeAccount}</Typography.Text>
        </>
      ),
    },
    { title: '申请时间', dataIndex: 'createdAt', width: 140, render: when },
    {
      title: '状态',
      key: 'status',
      width: 100,
      render: (_, r) => (
        <>
          <Tag color={COLOUR[r.status]}>{r.statusText}</Tag>
          {r.rejectReason && (
            <div>
              <Typography.Text type="secondary">{r.rejectReason}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      title: '审核人',
      key: 'reviewer',
      width: 140,
      render: (_, r) =>
        r.reviewerName ? (
          <>
            {r.reviewerName}
            <br />
            <Typography.Text type="secondary">{when(r.reviewedAt)}</Typography.Text>
          </>
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, r) =>
        r.status === 'applied' ? (
          <Space size="small">
            <Popconfirm
              title={`确认已向 ${r.payeeName} 打款 ${yuan(r.amountFen)}？`}
              okText="已打款"
              cancelText="取消"
              onConfirm={() => pay.mutateAsync(r.id).catch(() => undefined)}
            >
              <Button size="small" type="primary">
                已打款
              </Button>
            </Popconfirm>
            <Button size="small" danger onClick={() => setRejecting(r)}>
              驳回
            </Button>
          </Space>
        ) : null,
    },
  ];

  const error = table.tableQuery.error;
  return (
    <Card title="推荐提现">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Tabs
          activeKey={status}
          items={TABS}
          onChange={(key) => {
            setParams(key === 'applied' ? {} : { status: key }, { replace: true });
            table.setCurrentPage(1);
          }}
        />
        {error && <Alert type="error" showIcon title={error.message} />}
        <Table<ConsoleReferralWithdrawal>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 1100 }}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '没有提现申请' }}
          pagination={serverPagination(table, '条')}
        />
      </Space>
      <RejectModal row={rejecting} onClose={() => setRejecting(null)} onDone={refresh} />
    </Card>
  );
}
