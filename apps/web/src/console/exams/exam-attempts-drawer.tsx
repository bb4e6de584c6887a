import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Grid, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import {
  API_PATHS,
  fillPath,
  mayMarkExam,
  mayReopenExam,
  type ConsoleExamRow,
  type ExamAttemptRow,
} from '@salt/domain';
import { apiGet } from '../../lib/api/client';
import { AttemptTimeModal, type AttemptTimeAction } from './attempt-time-modal';

const time = (iso: string | null) => (iso ? dayjs(iso).tz().format('MM-DD HH:mm') : '—');
export const examAttemptsKey = (examId: number) => ['exam-attempts', examId] as const;

function scoreOf(a: ExamAttemptRow) {
  if (a.status === 'open' || a.score === null) return '—';
  const pending = a.pendingScore ? <Tag color="orange">待批 {a.pendingScore} 分</Tag> : null;
  return (
    <Space size={4}>
      {`${a.score}/${a.totalScore ?? '—'}`}
      {pending}
    </Space>
  );
}

/**
 * 考生: one exam's attempts (pupil, status, start, deadline, hand-in, score, times the pupil left the page).
 * Whoever may mark the exam gives one pupil's open attempt extra time; staff reopen a handed-in one. The console's
 * list holds only exams a teacher teaches or those for everyone (the server narrows it), so a teacher here is the
 * class's teacher: the shared rule decides with that relation.
 */
export function ExamAttemptsDrawer(props: { exam: ConsoleExamRow | null; roles: number[]; onClose: () => void }) {
  const { exam, roles } = props;
  const screens = Grid.useBreakpoint();
  const [acting, setActing] = useState<{ attempt: ExamAttemptRow; action: AttemptTimeAction } | null>(null);
  const attempts = useQuery({
    queryKey: examAttemptsKey(exam?.id ?? 0),
    queryFn: () => apiGet<ExamAttemptRow[]>(fillPath(API_PATHS.examAttempts, { id: exam!.id }), { silent: true }),
    enabled: exam !== null,
  });
  const mayExtend =
    exam !== null &&
    mayMarkExam(roles, {
      relation: exam.offeringId === null ? null : 'teacher',
      examHasClass: exam.offeringId !== null,
    });
  const mayReopen = mayReopenExam(roles);
  const columns: TableColumnsType<ExamAttemptRow> = [
    {
      title: '学生',
      key: 'pupil',
      width: 140,
      render: (_, a) => (
        <Space orientation="vertical" size={0}>
          <span>{a.pupilName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {a.pupilUsername}
          </Typography.Text>
        </Space>
      ),
    },
    { title: '次', dataIndex: 'attemptNo', width: 50 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: ExamAttemptRow['status']) =>
        s === 'open' ? <Tag color="green">作答中</Tag> : <Tag color="default">已交卷</Tag>,
    },
    { title: '开始', dataIndex: 'startedAt', width: 110, render: time },
    {
      title: '截止',
      key: 'deadline',
      width: 130,
      render: (_, a) => (
        <Space orientation="vertical" size={2}>
          <span data-testid="deadline">{time(a.deadline)}</span>
          {a.extraSeconds > 0 && <Tag color="blue">已加时 {Math.round(a.extraSeconds / 60)} 分钟</Tag>}
        </Space>
      ),
    },
    { title: '交卷', dataIndex: 'committedAt', width: 110, render: time },
    { title: '得分', key: 'score', width: 140, render: (_, a) => scoreOf(a) },
    {
      title: '离开页面',
      dataIndex: 'leaveCount',
      width: 100,
      render: (n: number) => (n > 0 ? <Typography.Text type="warning">{n} 次</Typography.Text> : '0 次'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, a) =>
        a.status === 'open'
          ? mayExtend && (
              <Button type="link" size="small" onClick={() => setActing({ attempt: a, action: 'extraTime' })}>
                加时
              </Button>
            )
          : mayReopen && (
              <Button type="link" size="small" onClick={() => setActing({ attempt: a, action: 'reopen' })}>
                重新开放
              </Button>
            ),
    },
  ];
  return (
    <Drawer
      open={exam !== null}
      onClose={props.onClose}
      size={screens.md ? 1000 : '100%'}
      title={exam ? `${exam.title} · 考生` : ''}
      destroyOnHidden
    >
      {attempts.error && <Alert type="error" showIcon title={attempts.error.message} />}
      <Table<ExamAttemptRow>
        rowKey="sessionId"
        columns={columns}
        dataSource={attempts.data}
        loading={attempts.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: attempts.isLoading ? ' ' : '还没有学生参加这场考试' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 份` }}
      />
      <AttemptTimeModal
        attempt={acting?.attempt ?? null}
        action={acting?.action ?? 'extraTime'}
        onClose={() => setActing(null)}
        onDone={() => {
          setActing(null);
          void attempts.refetch();
        }}
      />
    </Drawer>
  );
}
