import { useState } from 'react';
import { useInvalidate, useTable } from '@refinedev/core';
import { Alert, App, Button, Card, Popconfirm, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import {
  fenToYuan,
  REFUND_REQUEST_STATUSES,
  REFUND_STATUS_TEXT,
  type ConsoleRefundRow,
  type RefundRequestStatus,
} from '@salt/domain';
import { serverPagination } from '../components/server-pagination';
import { retryRefund } from '../providers/refunds-provider';
import { ApproveModal, RejectModal } from './refund-review-modals';

const COLOUR: Record<RefundRequestStatus, string> = {
  pending: 'processing',
  approved: 'blue',
  refunding: 'blue',
  refunded: 'success',
  rejected: 'error',
  cancelled: 'default',
  failed: 'warning',
};

const TABS = [
  { key: '', label: '全部' },
  ...REFUND_REQUEST_STATUSES.map((s) => ({ key: s, label: REFUND_STATUS_TEXT[s] })),
];

const when = (iso: string) => dayjs(iso).tz().format('YYYY-MM-DD HH:mm');

/**
 * 退费 (admins): pupils' refund requests by status (tabs, kept in the URL), each with the rule's computation when
 * applied and now; 同意 (the rule's amount or another, in 元, at most the paid share), 驳回 (a reason the pupil
 * sees), 重试 for a refund the provider refused (its reason shown).
 */
export function RefundsPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const [approving, setApproving] = useState<ConsoleRefundRow | null>(null);
  const [rejecting, setRejecting] = useState<ConsoleRefundRow | null>(null);
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const table = useTable<ConsoleRefundRow>({
    resource: 'refunds',
    pagination: { pageSize: 20 },
    filters: { permanent: status ? [{ field: 'status', operator: 'eq', value: status }] : [] },
    syncWithLocation: false,
  });
  const refresh = () => invalidate({ resource: 'refunds', invalidates: ['list'] });
  const retry = useMutation({
    mutationFn: retryRefund,
    onSuccess: async () => {
      message.success('已重新发起退款');
      await refresh();
    },
    onError: (err) => message.error(err.message),
  });

  const columns: TableColumnsType<ConsoleRefundRow> = [
    { title: '申请时间', dataIndex: 'createdAt', width: 120, render: when },
    {
      title: '学员',
      key: 'user',
      width: 150,
      render: (_, r) => `${r.user.name}${r.user.mobile ? `（${r.user.mobile}）` : ''}`,
    },
    {
      title: '班级',
      key: 'class',
      // The course and class name need room: without a width the money columns squeeze it to a character a line.
      width: 200,
      render: (_, r) => (
        <>
          <div>{r.title}</div>
          <Typography.Text type="secondary">
            {r.skuName} · {r.orderNo}
          </Typography.Text>
        </>
      ),
    },
    { title: '申请 ¥', dataIndex: 'computedFen', width: 84, align: 'right', render: (f: number) => fenToYuan(f) },
    {
      title: '现计算 ¥',
      key: 'current',
      width: 84,
      align: 'right',
      render: (_, r) => fenToYuan(r.current.amountFen),
    },
    {
      title: '同意 ¥',
      dataIndex: 'approvedFen',
      width: 84,
      align: 'right',
      render: (f: number | null) => (f === null ? '—' : fenToYuan(f)),
    },
    {
      title: '原因',
      key: 'reason',
      width: 160,
      ellipsis: true,
      render: (_, r) => `${r.reasonLabel}${r.reasonText ? `：${r.reasonText}` : ''}`,
    },
    {
      title: '状态',
      key: 'status',
      width: 84,
      render: (_, r) => <Tag color={COLOUR[r.status]}>{r.statusText}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, r) => (
        <Space size={4} wrap>
          {r.status === 'pending' && !r.awaitingGuardian && (
            <>
              <Button size="small" type="primary" onClick={() => setApproving(r)}>
                同意
              </Button>
              <Button size="small" danger onClick={() => setRejecting(r)}>
                驳回
              </Button>
            </>
          )}
          {r.status === 'failed' && (
            <Popconfirm title="用新的退款单号重新发起退款？" onConfirm={() => retry.mutate(r.id)}>
              <Button size="small" loading={retry.isPending && retry.variables === r.id}>
                重试
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const error = table.tableQuery.error;
  return (
    <Card title="退费">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Tabs
          activeKey={status}
          items={TABS}
          onChange={(key) => {
            setParams(key ? { status: key } : {});
            table.setCurrentPage(1);
          }}
        />
        {error && <Alert type="error" showIcon title={error.message} />}
        <Table<ConsoleRefundRow>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 1130 }}
          expandable={{ expandedRowRender: (r) => <RefundDetail row={r} /> }}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '没有退费申请' }}
          pagination={serverPagination(table, '条')}
        />
      </Space>
      <ApproveModal row={approving} onClose={() => setApproving(null)} onDone={refresh} />
      <RejectModal row={rejecting} onClose={() => setRejecting(null)} onDone={refresh} />
    </Card>
  );
}

/** A row opened: how the amount was computed (then and now), the steps so far, why the provider refused. */
function RefundDetail({ row }: { row: ConsoleRefundRow }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid={`refund-detail-${row.id}`}>
      {row.failReason && <Alert type="warning" showIcon title={`退款失败：${row.failReason}`} />}
      {row.rejectReason && <Alert type="error" showIcon title={`驳回原因：${row.rejectReason}`} />}
      <Typography.Text strong>申请时的计算</Typography.Text>
      <ol style={{ margin: 0 }}>
        {row.computation.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <Typography.Text strong>按现在计算</Typography.Text>
      <ol style={{ margin: 0 }}>
        {row.current.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <Typography.Text strong>进度</Typography.Text>
      <ul style={{ margin: 0 }}>
        {row.timeline.map((s) => (
          <li key={`${s.status}-${s.at}`}>
            {when(s.at)} {s.title}
            {s.note ? `：${s.note}` : ''}
          </li>
        ))}
      </ul>
      {row.reviewerName && <Typography.Text type="secondary">审核人：{row.reviewerName}</Typography.Text>}
    </Space>
  );
}
