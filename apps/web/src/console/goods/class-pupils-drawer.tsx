import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Drawer, Input, Segmented, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { ENROLMENT_STATUS_LABELS, type ConsoleClassPupil, type ConsoleClassPupilPage } from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { classPupilsApi } from './class-pupils-api';
import { PupilActionModal, type PupilAction } from './pupil-action-modal';

const STATUS_COLOR: Record<ConsoleClassPupil['status'], string> = {
  active: 'green',
  ended: 'default',
  moved: 'orange',
};
const PAGE_SIZE = 10;
/** Where a place came from (an order) and the actions on it: the school office's, not a teacher's. */
const ADMIN_COLUMNS = new Set(['source', 'actions']);

/**
 * 学员 of one class: who is in it (or ever was), where their place came from (an order, or staff), and the three
 * things an admin does for a family: put a pupil in, move one to another class of the course, end a place. The
 * seats shown are the shop's: every change takes or frees one.
 */
export function ClassPupilsDrawer(props: {
  skuId: number | null;
  className: string;
  /** Admins put pupils in, move and end places; a teacher (班级) reads the list (mobiles masked by the server). */
  manage?: boolean;
  onClose: () => void;
}) {
  const manage = props.manage ?? true;
  const [page, setPage] = useState<ConsoleClassPupilPage | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [query, setQuery] = useState({ current: 1, scope: 'active' as 'active' | 'all', keyword: '' });
  const [action, setAction] = useState<PupilAction | null>(null);
  const { skuId } = props;

  const load = useCallback(async () => {
    if (skuId === null) return;
    try {
      setPage(await classPupilsApi.list(skuId, { ...query, size: PAGE_SIZE }));
      setFailed(null);
    } catch (e) {
      setFailed(e instanceof ApiError ? e.message : '加载失败，请重试');
    }
  }, [skuId, query]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    setPage(null);
    setQuery({ current: 1, scope: 'active', keyword: '' });
  }, [skuId]);

  return (
    <Drawer
      title={`学员 · ${props.className}`}
      open={skuId !== null}
      onClose={props.onClose}
      size={820}
      extra={
        manage && (
          <Button type="primary" onClick={() => setAction({ kind: 'add' })} disabled={!page}>
            添加学员
          </Button>
        )
      }
    >
      {failed && <Alert type="error" showIcon title={failed} style={{ marginBottom: 12 }} />}
      {page && (
        <Typography.Paragraph type="secondary" data-testid="pupils-summary">
          在读 {page.active} 人，剩余名额 {page.seatsLeft} 个。
          {manage ? '添加、调班和结束都会占用或释放商城名额，并通知学员。' : '调班和退班由教务办理。'}
        </Typography.Paragraph>
      )}
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={query.scope}
          options={[
            { value: 'active', label: '在读' },
            { value: 'all', label: '全部（含已调出、已结束）' },
          ]}
          onChange={(scope) => setQuery((q) => ({ ...q, scope: scope as 'active' | 'all', current: 1 }))}
        />
        <Input.Search
          allowClear
          placeholder={manage ? '姓名、用户名或手机号' : '姓名或用户名'}
          style={{ width: 240 }}
          onSearch={(keyword) => setQuery((q) => ({ ...q, keyword, current: 1 }))}
        />
      </Space>
      <Table<ConsoleClassPupil>
        rowKey="id"
        size="small"
        loading={!page && !failed}
        dataSource={page?.records ?? []}
        scroll={{ x: 700 }}
        locale={{ emptyText: query.scope === 'active' ? '本班还没有在读学员' : '没有记录' }}
        pagination={{
          current: query.current,
          pageSize: PAGE_SIZE,
          total: page?.total ?? 0,
          showTotal: (n) => `共 ${n} 人`,
          onChange: (current) => setQuery((q) => ({ ...q, current })),
        }}
        columns={(
          [
            {
              title: '学员',
              key: 'name',
              render: (_, p) => (
                <span data-testid="pupil-name">
                  {p.realname || p.username}
                  <Typography.Text type="secondary"> {p.username}</Typography.Text>
                </span>
              ),
            },
            { title: '手机号', dataIndex: 'phone', width: 120, render: (v: string | null) => v ?? '—' },
            {
              title: '来源',
              key: 'source',
              dataIndex: 'orderNo',
              width: 190,
              render: (v: string | null) => (v ? `订单 ${v}` : '教务添加'),
            },
            {
              title: '状态',
              dataIndex: 'status',
              width: 80,
              render: (s: ConsoleClassPupil['status']) => (
                <Tag color={STATUS_COLOR[s]}>{ENROLMENT_STATUS_LABELS[s]}</Tag>
              ),
            },
            {
              title: '加入时间',
              dataIndex: 'createdAt',
              width: 150,
              render: (v: string) => dayjs(v).tz().format('YYYY-MM-DD HH:mm'),
            },
            {
              title: '操作',
              key: 'actions',
              width: 110,
              render: (_, p) =>
                p.status === 'active' && (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setAction({ kind: 'move', pupil: p })}>
                      调班
                    </Button>
                    <Button type="link" size="small" danger onClick={() => setAction({ kind: 'end', pupil: p })}>
                      结束
                    </Button>
                  </Space>
                ),
            },
          ] as TableColumnsType<ConsoleClassPupil>
        ).filter((c) => manage || !ADMIN_COLUMNS.has(String(c.key)))}
      />
      {skuId !== null && (
        <PupilActionModal
          skuId={skuId}
          action={action}
          page={page}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            void load();
          }}
        />
      )}
    </Drawer>
  );
}
