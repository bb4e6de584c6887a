import { useState } from 'react';
import { Alert, App, Form, InputNumber, Modal } from 'antd';
import {
  API_PATHS,
  consoleClassUpdateSchema,
  fillPath,
  type ConsoleClassUpdateInput,
  type ConsoleGoodsDetail,
} from '@salt/domain';
import { ApiError, apiPut } from '../../lib/api/client';
import { ClassSaleFields, SALE_FIELD_OF, saleBodyOf, yuanOf, type ClassSaleValues } from './class-sale-fields';

type GoodsClass = ConsoleGoodsDetail['classes'][number];

interface Values extends ClassSaleValues {
  seats: number | null;
}

const valuesOf = (c: GoodsClass): Values => ({
  name: c.name,
  price: yuanOf(c.priceFen),
  originalPrice: yuanOf(c.originalPriceFen),
  seats: c.stock + c.sold,
  needLogistics: c.needLogistics,
  materialPrice: yuanOf(c.materialPriceFen),
  isGroup: c.isGroup,
  groupMemberNum: c.groupMemberNum,
  groupPrice: yuanOf(c.groupPriceFen),
  groupHoursValid: c.groupHoursValid ?? 24,
});

/**
 * 编辑班级: what a class on sale sells at. Seats are the class's total places; the places already taken stay
 * taken, so the seats left become the total less them (the server works it out under a row lock while orders
 * keep coming). Prices apply to orders placed from now on. The timetable is edited in 课次.
 */
export function ClassEditModal(props: {
  goodsId: number;
  cls: GoodsClass | null;
  onClose: () => void;
  onSaved: (g: ConsoleGoodsDetail) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { cls } = props;

  const submit = async (v: Values) => {
    if (!cls) return;
    const body: ConsoleClassUpdateInput = { ...saleBodyOf(v), seats: v.seats as number, version: cls.version };
    const parsed = consoleClassUpdateSchema.safeParse(body);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => {
          const key = String(i.path[0]);
          return { name: (SALE_FIELD_OF[key] ?? key) as keyof Values, errors: [i.message] };
        }),
      );
      return;
    }
    setBusy(true);
    try {
      const goods = await apiPut<ConsoleGoodsDetail>(
        fillPath(API_PATHS.consoleGoodsClassUpdate, { id: props.goodsId, skuId: cls.id }),
        parsed.data,
        { silent: true },
      );
      message.success('班级已保存');
      props.onSaved(goods);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '保存失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={cls ? `编辑班级 · ${cls.name}` : '编辑班级'}
      open={cls !== null}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      width={680}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="价格只对之后的订单生效；关闭拼团后，正在进行的团仍可成团。上课时间请在「课次」中调整。"
      />
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={cls ? valuesOf(cls) : undefined}
        onFinish={(v) => void submit(v)}
      >
        <ClassSaleFields
          seats={
            <Form.Item
              label="总名额"
              name="seats"
              required
              extra={cls ? `已报名 ${cls.sold} 人，剩余名额 = 总名额 − 已报名` : undefined}
            >
              <InputNumber min={0} precision={0} style={{ width: 120 }} />
            </Form.Item>
          }
        />
      </Form>
    </Modal>
  );
}
