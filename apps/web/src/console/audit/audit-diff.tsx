import { Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { REFUND_STATUS_TEXT, roleLabelOf } from '@salt/domain';

type Json = Record<string, unknown> | null;

/** Readable names of the fields staff writes record (others show their key). */
const FIELD_LABELS: Record<string, string> = {
  questionId: '题目ID',
  score: '得分',
  comment: '评语',
  earned: '试卷得分',
  deadline: '截止时间',
  extraSeconds: '延长秒数',
  status: '状态',
  committedAt: '交卷时间',
  reason: '原因',
  roles: '角色',
  locked: '锁定',
  lockedAt: '锁定时间',
  password: '密码',
  parentId: '家长ID',
  studentId: '学生ID',
  bound: '已绑定',
  computedFen: '申请金额（分）',
  approvedFen: '同意金额（分）',
  ruleFen: '规则金额（分）',
  overridden: '改过金额',
  rejectReason: '驳回原因',
  failReason: '失败原因',
  attempts: '退款次数',
};
const PASSWORD_TEXT: Record<string, string> = { old: '原密码', temporary: '临时密码' };
const STATUS_TEXT: Record<string, string> = { open: '作答中', committed: '已交卷', ...REFUND_STATUS_TEXT };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** One value as staff read it: instants in Beijing time, statuses in words, nothing as —. */
export function shownValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return dayjs(value).tz().format('YYYY-MM-DD HH:mm:ss');
  if (key === 'status' && typeof value === 'string') return STATUS_TEXT[value] ?? value;
  if (key === 'password' && typeof value === 'string') return PASSWORD_TEXT[value] ?? value;
  if (key === 'roles' && Array.isArray(value)) return value.map((id) => roleLabelOf(Number(id))).join('、');
  if (typeof value === 'boolean') return value ? '是' : '否';
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

interface Row {
  key: string;
  label: string;
  before: string;
  after: string;
}

/** The fields a write changed (before → after); the ones it only named (e.g. which question) listed below. */
export function changesOf(before: Json, after: Json): { changed: Row[]; same: Row[] } {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const rows = keys.map((key) => ({
    key,
    label: FIELD_LABELS[key] ?? key,
    before: before && key in before ? shownValue(key, before[key]) : '—',
    after: after && key in after ? shownValue(key, after[key]) : '—',
  }));
  return { changed: rows.filter((r) => r.before !== r.after), same: rows.filter((r) => r.before === r.after) };
}

/** A log entry's before/after as a small table of the changed fields. */
export function AuditDiff({ before, after }: { before: Json; after: Json }) {
  const { changed, same } = changesOf(before, after);
  return (
    <div className="console-audit-diff" data-testid="audit-diff">
      <Table<Row>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={changed}
        locale={{ emptyText: '没有字段变化' }}
        columns={[
          { title: '字段', dataIndex: 'label', width: 140 },
          {
            title: '修改前',
            dataIndex: 'before',
            render: (v: string) => <Typography.Text delete={v !== '—'}>{v}</Typography.Text>,
          },
          { title: '修改后', dataIndex: 'after', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
        ]}
      />
      {same.length > 0 && (
        <Typography.Text type="secondary" className="console-audit-diff__same">
          未变：{same.map((r) => `${r.label} ${r.after}`).join('，')}
        </Typography.Text>
      )}
    </div>
  );
}
