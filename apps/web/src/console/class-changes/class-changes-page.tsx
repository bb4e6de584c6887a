import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import {
  CLASS_CHANGE_STATUSES,
  CLASS_CHANGE_STATUS_LABELS,
  type ClassChangeReviewPage,
  type ClassChangeReviewRow,
  type ClassChangeStat,
  type ClassChangeStatus,
} from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { formatFen } from '../../lib/money';
import { approveChange, fetchChangeStats, fetchReviewChanges, rejectChange } from '../../features/class-change';

const STATUS_COLOUR: Record<ClassChangeStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};
const failureText = (e: unknown) => (e instanceof ApiError ? e.message : '操作失败，请重试');
/** The difference and, once approved, whether it was settled (refund sent, 补差价 paid) or is still owed. */
const diffText = (r: ClassChangeReviewRow) => {
  if (r.priceDiffFen === 0) return '无差价';
  const text = r.priceDiffFen < 0 ? `退 ${formatFen(-r.priceDiffFen)}` : `补 ${formatFen(r.priceDiffFen)}`;
  if (r.status !== 'approved') return text;
  return `${text}（${r.settled ? '已结清' : r.priceDiffFen < 0 ? '退款中' : '待支付'}）`;
};

/**
 * 调班申请: pupils' requests to move to another class of their course, and per class how many moved in and out
 * and how many wait. Admins see and decide every request; a teacher sees their classes' (the class's tutor or an
 * admin decides: tutors, who have no console, decide through the same API).
 */
export function ClassChangesPage() {
  const { message } = App.useApp();
  const [status, setStatus] = useState<ClassChangeStatus | undefined>('pending');
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<ClassChangeReviewPage | null>(null);
  const [stats, setStats] = useState<ClassChangeStat[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ClassChangeReviewRow | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const [p, s] = await Promise.all([
        fetchReviewChanges({ current, size: 10, ...(status ? { status } : {}) }),
        fetchChangeStats(),
      ]);
      setPage(p);
      setStats(s);
      setFailed(null);
    } catch (e) {
      setFailed(failureText(e));
    }
  }, [current, status]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      message.success(done);
      return true;
    } catch (e) {
      message.error(failureText(e));
      return false;
    } finally {
      setBusy(false);
      await load();
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        调班申请
      </Typography.Title>
      {failed && <Alert type="error" showIcon title={failed} />}
      <Card size="small" title="班级调班统计">
        <Table<ClassChangeStat>
          rowKey="skuId"
          size="small"
          loading={!stats && !failed}
          dataSource={stats ?? []}
          pagination={false}
          scroll={{ x: 560 }}
          locale={{ emptyText: '暂无调班记录' }}
          columns={[
            { title: '课程', dataIndex: 'courseTitle' },
            { title: '班级', dataIndex: 'className' },
            { title: '调入', dataIndex: 'changeIn', width: 70 },
            { title: '调出', dataIndex: 'changeOut', width: 70 },
            { title: '待审核', dataIndex: 'pending', width: 80 },
            { title: '续报', dataIndex: 'renewed', width: 70 },
          ]}
        />
      </Card>
      <Card
        size="small"
        title="申请列表"
        extra={
          <Select<ClassChangeStatus | 'all'>
            aria-label="状态"
            style={{ width: 120 }}
            value={status ?? 'all'}
            onChange={(v) => {
              setStatus(v === 'all' ? undefined : v);
              setCurrent(1);
            }}
            options={[
              { value: 'all', label: '全部状态' },
              ...CLASS_CHANGE_STATUSES.map((s) => ({ value: s, label: CLASS_CHANGE_STATUS_LABELS[s] })),
            ]}
          />
        }
      >
        <Table<ClassChangeReviewRow>
          rowKey="id"
          size="small"
          loading={!page && !failed}
          dataSource={page?.records ?? []}
          scroll={{ x: 980 }}
          pagination={{
            current,
            pageSize: 10,
            total: page?.total ?? 0,
            onChange: setCurrent,
            showSizeChanger: false,
          }}
          columns={[
            { title: '学员', dataIndex: 'pupilName', width: 90 },
            { title: '课程', dataIndex: 'courseTitle' },
            {
              title: '调班',
              key: 'move',
              render: (_, r) => `${r.fromName} → ${r.toName}`,
            },
            { title: '原因', dataIndex: 'reason', ellipsis: true },
            { title: '差价', key: 'diff', width: 140, render: (_, r) => diffText(r) },
            {
              title: '状态',
              key: 'status',
              width: 90,
              render: (_, r) => <Tag color={STATUS_COLOUR[r.status]}>{CLASS_CHANGE_STATUS_LABELS[r.status]}</Tag>,
            },
            {
              title: '申请时间',
              dataIndex: 'createdAt',
              width: 130,
              render: (v: string) => dayjs(v).tz().format('MM-DD HH:mm'),
            },
            {
              title: '操作',
              key: 'actions',
              width: 150,
              render: (_, r) =>
                r.canReview ? (
                  <Space>
                    <Popconfirm
                      title={`同意将${r.pupilName}调至「${r.toName}」？`}
                      okText="同意"
                      cancelText="取消"
                      onConfirm={() => act(() => approveChange(r.id), '已同意，学员已调班')}
                    >
                      <Button size="small" type="primary" loading={busy}>
                        同意
                      </Button>
                    </Popconfirm>
                    <Button size="small" danger onClick={() => setRejecting(r)}>
                      驳回
                    </Button>
                  </Space>
                ) : (
                  <Typography.Text type="secondary">
                    {r.status === 'pending' ? '待辅导老师审核' : (r.reviewerName ?? '—')}
                  </Typography.Text>
                ),
            },
          ]}
        />
      </Card>
      <Modal
        title="驳回调班申请"
        open={rejecting !== null}
        okText="驳回"
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: busy }}
        cancelText="取消"
        onCancel={() => setRejecting(null)}
        onOk={async () => {
          if (!rejecting) return;
          if (await act(() => rejectChange(rejecting.id, reason.trim()), '已驳回')) {
            setRejecting(null);
            setReason('');
          }
        }}
      >
        <Input.TextArea
          aria-label="驳回原因"
          rows={3}
          maxLength={200}
          placeholder="请填写驳回原因，学员会看到"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Space>
  );
}
