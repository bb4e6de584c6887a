import { useState } from 'react';
import { Button, DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useUrlFilters } from '../components/use-url-filters';
import { CONSOLE_ORDER_STATUS_KEYS, CONSOLE_ORDER_STATUS_OPTIONS } from '@salt/domain';
import { ORDER_FILTER_FIELDS, type OrderFilterField, type OrderFilterValues } from '../providers/order-provider';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The order list's filters as the page URL holds them (a reload or a shared link keeps them); a value the URL got
 * wrong (an unknown status, a malformed day) is no filter rather than a refused request.
 */
export function useOrderFilters() {
  return useUrlFilters((params) => {
    const values: OrderFilterValues = {};
    for (const field of ORDER_FILTER_FIELDS) {
      const v = params.get(field)?.trim();
      if (!v) continue;
      if (field === 'status' && !(CONSOLE_ORDER_STATUS_KEYS as readonly string[]).includes(v)) continue;
      if ((field === 'from' || field === 'to') && !DAY.test(v)) continue;
      values[field] = v;
    }
    return values;
  });
}

/** A text filter typed in and applied on Enter or the search button (not on every key: each is a server call). */
function TextFilter(props: {
  field: OrderFilterField;
  label: string;
  value: string | undefined;
  width: number;
  maxLength: number;
  onApply: (field: OrderFilterField, value: string) => void;
}) {
  const [text, setText] = useState(props.value ?? '');
  return (
    <Input.Search
      aria-label={props.label}
      placeholder={props.label}
      allowClear
      style={{ width: props.width }}
      maxLength={props.maxLength}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onSearch={(v) => props.onApply(props.field, v.trim())}
    />
  );
}

/** 订单's filter bar: order number, mobile, goods, status and the days placed; each change starts at page 1. */
export function OrderFilters(props: {
  values: OrderFilterValues;
  onChange: (patch: OrderFilterValues) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { values, onChange } = props;
  const apply = (field: OrderFilterField, value: string) => onChange({ [field]: value });
  return (
    <Flex wrap gap="small" align="center">
      <TextFilter field="orderNo" label="订单号" value={values.orderNo} width={200} maxLength={32} onApply={apply} />
      <TextFilter field="mobile" label="手机号" value={values.mobile} width={160} maxLength={11} onApply={apply} />
      <TextFilter field="goods" label="商品" value={values.goods} width={180} maxLength={50} onApply={apply} />
      <Select
        aria-label="状态"
        placeholder="全部状态"
        allowClear
        style={{ width: 130 }}
        options={CONSOLE_ORDER_STATUS_OPTIONS}
        value={values.status}
        onChange={(v?: string) => onChange({ status: v ?? '' })}
      />
      <DatePicker.RangePicker
        aria-label="下单日期"
        allowEmpty={[true, true]}
        value={[values.from ? dayjs(values.from) : null, values.to ? dayjs(values.to) : null]}
        onChange={(range) =>
          onChange({ from: range?.[0]?.format('YYYY-MM-DD') ?? '', to: range?.[1]?.format('YYYY-MM-DD') ?? '' })
        }
      />
      <Button onClick={props.onExport} loading={props.exporting}>
        导出 CSV
      </Button>
    </Flex>
  );
}
