import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  InputNumber,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consolePointsRuleUpdateSchema, type PointsEarnRule, type PointsRule } from '@salt/domain';
import { pointsRulesApi } from './points-api';

type Draft = { amount: number | null; dailyCap: number | null; enabled: boolean };
const KEY = ['console', 'points-rules'];

/** What the amount counts: purchases pay per whole yuan, every other rule per time. */
const unitOf = (code: PointsEarnRule) => (code === 'purchase' ? '盐值 / 每实付1元' : '盐值 / 次');

/**
 * 盐值 → 盐值规则 (admins): how pupils earn 盐值. One row at a time is edited in place (每次盐值, 每日上限 with 0 for
 * 不限, 启用) and saved on its own; a rule switched off pays nothing from then on.
 */
export function PointsRulesPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const rules = useQuery({ queryKey: KEY, queryFn: pointsRulesApi.list });
  const [editing, setEditing] = useState<PointsEarnRule | null>(null);
  const [draft, setDraft] = useState<Draft>({ amount: null, dailyCap: null, enabled: true });
  const save = useMutation({
    mutationFn: (v: { code: PointsEarnRule; body: { amount: number; dailyCap: number; enabled: boolean } }) =>
      pointsRulesApi.update(v.code, v.body),
    onSuccess: (saved) => {
      client.setQueryData<PointsRule[]>(KEY, (list) => list?.map((r) => (r.code === saved.code ? saved : r)));
      message.success(`「${saved.name}」已保存`);
      setEditing(null);
    },
    onError: (e) => message.error(e.message || '保存失败，请重试'),
  });

  const edit = (r: PointsRule) => {
    setDraft({ amount: r.amount, dailyCap: r.dailyCap, enabled: r.enabled });
    setEditing(r.code);
  };
  const submit = (code: PointsEarnRule) => {
    if (draft.amount === null) return void message.error('请填写奖励盐值');
    if (draft.dailyCap === null) return void message.error('请填写每日上限（0 为不限）');
    const parsed = consolePointsRuleUpdateSchema.safeParse(draft);
    if (!parsed.success) return void message.error('奖励盐值或每日上限超出范围');
    save.mutate({ code, body: parsed.data });
  };

  const columns: TableColumnsType<PointsRule> = [
    { title: '获取方式', dataIndex: 'name', width: 180 },
    {
      title: '奖励盐值',
      key: 'amount',
      width: 240,
      render: (_, r) =>
        editing === r.code ? (
          <InputNumber
            aria-label="奖励盐值"
            min={0}
            max={100_000}
            precision={0}
            value={draft.amount}
            onChange={(amount) => setDraft((d) => ({ ...d, amount }))}
            suffix={unitOf(r.code)}
            style={{ width: 200 }}
          />
        ) : (
          <>
            <Typography.Text strong>{r.amount}</Typography.Text>{' '}
            <Typography.Text type="secondary">{unitOf(r.code)}</Typography.Text>
          </>
        ),
    },
    {
      title: '每日上限（次）',
      key: 'dailyCap',
      width: 200,
      render: (_, r) =>
        editing === r.code ? (
          <InputNumber
            aria-label="每日上限"
            min={0}
            max={1000}
            precision={0}
            value={draft.dailyCap}
            onChange={(dailyCap) => setDraft((d) => ({ ...d, dailyCap }))}
            placeholder="0 为不限"
            style={{ width: 140 }}
          />
        ) : r.dailyCap === 0 ? (
          <Typography.Text type="secondary">不限</Typography.Text>
        ) : (
          `${r.dailyCap} 次`
        ),
    },
    {
      title: '状态',
      key: 'enabled',
      width: 120,
      render: (_, r) =>
        editing === r.code ? (
          <Switch
            aria-label="启用"
            checked={draft.enabled}
            checkedChildren="启用"
            unCheckedChildren="停用"
            onChange={(enabled) => setDraft((d) => ({ ...d, enabled }))}
          />
        ) : (
          <Tag color={r.enabled ? 'success' : 'default'}>{r.enabled ? '启用' : '停用'}</Tag>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      render: (_, r) =>
        editing === r.code ? (
          <Space size={4}>
            <Button type="link" size="small" loading={save.isPending} onClick={() => submit(r.code)}>
              保存
            </Button>
            <Button type="link" size="small" onClick={() => setEditing(null)}>
              取消
            </Button>
          </Space>
        ) : (
          <Button type="link" size="small" disabled={editing !== null} onClick={() => edit(r)}>
            编辑
          </Button>
        ),
    },
  ];

  return (
    <Card title="盐值规则">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          title="学员完成以下行为时自动获得盐值；每日上限为 0 表示不限次数。盐值于获得次年的 12 月 31 日过期。"
        />
        {rules.error && <Alert type="error" showIcon title={rules.error.message} />}
        <Table<PointsRule>
          rowKey="code"
          columns={columns}
          dataSource={rules.data ?? []}
          loading={rules.isFetching}
          pagination={false}
          scroll={{ x: 880 }}
          locale={{ emptyText: rules.isLoading ? ' ' : '没有盐值规则' }}
        />
      </Space>
    </Card>
  );
}
