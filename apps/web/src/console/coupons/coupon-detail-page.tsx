import { useCallback, useEffect, useState } from 'react';
import { useInvalidate, useOne } from '@refinedev/core';
import { useParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber, Modal, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import {
  COUPON_TEMPLATE_STATE_TEXT,
  consoleCouponIssueSchema,
  consoleRedeemBatchCreateSchema,
  fenToYuan,
  type ConsoleCouponDetail,
  type ConsoleCouponIssueResult,
  type ConsoleRedeemBatch,
} from '@salt/domain';
import { couponBatches, createCouponBatch, downloadBatchCsv, issueCoupon } from '../providers/coupons-provider';
import { CouponFormModal } from './coupon-form-modal';

const time = (iso: string) => dayjs(iso).tz().format('YYYY-MM-DD HH:mm');

/** 发放: mobiles or user ids, one a line (or comma separated); the answer lists who got one and who was skipped. */
function IssueModal(props: { couponId: number; open: boolean; onClose: () => void; onIssued: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ConsoleCouponIssueResult | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parts = text.split(/[\s,，]+/).filter(Boolean);
    const body = {
      mobiles: parts.filter((p) => p.length === 11),
      userIds: parts.filter((p) => p.length !== 11).map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    };
    const parsed = consoleCouponIssueSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '输入有误');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      setResult(await issueCoupon(props.couponId, parsed.data));
      props.onIssued();
    } catch (e) {
      setError(e instanceof Error ? e.message : '发放失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title="发放优惠券"
      okText="发放"
      cancelText="关闭"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => {
        setText('');
        setResult(null);
        setError(null);
        props.onClose();
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label="手机号或用户ID（每行一个，最多500个）"
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input.TextArea aria-label="手机号或用户ID" rows={6} value={text} onChange={(e) => setText(e.target.value)} />
        </Form.Item>
      </Form>
      {result && (
        <Alert
          type={result.skipped.length ? 'warning' : 'success'}
          showIcon
          title={`已发放 ${result.issued.length} 张，跳过 ${result.skipped.length} 个`}
          description={
            result.skipped.length ? (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {result.skipped.map((s) => (
                  <li key={`${s.who}-${s.reason}`}>{`${s.who}：${s.text}`}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
    </Modal>
  );
}

/** 生成兑换码: how many (1..10000) and a note. */
function BatchModal(props: { couponId: number; open: boolean; onClose: () => void; onMade: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ count?: number | null; note?: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = form.getFieldsValue(true) as { count?: number | null; note?: string };
    const parsed = consoleRedeemBatchCreateSchema.safeParse({ count: v.count ?? Number.NaN, note: v.note ?? '' });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: i.path[0] === 'note' ? 'note' : 'count', errors: [i.message] })),
      );
      return;
    }
    setBusy(true);
    try {
      const batch = await createCouponBatch(props.couponId, parsed.data);
      message.success(`已生成 ${batch.count} 个兑换码`);
      form.resetFields();
      props.onMade();
    } catch (e) {
      form.setFields([{ name: 'count', errors: [e instanceof Error ? e.message : '生成失败，请重试'] }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title="生成兑换码"
      okText="生成"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="count" label="数量" required>
          <InputNumber aria-label="数量" min={1} max={10000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="note" label="备注">
          <Input aria-label="备注" maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One coupon template: its numbers, 编辑, 发放 and its batches of redeem codes (生成, 导出). */
export function CouponDetailPage() {
  const { id } = useParams();
  const couponId = Number(id);
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { result: coupon, query } = useOne<ConsoleCouponDetail>({ resource: 'coupons', id: couponId });
  const [editing, setEditing] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const [making, setMaking] = useState(false);
  const [batches, setBatches] = useState<ConsoleRedeemBatch[]>([]);
  const [exporting, setExporting] = useState<number | null>(null);
  const reload = useCallback(async () => {
    try {
      setBatches(await couponBatches(couponId));
    } catch {
      setBatches([]);
    }
  }, [couponId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const refresh = () => {
    void invalidate({ resource: 'coupons', invalidates: ['detail', 'list'], id: couponId });
    void reload();
  };
  const exportBatch = async (batchId: number) => {
    setExporting(batchId);
    try {
      await downloadBatchCsv(batchId);
    } catch {
      message.error('导出失败，请稍后重试');
    } finally {
      setExporting(null);
    }
  };

  if (query.error) return <Alert type="error" showIcon title={query.error.message} />;
  if (!coupon) return <Card loading />;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={`优惠券 ${coupon.name}`}
        extra={
          <Space>
            <Button onClick={() => setEditing(true)}>编辑</Button>
            <Button type="primary" onClick={() => setIssuing(true)}>
              发放
            </Button>
          </Space>
        }
      >
        <Descriptions column={2} size="small">
          <Descriptions.Item label="优惠金额">¥{fenToYuan(coupon.amountFen)}</Descriptions.Item>
          <Descriptions.Item label="使用门槛">¥{fenToYuan(coupon.thresholdFen)}</Descriptions.Item>
          <Descriptions.Item label="有效期">{`${time(coupon.validFrom)} 至 ${time(coupon.validTo)}`}</Descriptions.Item>
          <Descriptions.Item label="状态">
            <Tag>{COUPON_TEMPLATE_STATE_TEXT[coupon.state]}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="已领/总量">{`${coupon.receivedCount}/${coupon.totalQuantity}`}</Descriptions.Item>
          <Descriptions.Item label="已用/锁定">{`${coupon.usedCount}/${coupon.lockedCount}`}</Descriptions.Item>
          <Descriptions.Item label="每人限领">{coupon.perUserLimit}</Descriptions.Item>
          <Descriptions.Item label="未兑换的兑换码">{coupon.outstandingCodes}</Descriptions.Item>
          <Descriptions.Item label="通用兑换码">{coupon.redeemCode ?? '无'}</Descriptions.Item>
          <Descriptions.Item label="适用班级">
            {coupon.skus.length ? coupon.skus.map((k) => k.label).join('、') : '全部班级'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="兑换码批次" extra={<Button onClick={() => setMaking(true)}>生成兑换码</Button>}>
        <Table<ConsoleRedeemBatch>
          rowKey="id"
          dataSource={batches}
          pagination={false}
          locale={{ emptyText: '暂无兑换码批次' }}
          columns={[
            { title: '批次', dataIndex: 'id', width: 80 },
            { title: '数量', dataIndex: 'count', width: 90 },
            { title: '已兑换', dataIndex: 'redeemed', width: 90 },
            { title: '备注', dataIndex: 'note', ellipsis: true },
            { title: '创建人', dataIndex: 'createdBy', width: 120 },
            { title: '创建时间', dataIndex: 'createdAt', width: 160, render: (v: string) => time(v) },
            {
              title: '操作',
              key: 'export',
              width: 110,
              render: (_, b) => (
                <Button size="small" loading={exporting === b.id} onClick={() => void exportBatch(b.id)}>
                  导出 CSV
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <CouponFormModal
        open={editing}
        coupon={coupon}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          refresh();
        }}
      />
      <IssueModal couponId={couponId} open={issuing} onClose={() => setIssuing(false)} onIssued={refresh} />
      <BatchModal
        couponId={couponId}
        open={making}
        onClose={() => setMaking(false)}
        onMade={() => {
          setMaking(false);
          refresh();
        }}
      />
    </Space>
  );
}
