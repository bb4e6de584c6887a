import { useState } from 'react';
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Table, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { consolePointsAdjustSchema, POINTS_MESSAGES } from '@salt/domain';
import { personLabel, useUserSearch } from '../users/use-user-search';
import { adjustPoints } from './points-api';

interface Values {
  userId?: number;
  direction: 'add' | 'deduct';
  quantity?: number | null;
  reason?: string;
}
interface Done {
  key: number;
  user: string;
  amount: number;
  reason: string;
  balance: number;
  at: string;
}

/** The pupil, found by username, name or phone as the admin types. */
function PupilSelect(props: { value?: number; onChange?: (id: number, label: string) => void; id?: string }) {
  const [keyword, setKeyword] = useState('');
  const search = useUserSearch('pupil', keyword);
  const options = (search.data?.records ?? []).map((r) => ({ value: r.id, label: personLabel(r) }));
  // A user ID typed as it is (e.g. from 兑换订单) is offered as well; the server refuses one that does not exist.
  const typedId = /^\d{1,10}$/.test(keyword.trim()) ? Number(keyword.trim()) : null;
  if (typedId && !options.some((o) => o.value === typedId))
    options.push({ value: typedId, label: `用户ID ${typedId}` });
  return (
    <Select<number>
      id={props.id}
      aria-label="学员"
      placeholder="输入用户名、姓名、手机号或用户ID"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={props.value}
      onChange={(id, option) => props.onChange?.(id, (option as { label: string }).label)}
      loading={search.isFetching}
      notFoundContent={keyword.trim() === '' ? '输入关键字搜索' : search.isFetching ? '搜索中…' : '没有找到学员'}
      options={options}
    />
  );
}

/**
 * 盐值 → 盐值调整 (admins): add to or take from one pupil's 盐值 with a reason the pupil sees in 明细 (audited).
 * The balance after each adjustment is shown; a deduction below zero is refused by the server (盐值不足).
 */
export function PointsAdjustPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [userLabel, setUserLabel] = useState('');
  const [done, setDone] = useState<Done[]>([]);
  const adjust = useMutation({
    mutationFn: adjustPoints,
    onSuccess: ({ balance }, body) => {
      message.success('盐值已调整');
      setDone((list) => [
        {
          key: Date.now(),
          user: userLabel,
          amount: body.amount,
          reason: body.reason,
          balance,
          at: dayjs().format('HH:mm:ss'),
        },
        ...list,
      ]);
      form.setFieldsValue({ quantity: null, reason: '' });
    },
    onError: (e) => message.error(e.message || '调整失败，请重试'),
  });

  const submit = (v: Values) => {
    const sign = v.direction === 'deduct' ? -1 : 1;
    const body = { userId: v.userId, amount: sign * (v.quantity ?? 0), reason: v.reason ?? '' };
    const parsed = consolePointsAdjustSchema.safeParse(body);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => {
          const field = String(i.path[0]);
          return { name: field === 'amount' ? 'quantity' : (field as keyof Values), errors: [i.message] };
        }),
      );
      return;
    }
    adjust.mutate(parsed.data);
  };
  const last = done[0];

  return (
    <Row gutter={16}>
      <Col xs={24} xl={10}>
        <Card title="盐值调整">
          <Form<Values> form={form} layout="vertical" initialValues={{ direction: 'add' }} onFinish={submit}>
            <Form.Item label="学员" name="userId" rules={[{ required: true, message: '请选择学员' }]}>
              <PupilSelect onChange={(_, label) => setUserLabel(label)} />
            </Form.Item>
            <Form.Item label="调整方式" name="direction">
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'add', label: '增加' },
                  { value: 'deduct', label: '扣减' },
                ]}
              />
            </Form.Item>
            <Form.Item
              label="调整数量"
              name="quantity"
              rules={[
                {
                  validator: async (_, v: number | null | undefined) => {
                    if (!v) throw new Error(POINTS_MESSAGES.adjustZero);
                  },
                },
              ]}
            >
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 200 }} suffix="盐值" />
            </Form.Item>
            <Form.Item
              label="调整原因"
              name="reason"
              tooltip="学员会在盐值明细中看到"
              rules={[{ required: true, whitespace: true, message: POINTS_MESSAGES.adjustReason }]}
            >
              <Input.TextArea rows={3} maxLength={200} showCount placeholder="如：线下活动奖励、误发扣回" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={adjust.isPending}>
              确认调整
            </Button>
          </Form>
          {last && (
            <Alert
              style={{ marginTop: 16 }}
              type="success"
              showIcon
              title={`${last.user} ${last.amount > 0 ? '增加' : '扣减'} ${Math.abs(last.amount)} 盐值，调整后余额 ${last.balance} 盐值`}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card title="本次调整记录">
          <Table<Done>
            size="small"
            rowKey="key"
            dataSource={done}
            pagination={false}
            locale={{ emptyText: '本次还没有调整；所有调整均记入操作日志' }}
            columns={[
              { title: '时间', dataIndex: 'at', width: 90 },
              { title: '学员', dataIndex: 'user', ellipsis: true },
              {
                title: '调整',
                dataIndex: 'amount',
                width: 90,
                align: 'right',
                render: (n: number) => (
                  <Typography.Text type={n > 0 ? 'success' : 'danger'}>{n > 0 ? `+${n}` : n}</Typography.Text>
                ),
              },
              { title: '调整后余额', dataIndex: 'balance', width: 100, align: 'right' },
              { title: '原因', dataIndex: 'reason', ellipsis: true },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
