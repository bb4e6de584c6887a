import { useEffect } from 'react';
import { useCreate, useUpdate } from '@refinedev/core';
import { App, AutoComplete, Button, Drawer, Form, Input, InputNumber, Radio, Space, Switch } from 'antd';
import {
  consolePointsGoodsFormSchema,
  POINTS_GOODS_KINDS,
  POINTS_GOODS_KIND_LABELS,
  type PointsGoodsKind,
} from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { CoverUpload } from '../goods/cover-upload';
import type { ConsolePointsGoods } from '../providers/points-goods-provider';
import { couponLabel, CouponTemplateSelect } from './coupon-template-select';

interface Values {
  kind: PointsGoodsKind;
  title: string;
  subtitle: string;
  coverUrl: string | null;
  category: string;
  pointsCost: number | null;
  stock: number | null;
  hot: boolean;
  onShelf: boolean;
  description: string;
  couponTemplateId: number | null;
}

/** The mall's usual categories (any other may be typed). */
export const POINTS_CATEGORY_SUGGESTIONS = ['文具', '图书', '优惠券', '课程', '周边'];

const EMPTY: Values = {
  kind: 'physical',
  title: '',
  subtitle: '',
  coverUrl: null,
  category: '',
  pointsCost: null,
  stock: null,
  hot: false,
  onShelf: true,
  description: '',
  couponTemplateId: null,
};

const valuesOf = (g: ConsolePointsGoods): Values => ({
  kind: g.kind,
  title: g.title,
  subtitle: g.subtitle,
  coverUrl: g.coverUrl,
  category: g.category,
  pointsCost: g.pointsCost,
  stock: g.stock,
  hot: g.hot,
  onShelf: g.onShelf,
  description: g.description,
  couponTemplateId: g.couponTemplateId,
});

const bodyOf = (v: Values) => ({
  ...v,
  coverUrl: v.coverUrl || null,
  pointsCost: v.pointsCost ?? Number.NaN,
  stock: v.stock ?? Number.NaN,
  // Only a coupon item issues a coupon.
  couponTemplateId: v.kind === 'coupon' ? v.couponTemplateId : null,
});

/** An item's whole form as saved (the list's 上架 switch sends it with only onShelf changed). */
export const formOf = (g: ConsolePointsGoods) => bodyOf(valuesOf(g));

/**
 * 新增 / 编辑盐值商品 in a drawer: the kind first (a coupon item picks the coupon it issues from 营销 → 优惠券),
 * checked with the server's contract before sending; the server's message shows under its field, else as a toast.
 */
export function PointsGoodsForm(props: {
  open: boolean;
  goods: ConsolePointsGoods | null;
  categories: string[];
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const { mutateAsync: create, mutation: creating } = useCreate<ConsolePointsGoods>();
  const { mutateAsync: update, mutation: updating } = useUpdate<ConsolePointsGoods>();
  const { goods } = props;

  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    form.setFieldsValue(goods ? valuesOf(goods) : EMPTY);
  }, [props.open, goods, form]);

  const submit = async (values: Values) => {
    const parsed = consolePointsGoodsFormSchema.safeParse(bodyOf({ ...EMPTY, ...values }));
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: String(i.path[0]) as keyof Values, errors: [i.message] })),
      );
      return;
    }
    const common = { resource: 'points-goods', values: parsed.data, successNotification: false as const };
    try {
      // The goods' version: a save over someone else's newer one is refused (409), not silently overwritten.
      if (goods)
        await update({
          ...common,
          values: { ...parsed.data, version: goods.version },
          id: goods.id,
          errorNotification: false,
        });
      else await create({ ...common, errorNotification: false });
      message.success(goods ? '商品已保存' : '商品已添加');
      props.onClose();
    } catch (e) {
      const field = e instanceof ApiError ? (e.data as { field?: string } | null)?.field : undefined;
      if (field && field in EMPTY) form.setFields([{ name: field as keyof Values, errors: [(e as Error).message] }]);
      else message.error(e instanceof Error ? e.message : '保存失败，请重试');
    }
  };

  const categories = [...new Set([...POINTS_CATEGORY_SUGGESTIONS, ...props.categories])];
  return (
    <Drawer
      title={goods ? '编辑商品' : '新增商品'}
      open={props.open}
      onClose={props.onClose}
      size={560}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={props.onClose}>取消</Button>
          <Button type="primary" loading={creating.isPending || updating.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} layout="vertical" initialValues={EMPTY} onFinish={(v) => void submit(v)}>
        <Form.Item label="商品类型" name="kind" required>
          <Radio.Group
            optionType="button"
            options={POINTS_GOODS_KINDS.map((k) => ({ value: k, label: POINTS_GOODS_KIND_LABELS[k] }))}
          />
        </Form.Item>
        {kind === 'coupon' && (
          <Form.Item
            label="关联优惠券"
            name="couponTemplateId"
            required
            tooltip="兑换后发放到学员的「我的优惠券」"
            rules={[{ required: true, message: '请选择关联优惠券' }]}
          >
            <CouponTemplateSelect
              known={
                goods?.coupon && goods.couponTemplateId
                  ? { value: goods.couponTemplateId, label: couponLabel(goods.coupon) }
                  : null
              }
            />
          </Form.Item>
        )}
        <Form.Item label="商品名称" name="title" required>
          <Input maxLength={60} showCount placeholder="如：盐课堂定制笔记本" />
        </Form.Item>
        <Form.Item label="副标题" name="subtitle">
          <Input maxLength={100} placeholder="一句话卖点，显示在名称下方" />
        </Form.Item>
        <Form.Item label="封面图" name="coverUrl" tooltip="建议 750×750 的 jpg 或 png">
          <CoverUpload />
        </Form.Item>
        <Space size="middle" style={{ display: 'flex' }} align="start">
          <Form.Item label="分类" name="category" required style={{ width: 200 }}>
            <AutoComplete
              aria-label="分类"
              options={categories.map((c) => ({ value: c }))}
              placeholder="选择或输入分类"
              maxLength={20}
              showSearch={{ filterOption: (input, o) => String(o?.value ?? '').includes(input) }}
            />
          </Form.Item>
          <Form.Item
            label="所需盐值"
            name="pointsCost"
            required
            rules={[{ required: true, message: '请输入所需盐值' }]}
            style={{ width: 140 }}
          >
            <InputNumber min={1} max={10_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            label="库存"
            name="stock"
            required
            rules={[{ required: true, message: '请输入库存' }]}
            style={{ width: 140 }}
          >
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Space>
        <Space size="large">
          <Form.Item label="上架" name="onShelf" valuePropName="checked">
            <Switch checkedChildren="上架" unCheckedChildren="下架" />
          </Form.Item>
          <Form.Item label="热门推荐" name="hot" valuePropName="checked" tooltip="显示在盐值商城的热门兑换">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item label="商品详情" name="description" tooltip="纯文本，空一行分段">
          <Input.TextArea rows={6} maxLength={5000} showCount placeholder="规格、使用说明、发货时间等" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
