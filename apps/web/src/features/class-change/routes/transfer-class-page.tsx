import '../../../lib/antd-mobile-render';
import { useSearchParams } from 'react-router';
import { Button, Dialog, DotLoading, ErrorBlock, NoticeBar, Selector, Tag, TextArea, Toast } from 'antd-mobile';
import type { ChangeClassCard } from '@salt/domain';
import { formatFen } from '../../../lib/money';
import { useClassChange } from '../use-class-change';
import {
  choosable,
  diffText,
  owesSupplement,
  requestNote,
  scheduleText,
  seatsText,
  statusLabel,
} from '../class-change-labels';
import './class-change.css';

const TAG_COLOUR = { pending: 'primary', approved: 'success', rejected: 'danger', cancelled: 'default' } as const;

function Facts({ c }: { c: ChangeClassCard }) {
  return (
    <div className="cc-facts">
      <div>
        主讲：{c.teacherName ?? '—'}
        {c.tutorName && <span className="cc-gap">辅导：{c.tutorName}</span>}
      </div>
      <div>{scheduleText(c) || '以课表为准'}</div>
    </div>
  );
}

/**
 * 调班 in the phone shop (/m-shop/transfer-class?orderItemId=): the same flow as the site's 调班申请 page
 * (useClassChange), in antd-mobile: the current class, target classes to tap, a reason, submit; the requests with
 * 撤销 while one waits.
 */
export function TransferClassPage() {
  const [params] = useSearchParams();
  const raw = params.get('orderItemId') ?? params.get('id') ?? '';
  const orderItemId = /^\d+$/.test(raw) ? Number(raw) : null;
  const s = useClassChange(orderItemId);

  if (orderItemId === null)
    return <ErrorBlock status="empty" title="订单课程不存在" description="请从订单或学习中心进入" />;
  if (s.options.isPending)
    return (
      <div className="cc-m-section">
        <DotLoading color="primary" />
      </div>
    );
  if (!s.data) return <ErrorBlock status="default" title={s.loadError ?? '加载失败'} description="" />;
  const d = s.data;

  return (
    <div data-testid="transfer-class-page">
      <section className="cc-m-section">
        <div className="cc-muted">
          当前班级 · 已调班 {d.approvedChanges}/{d.maxChanges} 次
        </div>
        <div className="cc-name">
          {d.current.courseTitle} · {d.current.name}
        </div>
        <Facts c={d.current} />
      </section>
      {s.error && <NoticeBar color="error" content={s.error} wrap />}
      {d.problem && !s.pending && <NoticeBar color="alert" content={d.problem} wrap />}

      {s.canApply && (
        <section className="cc-m-section">
          <div className="cc-m-row" style={{ justifyContent: 'space-between' }}>
            <b>选择要调入的班级</b>
            <Selector
              columns={2}
              value={[s.level]}
              onChange={(v) => v[0] && s.setLevel(v[0])}
              options={[
                { value: 'same' as const, label: '同级' },
                { value: 'all' as const, label: '全部' },
              ]}
            />
          </div>
          {d.targets.length === 0 && <ErrorBlock status="empty" title="暂无可调入的班级" description="" />}
          {d.targets.map((t) => {
            const ok = choosable(t);
            const chosen = s.target?.skuId === t.skuId;
            return (
              <div
                key={t.skuId}
                role="radio"
                aria-checked={chosen}
                aria-disabled={!ok}
                tabIndex={0}
                className={`cc-m-target${chosen ? ' is-chosen' : ''}${ok ? '' : ' is-disabled'}`}
                onClick={() => ok && s.setTarget(t.skuId)}
                onKeyDown={(e) => e.key === 'Enter' && ok && s.setTarget(t.skuId)}
              >
                <div className="cc-name">{t.name}</div>
                <Facts c={t} />
                <div className="cc-m-row">
                  <Tag color={ok ? 'success' : 'default'} fill="outline">
                    {seatsText(t)}
                  </Tag>
                  <span>{formatFen(t.priceFen)}</span>
                  <Tag color={t.priceDiffFen === 0 ? 'primary' : 'warning'} fill="outline">
                    {diffText(t.priceDiffFen)}
                  </Tag>
                </div>
              </div>
            );
          })}
          <label htmlFor="cc-m-reason" className="cc-muted">
            调班原因
          </label>
          <TextArea
            placeholder="请填写调班原因，例如：上课时间冲突"
            value={s.reason}
            onChange={s.setReason}
            maxLength={200}
            showCount
            rows={3}
            id="cc-m-reason"
          />
          <Button
            block
            color="primary"
            shape="rounded"
            disabled={!s.ready}
            loading={s.submitting}
            onClick={async () => {
              if (await s.submit()) Toast.show({ icon: 'success', content: '申请已提交' });
            }}
          >
            提交申请
          </Button>
        </section>
      )}

      <section className="cc-m-section">
        <b>申请记录</b>
        {d.requests.length === 0 && <div className="cc-muted">暂无调班申请</div>}
        {d.requests.map((r) => (
          <div key={r.id} className="cc-request" data-testid={`change-request-${r.id}`}>
            <div className="cc-request__head">
              <span>
                {r.fromName} → {r.toName}
              </span>
              <Tag color={TAG_COLOUR[r.status]}>{r.awaitingGuardian ? '待家长同意' : statusLabel(r.status)}</Tag>
            </div>
            <div className="cc-muted">原因：{r.reason}</div>
            <div className="cc-muted">{requestNote(r)}</div>
            {owesSupplement(r) && (
              <Button
                size="small"
                color="primary"
                shape="rounded"
                loading={s.paying}
                data-testid="pay-supplement"
                onClick={() => void s.paySupplement(r.id)}
              >
                去支付补差价
              </Button>
            )}
            {r.status === 'pending' && (
              <Button
                size="small"
                shape="rounded"
                loading={s.withdrawing}
                onClick={async () => {
                  const yes = await Dialog.confirm({
                    content: '确定撤销该调班申请吗？',
                    confirmText: '撤销',
                    cancelText: '再想想',
                  });
                  if (yes && (await s.withdraw(r.id))) Toast.show({ content: '已撤销' });
                }}
              >
                撤销申请
              </Button>
            )}
          </div>
        ))}
      </section>
    </div>
  );
}
