import { useState } from 'react';
import { useList } from '@refinedev/core';
import { Select } from 'antd';
import { fenToYuan, type ConsoleCouponRow } from '@salt/domain';

type Coupon = Pick<ConsoleCouponRow, 'name' | 'amountFen' | 'thresholdFen'>;
type Option = { value: number; label: string };

/** A coupon template in words: 春季券（满100.00减30.00）. */
export const couponLabel = (c: Coupon) =>
  `${c.name}（${c.thresholdFen > 0 ? `满${fenToYuan(c.thresholdFen)}减${fenToYuan(c.amountFen)}` : `立减${fenToYuan(c.amountFen)}`}）`;

/**
 * The coupon a coupon item issues: 营销 → 优惠券's templates (the same list and filter by name), the ones not ended.
 * `known` names the item's own template so an edit shows its name before any search.
 */
export function CouponTemplateSelect(props: {
  value?: number | null;
  onChange?: (id: number | null) => void;
  known?: Option | null;
  id?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const { result, query } = useList<ConsoleCouponRow>({
    resource: 'coupons',
    pagination: { currentPage: 1, pageSize: 30 },
    filters: keyword.trim() ? [{ field: 'name', operator: 'eq', value: keyword.trim() }] : [],
    successNotification: false,
    errorNotification: false,
  });
  const byId = new Map<number, Option>();
  if (props.known) byId.set(props.known.value, props.known);
  for (const c of result.data) {
    if (c.state !== 'ended') byId.set(c.id, { value: c.id, label: couponLabel(c) });
  }
  return (
    <Select<number>
      id={props.id}
      aria-label="关联优惠券"
      allowClear
      placeholder="输入优惠券名称搜索"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={query.isFetching}
      value={props.value ?? undefined}
      onChange={(v) => props.onChange?.(v ?? null)}
      options={[...byId.values()]}
      notFoundContent={query.isFetching ? '搜索中…' : '没有可用的优惠券'}
    />
  );
}
