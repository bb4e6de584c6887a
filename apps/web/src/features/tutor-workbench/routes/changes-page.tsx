import { useState } from 'react';
import { App, Button, Empty, Input, Modal, Pagination, Popconfirm, Result, Segmented, Spin, Table, Tag } from 'antd';
import {
  CLASS_CHANGE_STATUSES,
  CLASS_CHANGE_STATUS_LABELS,
  type ClassChangeReviewRow,
  type ClassChangeStatus,
} from '@salt/domain';
import { ApiError } from '../../../lib/api/client';
import { formatChinaTime } from '../../../lib/china-time';
import { formatFen } from '../../../lib/money';
import { useApproveChange, useRejectChange, useReviewChanges } from '../../class-change';
import { TwPage, useCompact } from '../components/tw-page';

const PAGE_SIZE = 10;
type StatusFilter = ClassChangeStatus | 'all';
const COLOUR: Record<ClassChangeStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};
/** A reviewer reads 申请中 as 待审核; one still waiting for the parent's consent is not theirs to decide yet. */
const statusText = (r: ClassChangeReviewRow) =>
  r.awaitingGuardian ? '待家长同意' : r.status === 'pending' ? '待审核' : CLASS_CHANGE_STATUS_LABELS[r.status];
const FILTERS = CLASS_CHANGE_STATUSES.map((s) => ({
  value: s as StatusFilter,
  label: s === 'pending' ? '待审核' : CLASS_CHANGE_STATUS_LABELS[s],
}));
const diffText = (fen: number) => (fen === 0 ? '无差价' : fen < 0 ? `退 ${formatFen(-fen)}` : `补 ${formatFen(fen)}`);
const timeText = (iso: string) => formatChinaTime(iso, 'MM-DD HH:mm');
const failureText = (e: unknown) => (e instanceof ApiError ? e.message : '操作失败，请重试');

function StatusTag({ r }: { r: ClassChangeReviewRow }) {
  return (
    <Tag color={r.awaitingGuardian ? 'warning' : COLOUR[r.status]} data-testid="tw-change-status">
      {statusText(r)}
    </Tag>
  );
}

/**
 * /tutor/changes (调班审核): the class-change requests of my classes, 待审核 first. The tutor of the class a pupil
 * leaves decides (`canReview`, from the server): 同意 moves the pupil, 驳回 needs the reason the pupil reads. A
 * request waiting for the parent's consent shows 待家长同意 and no buttons.
 */
