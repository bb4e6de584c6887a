import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Segmented, Space, Table, Tabs, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import {
  EXAM_UPLOAD_STATUSES,
  EXAM_UPLOAD_STATUS_TEXT,
  type ExamUploadKind,
  type ExamUploadStatus,
  type ExamUploadSummary,
} from '@salt/domain';
import { ReviewDrawer, StatusTag, type ReviewApi } from '../../features/exam-upload';
import {
  approveConsoleUpload,
  fetchConsoleUpload,
  fetchConsoleUploads,
  rejectConsoleUpload,
} from '../providers/exam-uploads-provider';
import './exam-uploads.css';

const consoleReview: ReviewApi = {
  scope: 'console',
  load: fetchConsoleUpload,
  approve: approveConsoleUpload,
  reject: rejectConsoleUpload,
};

const when = (iso: string | null) => (iso ? dayjs(iso).tz().format('YYYY-MM-DD HH:mm') : '—');
const TABS = [
  ...EXAM_UPLOAD_STATUSES.map((s) => ({ key: s as string, label: EXAM_UPLOAD_STATUS_TEXT[s] })),
  { key: 'all', label: '全部' },
];

/**
 * 教学 → 试卷作文审核 (staff): pupils' exam papers and essays by status (default 待审核), kind and name; 审核 opens
 * the drawer with the pages, the marking tool, the analysis or score, 通过 and 驳回.
 */
export function ExamUploadsPage() {
  const [status, setStatus] = useState('pending');
  const [kind, setKind] = useState<'all' | ExamUploadKind>('all');
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const qc = useQueryClient();
  const query = {
    current,
    size: 20,
    ...(status === 'all' ? {} : { status: status as ExamUploadStatus }),
    ...(kind === 'all' ? {} : { kind }),
    ...(keyword ? { keyword } : {}),
  };
  const list = useQuery({ queryKey: ['console', 'exam-uploads', query], queryFn: () => fetchConsoleUploads(query) });

  const columns: TableColumnsType<ExamUploadSummary> = [
    { title: '学员', key: 'pupil', width: 110, render: (_, r) => r.pupil.name },
    { title: '类型', dataIndex: 'kind', width: 70, render: (k: ExamUploadKind) => (k === 'essay' ? '作文' : '试卷') },
    { title: '标题', dataIndex: 'title', width: 200 },
    { title: '页数', dataIndex: 'pageCount', width: 60, align: 'right' },
    { title: '提交时间', dataIndex: 'submittedAt', width: 140, render: when },
    {
      title: '状态',
      key: 'status',
      width: 160,
      render: (_, r) => (
        <>
          <StatusTag status={r.status} text={r.statusText} />
          {r.rejectReason && <div className="cu-reason">{r.rejectReason}</div>}
        </>
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, r) => (
        <Button size="small" type={r.status === 'pending' ? 'primary' : 'default'} onClick={() => setOpen(r.id)}>
          {r.status === 'pending' ? '审核' : '查看'}
        </Button>
      ),
    },
  ];

  return (
    <Card title="试卷作文审核">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Tabs
          activeKey={status}
          items={TABS}
          onChange={(k) => {
            setStatus(k);
            setCurrent(1);
          }}
        />
        <Space wrap>
          <Segmented
            value={kind}
            onChange={(v) => {
              setKind(v as typeof kind);
              setCurrent(1);
            }}
            options={[
              { value: 'all', label: '全部' },
              { value: 'paper', label: '试卷' },
              { value: 'essay', label: '作文' },
            ]}
          />
          <Input.Search
            allowClear
            placeholder="学员姓名或手机号"
            aria-label="搜索学员"
            onSearch={(v) => {
              setKeyword(v.trim());
              setCurrent(1);
            }}
            style={{ width: 240 }}
          />
        </Space>
        {list.error && <Alert type="error" showIcon title={list.error.message} />}
        <Table<ExamUploadSummary>
          rowKey="id"
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: list.isLoading ? ' ' : '没有上传记录' }}
          pagination={{
            current,
            pageSize: 20,
            total: list.data?.total ?? 0,
            onChange: setCurrent,
            showTotal: (n) => `共 ${n} 条`,
          }}
        />
      </Space>
      <ReviewDrawer
        id={open}
        api={consoleReview}
        onClose={() => setOpen(null)}
        onDone={() => void qc.invalidateQueries({ queryKey: ['console', 'exam-uploads'] })}
      />
    </Card>
  );
}
