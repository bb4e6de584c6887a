import { useState } from 'react';
import { useTable } from '@refinedev/core';
import { Alert, Button, Card, Flex, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { COUPON_STATE_KEYS, COUPON_TEMPLATE_STATE_TEXT, fenToYuan, type ConsoleCouponRow } from '@salt/domain';
import { serverPagination } from '../components/server-pagination';
import { useUrlFilters } from '../components/use-url-filters';
import { COUPON_FILTER_FIELDS, type CouponFilterValues } from '../providers/coupons-provider';
import { CouponFormModal } from './coupon-form-modal';

const STATE_COLOUR = { notStarted: 'blue', ongoing: 'green', ended: 'default' } as const;

/** The list's filters as the page URL holds them; a value the URL got wrong is no filter. */
function useCouponFilters() {
  return useUrlFilters((params) => {
    const values: CouponFilterValues = {};
    for (const field of COUPON_FILTER_FIELDS) {
      const v = params.get(field)?.trim();
      if (!v) continue;
      if (field === 'state' && !(COUPON_STATE_KEYS as readonly string[]).includes(v)) continue;
      if (field === 'claimable' && v !== 'true' && v !== 'false') continue;
      values[field] = v;
    }
    return values;
  });
}

const time = (iso: string) => dayjs(iso).tz().format('YYYY-MM-DD HH:mm');

/** 营销 → 优惠券 (admins): templates by name, state and claimable (kept in the URL), with their counts. */
export function CouponsPage() {
  const filters = useCouponFilters();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState(filters.values.name ?? '');
  const table = useTable<ConsoleCouponRow>({
    resource: 'coupons',
    pagination: { pageSize: 20 },
    filters: {
      permanent: Object.entries(filters.values).map(([field, value]) => ({ field, operator: 'eq', value })),
    },
    syncWithLocation: false,
  });
  const change = (patch: CouponFilterValues) => {
    filters.set(patch);
    table.setCurrentPage(1);
  };
  const columns: TableColumnsType<ConsoleCouponRow> = [
    { title: '名称', dataIndex: 'name', ellipsis: true },
    {
      title: '优惠',
      key: 'amount',
      width: 160,
      render: (_, r) =>
        r.thresholdFen > 0
          ? `满${fenToYuan(r.thresholdFen)}减${fenToYuan(r.amountFen)}`
          : `立减${fenToYuan(r.amountFen)}`,
    },
    { title: '有效期', key: 'window', width: 290, render: (_, r) => `${time(r.validFrom)} 至 ${time(r.validTo)}` },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (s: ConsoleCouponRow['state']) => <Tag color={STATE_COLOUR[s]}>{COUPON_TEMPLATE_STATE_TEXT[s]}</Tag>,
    },
    {
      title: '已领/总量',
      key: 'received',
      width: 110,
      render: (_, r) => `${r.receivedCount}/${r.totalQuantity}`,
    },
    { title: '已用', dataIndex: 'usedCount', width: 70 },
    { title: '锁定', dataIndex: 'lockedCount', width: 70 },
    { title: '可领取', dataIndex: 'claimable', width: 80, render: (v: boolean) => (v ? '是' : '否') },
  ];
  const error = table.tableQuery.error;
  return (
    <Card
      title="优惠券"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          新建优惠券
        </Button>
      }
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Flex wrap gap="small" align="center">
          <Input.Search
            aria-label="名称"
            placeholder="名称"
            allowClear
            style={{ width: 200 }}
            maxLength={64}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onSearch={(v) => change({ name: v.trim() })}
          />
          <Select
            aria-label="状态"
            placeholder="全部状态"
            allowClear
            style={{ width: 130 }}
            options={COUPON_STATE_KEYS.map((k) => ({ value: k, label: COUPON_TEMPLATE_STATE_TEXT[k] }))}
            value={filters.values.state}
            onChange={(v?: string) => change({ state: v ?? '' })}
          />
          <Select
            aria-label="可领取"
            placeholder="是否可领取"
            allowClear
            style={{ width: 140 }}
            options={[
              { value: 'true', label: '可领取' },
              { value: 'false', label: '不可领取' },
            ]}
            value={filters.values.claimable}
            onChange={(v?: string) => change({ claimable: v ?? '' })}
          />
        </Flex>
        {error && <Alert type="error" showIcon title={error.message} />}
        <Table<ConsoleCouponRow>
          rowKey="id"
          columns={columns}
          dataSource={table.result.data}
          loading={table.tableQuery.isFetching}
          scroll={{ x: 960 }}
          onRow={(row) => ({ onClick: () => navigate(`/console/coupons/${row.id}`), style: { cursor: 'pointer' } })}
          locale={{ emptyText: table.tableQuery.isLoading ? ' ' : '没有符合条件的优惠券' }}
          pagination={serverPagination(table, '张')}
        />
      </Space>
      <CouponFormModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => {
          setCreating(false);
          navigate(`/console/coupons/${id}`);
        }}
      />
    </Card>
  );
}
