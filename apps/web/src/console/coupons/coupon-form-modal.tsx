import { useEffect } from 'react';
import { useCreate, useUpdate } from '@refinedev/core';
import { App, DatePicker, Form, Input, InputNumber, Modal, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { consoleCouponFormSchema, type ConsoleCouponDetail, type ConsoleCouponFormInput } from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { ClassPicker } from './class-picker';

interface Values {
  name?: string;
  amountYuan?: number | null;
  thresholdYuan?: number | null;
  perUserLimit?: number | null;
  totalQuantity?: number | null;
  skuIds?: number[];
  claimable?: boolean;
  redeemCode?: string;
  window?: [Dayjs | null, Dayjs | null] | null;
}

/** 元 typed in the form to integer fen (rounded: 0.1 + 0.2 yuan is 30 fen, not 30.000000000000004). */
export const yuanToFen = (yuan: number | null | undefined) =>
  yuan === null || yuan === undefined ? Number.NaN : Math.round(yuan * 100);

const FIELD_OF: Record<string, keyof Values> = {
  name: 'name',
  amountFen: 'amountYuan',
  thresholdFen: 'thresholdYuan',
  perUserLimit: 'perUserLimit',
  totalQuantity: 'totalQuantity',
  skuIds: 'skuIds',
  redeemCode: 'redeemCode',
  validFrom: 'window',
  validTo: 'window',
};

function valuesOf(c: ConsoleCouponDetail): Values {
  return {
    name: c.name,
    amountYuan: c.amountFen / 100,
    thresholdYuan: c.thresholdFen / 100,
    perUserLimit: c.perUserLimit,
    totalQuantity: c.totalQuantity,
    skuIds: c.skuIds,
    claimable: c.claimable,
    redeemCode: c.redeemCode ?? '',
    window: [dayjs(c.validFrom), dayjs(c.validTo)],
  };
}

function bodyOf(v: Values): ConsoleCouponFormInput {
  return {
    name: v.name ?? '',
    amountFen: yuanToFen(v.amountYuan),
    thresholdFen: v.thresholdYuan === null || v.thresholdYuan === undefined ? 0 : yuanToFen(v.thresholdYuan),
    perUserLimit: v.perUserLimit ?? Number.NaN,
    totalQuantity: v.totalQuantity ?? Number.NaN,
    skuIds: v.skuIds ?? [],
    claimable: v.claimable ?? true,
    redeemCode: v.redeemCode ?? '',
    validFrom: v.window?.[0]?.toISOString() ?? '',
    validTo: v.window?.[1]?.toISOString() ?? '',
  };
}

/**
 * 新建 / 编辑优惠券: amounts typed in 元 and sent in fen, checked with the server's own zod contract (messages under
 * their fields, nothing sent while one is wrong); the server's field errors land under the field too. An edit
 * sends the version it read: a save over someone else's newer one is refused with 数据已被他人修改.
 */
export function CouponFormModal(props: {
  open: boolean;
  coupon?: ConsoleCouponDetail;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { mutateAsync: create, mutation: creating } = useCreate<{ id: number }>();
  const { mutateAsync: update, mutation: updating } = useUpdate<ConsoleCouponDetail>();
  const editing = Boolean(props.coupon);

  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    if (props.coupon) form.setFieldsValue(valuesOf(props.coupon));
  }, [props.open, props.coupon, form]);

  const submit = async () => {
    const values = form.getFieldsValue(true) as Values;
    const parsed = consoleCouponFormSchema.safeParse(bodyOf(values));
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: FIELD_OF[String(i.path[0])] ?? 'name', errors: [i.message] })),
      );
      return;
    }
    try {
      if (props.coupon) {
        await update({
          resource: 'coupons',
          id: props.coupon.id,
          values: { ...parsed.data, version: props.coupon.version },
          successNotification: false,
          errorNotification: false,
        });
        message.success('已保存');
        props.onSaved(props.coupon.id);
      } else {
        const created = await create({
          resource: 'coupons',
          values: parsed.data,
          successNotification: false,
          errorNotification: false,
        });
        message.success('优惠券已创建');
        props.onSaved(created.data.id);
      }
    } catch (e) {
      const field = e instanceof ApiError ? (e.data as { field?: string } | null)?.field : undefined;
      if (field && FIELD_OF[field]) form.setFields([{ name: FIELD_OF[field]!, errors: [(e as Error).message] }]);
      else message.error(e instanceof Error ? e.message : '保存失败，请重试');
    }
  };

  return (
    <Modal
      open={props.open}
      title={editing ? '编辑优惠券' : '新建优惠券'}
      okText="保存"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={props.onClose}
      confirmLoading={creating.isPending || updating.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ claimable: true }}>
        <Form.Item name="name" label="名称" required>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="amountYuan" label="优惠金额（元）" required>
          <InputNumber min={0} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="thresholdYuan" label="使用门槛（元，0 为无门槛）">
          <InputNumber min={0} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="perUserLimit" label="每人限领" required>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="totalQuantity" label="发放总量" required>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="window" label="有效期" required>
          <DatePicker.RangePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="skuIds" label="适用班级（不选则全部班级可用）">
          <ClassPicker known={props.coupon?.skus.map((k) => ({ value: k.id, label: k.label })) ?? []} />
        </Form.Item>
        <Form.Item name="redeemCode" label="通用兑换码（可选）">
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="claimable" label="领券中心可领取" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
