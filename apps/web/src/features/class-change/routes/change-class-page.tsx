import { useParams } from 'react-router';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Input,
  Popconfirm,
  Radio,
  Segmented,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import type { ChangeClassCard } from '@salt/domain';
import { formatFen } from '../../../lib/money';
import { useClassChange } from '../use-class-change';
import {
  STATUS_COLOUR,
  choosable,
  diffText,
  owesSupplement,
  requestNote,
  scheduleText,
  seatsText,
  statusLabel,
} from '../class-change-labels';
import './class-change.css';

function ClassFacts({ c }: { c: ChangeClassCard }) {
  return (
    <div className="cc-facts">
      <div>
        主讲：{c.teacherName ?? '—'}
        {c.tutorName && <span className="cc-gap">辅导：{c.tutorName}</span>}
      </div>
      <div>上课时间：{scheduleText(c) || '以课表为准'}</div>
    </div>
  );
}

/**
 * 调班申请 (/refund/change/:id, id = the order line): the class the pupil is in, the other classes of the course
 * (teacher, schedule, seats left, price difference), a reason, submit; the line's requests and their states, with
 * 撤销 while one waits. The site frame's page; it lays itself out for phones too.
 */
export function ChangeClassPage() {
  const { id } = useParams();
  const orderItemId = /^\d+$/.test(id ?? '') ? Number(id) : null;
  const s = useClassChange(orderItemId);
  const { message } = App.useApp();

  if (orderItemId === null) return <Empty className="cc-page" description="订单课程不存在" />;
  if (s.options.isPending) return <Skeleton className="cc-page" active paragraph={{ rows: 8 }} />;
  if (!s.data) return <Alert className="cc-page" type="error" showIcon title={s.loadError ?? '加载失败'} />;
  const d = s.data;

  return (
    <div className="cc-page" data-testid="change-class-page">
      <Typography.Title level={4}>调班申请</Typography.Title>
      <Card size="small" title="当前班级" className="cc-card">
        <div className="cc-name">
          {d.current.courseTitle} · {d.current.name}
        </div>
        <ClassFacts c={d.current} />
        <div className="cc-muted">
          订单号 {d.orderNo} · 已调班 {d.approvedChanges}/{d.maxChanges} 次
        </div>
      </Card>

      {s.error && <Alert type="error" showIcon title={s.error} className="cc-card" />}
      {d.problem && !s.pending && <Alert type="warning" showIcon title={d.problem} className="cc-card" />}

      {s.canApply && (
        <Card
          size="small"
          title="选择要调入的班级"
          className="cc-card"
          extra={
            <Segmented
              size="small"
              value={s.level}
              onChange={(v) => s.setLevel(v as 'same' | 'all')}
              options={[
                { value: 'same', label: '同级班级' },
                { value: 'all', label: '全部班级' },
              ]}
            />
          }
        >
          {d.targets.length === 0 ? (
            <Empty description="暂无可调入的班级" />
          ) : (
            <Radio.Group
              className="cc-targets"
              value={s.target?.skuId ?? null}
              onChange={(e) => s.setTarget(e.target.value as number)}
            >
              {d.targets.map((t) => (
                <Radio key={t.skuId} value={t.skuId} disabled={!choosable(t)} className="cc-target">
                  <div className="cc-name">{t.name}</div>
                  <ClassFacts c={t} />
                  <Space size={8} wrap>
                    <Tag color={choosable(t) ? 'green' : 'default'}>{seatsText(t)}</Tag>
                    <span>{formatFen(t.priceFen)}</span>
                    <Tag color={t.priceDiffFen === 0 ? 'blue' : 'orange'}>{diffText(t.priceDiffFen)}</Tag>
                  </Space>
                </Radio>
              ))}
            </Radio.Group>
          )}
          <Input.TextArea
            className="cc-reason"
            rows={3}
            maxLength={200}
            showCount
            placeholder="请填写调班原因，例如：上课时间冲突"
            value={s.reason}
            onChange={(e) => s.setReason(e.target.value)}
            aria-label="调班原因"
          />
          <Button
            type="primary"
            block
            disabled={!s.ready}
            loading={s.submitting}
            onClick={async () => {
              if (await s.submit()) void message.success('调班申请已提交，请等待辅导老师审核');
            }}
          >
            提交申请
          </Button>
        </Card>
      )}

      <Card size="small" title="申请记录" className="cc-card">
        {d.requests.length === 0 ? (
          <Empty description="暂无调班申请" />
        ) : (
          d.requests.map((r) => (
            <div key={r.id} className="cc-request" data-testid={`change-request-${r.id}`}>
              <div className="cc-request__head">
                <span>
                  {r.fromName} → {r.toName}
                </span>
                <Tag color={STATUS_COLOUR[r.status]}>{r.awaitingGuardian ? '待家长同意' : statusLabel(r.status)}</Tag>
              </div>
              <div className="cc-muted">原因：{r.reason}</div>
              <div className="cc-muted">{requestNote(r)}</div>
              {owesSupplement(r) && (
                <Button
                  size="small"
                  type="primary"
                  loading={s.paying}
                  data-testid="pay-supplement"
                  onClick={() => void s.paySupplement(r.id)}
                >
                  去支付补差价
                </Button>
              )}
              {r.status === 'pending' && (
                <Popconfirm
                  title="确定撤销该调班申请吗？"
                  okText="撤销"
                  cancelText="再想想"
                  onConfirm={async () => {
                    if (await s.withdraw(r.id)) void message.success('已撤销');
                  }}
                >
                  <Button size="small" loading={s.withdrawing}>
                    撤销申请
                  </Button>
                </Popconfirm>
              )}
            </div>
          ))
        )}
      </Card>
    </div>
  );
}