export function ChangesPage() {
  const { message } = App.useApp();
  const compact = useCompact();
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [current, setCurrent] = useState(1);
  const [rejecting, setRejecting] = useState<ClassChangeReviewRow | null>(null);
  const [reason, setReason] = useState('');
  const list = useReviewChanges({ current, size: PAGE_SIZE, ...(status === 'all' ? {} : { status }) });
  const approve = useApproveChange();
  const reject = useRejectChange();
  const busy = approve.isPending || reject.isPending;

  const onApprove = (r: ClassChangeReviewRow) =>
    approve.mutateAsync(r.id).then(
      () => void message.success('已同意，学员已调班'),
      (e: unknown) => void message.error(failureText(e)),
    );
  const onReject = async () => {
    if (!rejecting || !reason.trim()) return;
    try {
      await reject.mutateAsync({ id: rejecting.id, reason: reason.trim() });
      message.success('已驳回');
      setRejecting(null);
      setReason('');
    } catch (e) {
      message.error(failureText(e));
    }
  };
  const actions = (r: ClassChangeReviewRow) =>
    r.canReview ? (
      <span className="tw-change__actions">
        <Popconfirm
          title={`同意将${r.pupilName}调至「${r.toName}」？`}
          okText="同意"
          cancelText="取消"
          onConfirm={() => onApprove(r)}
        >
          <Button size="small" type="primary" loading={approve.isPending && approve.variables === r.id}>
            同意
          </Button>
        </Popconfirm>
        <Button size="small" danger disabled={busy} onClick={() => setRejecting(r)}>
          驳回
        </Button>
      </span>
    ) : (
      <span className="tw-muted">
        {r.status === 'pending'
          ? r.awaitingGuardian
            ? '家长同意后审核'
            : '—'
          : r.reviewerName
            ? `审核人：${r.reviewerName}`
            : '—'}
      </span>
    );

  const rows = list.data?.records ?? [];
  let body;
  if (list.isPending) body = <Spin className="tw-spin" />;
  else if (list.isError) body = <Result status="warning" title={list.error.message} />;
  else if (rows.length === 0) body = <Empty description="暂无调班申请" />;
  else if (compact)
    body = (
      <ul className="tw-cards" data-testid="tw-changes">
        {rows.map((r) => (
          <li key={r.id} className="tw-card" data-testid={`tw-change-${r.id}`}>
            <div className="tw-card__head">
              <span>{r.pupilName}</span>
              <StatusTag r={r} />
            </div>
            <div className="tw-change__move">
              {r.fromName} → {r.toName}
            </div>
            <dl className="tw-card__figures tw-change__figures">
              <dt>课程</dt>
              <dd>{r.courseTitle}</dd>
              <dt>原因</dt>
              <dd>{r.reason}</dd>
              <dt>差价</dt>
              <dd>{diffText(r.priceDiffFen)}</dd>
              <dt>申请时间</dt>
              <dd>{timeText(r.createdAt)}</dd>
              {r.rejectReason && (
                <>
                  <dt>驳回原因</dt>
                  <dd>{r.rejectReason}</dd>
                </>
              )}
            </dl>
            <div className="tw-change__foot">{actions(r)}</div>
          </li>
        ))}
      </ul>
    );
  else
    body = (
      <Table<ClassChangeReviewRow>
        data-testid="tw-changes"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 900 }}
        onRow={(r) => ({ 'data-testid': `tw-change-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: '学员', dataIndex: 'pupilName', width: 90 },
          {
            title: '调班',
            key: 'move',
            render: (_, r) => (
              <>
                <div>
                  {r.fromName} → {r.toName}
                </div>
                <div className="tw-muted">{r.courseTitle}</div>
              </>
            ),
          },
          {
            title: '原因',
            dataIndex: 'reason',
            render: (v: string, r) => (
              <>
                <div>{v}</div>
                {r.rejectReason && <div className="tw-muted">驳回原因：{r.rejectReason}</div>}
              </>
            ),
          },
          { title: '差价', dataIndex: 'priceDiffFen', width: 100, render: diffText },
          { title: '申请时间', dataIndex: 'createdAt', width: 110, render: timeText },
          { title: '状态', key: 'status', width: 100, render: (_, r) => <StatusTag r={r} /> },
          { title: '操作', key: 'actions', width: 140, render: (_, r) => actions(r) },
        ]}
      />
    );

  return (
    <TwPage title="调班审核" testId="tw-changes-page">
      <section className="tw-section">
        <div className="tw-change__toolbar">
          <Segmented<StatusFilter>
            value={status}
            onChange={(v) => {
              setStatus(v);
              setCurrent(1);
            }}
            options={[...FILTERS, { value: 'all', label: '全部' }]}
          />
        </div>
        {body}
        {(list.data?.total ?? 0) > PAGE_SIZE && (
          <Pagination
            className="tw-change__pager"
            size="small"
            current={current}
            pageSize={PAGE_SIZE}
            total={list.data?.total ?? 0}
            onChange={setCurrent}
            showSizeChanger={false}
          />
        )}
      </section>
      <Modal
        title="驳回调班申请"
        open={rejecting !== null}
        okText="驳回"
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: reject.isPending }}
        cancelText="取消"
        onCancel={() => setRejecting(null)}
        onOk={onReject}
      >
        {rejecting && (
          <p className="tw-muted">
            {rejecting.pupilName}：{rejecting.fromName} → {rejecting.toName}
          </p>
        )}
        <Input.TextArea
          aria-label="驳回原因"
          rows={3}
          maxLength={200}
          placeholder="请填写驳回原因，学员会看到"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </TwPage>
  );
}
