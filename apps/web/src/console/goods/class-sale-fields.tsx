import type { ReactNode } from 'react';
import { Form, Input, InputNumber, Space, Switch } from 'antd';

/** Yuan as typed in the form → fen as the contracts carry it. */
export const fenOf = (yuan: number | null | undefined) =>
  yuan === null || yuan === undefined ? null : Math.round(yuan * 100);
/** Fen as stored → yuan as the form shows it. */
export const yuanOf = (fen: number | null | undefined) => (fen === null || fen === undefined ? null : fen / 100);

/** The form's fields for what a class sells at (yuan where the contract has fen). */
export interface ClassSaleValues {
  name: string;
  price: number | null;
  originalPrice: number | null;
  needLogistics: boolean;
  /** 教材费 (元), with posted materials only. */
  materialPrice?: number | null;
  isGroup: boolean;
  groupMemberNum: number | null;
  groupPrice: number | null;
  groupHoursValid: number | null;
}

/** Where a contract issue about the sale fields is shown (the form asks yuan, the contract fen). */
export const SALE_FIELD_OF: Record<string, string> = {
  priceFen: 'price',
  originalPriceFen: 'originalPrice',
  materialPriceFen: 'materialPrice',
  groupPriceFen: 'groupPrice',
};

/** The contract's sale fields from the form's values. */
export const saleBodyOf = (v: ClassSaleValues) => ({
  name: v.name ?? '',
  priceFen: fenOf(v.price) as number,
  originalPriceFen: fenOf(v.originalPrice),
  needLogistics: v.needLogistics,
  materialPriceFen: v.needLogistics ? (fenOf(v.materialPrice) ?? 0) : 0,
  isGroup: v.isGroup,
  groupMemberNum: v.isGroup ? v.groupMemberNum : null,
  groupPriceFen: v.isGroup ? fenOf(v.groupPrice) : null,
  groupHoursValid: v.isGroup ? v.groupHoursValid : null,
});

/**
 * Name, price, crossed-out price, seats, posted materials and the group buy: the part of 新增班级 and 编辑班级
 * that is the same. `seats` is the seats field, which differs (seats to sell at first; total seats later).
 */
export function ClassSaleFields({ seats }: { seats: ReactNode }) {
  const isGroup = Form.useWatch('isGroup');
  const posted = Form.useWatch('needLogistics');
  return (
    <>
      <Form.Item label="班级名称" name="name" required>
        <Input maxLength={100} placeholder="如：周六上午班" />
      </Form.Item>
      <Space wrap size="large" align="start">
        <Form.Item label="价格（元）" name="price" required>
          <InputNumber min={0} precision={2} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="划线价（元）" name="originalPrice">
          <InputNumber min={0} precision={2} style={{ width: 140 }} />
        </Form.Item>
        {seats}
        <Form.Item label="寄送教材" name="needLogistics" valuePropName="checked">
          <Switch />
        </Form.Item>
        {posted && (
          <Form.Item label="教材费（元）" name="materialPrice" tooltip="教材寄出后退费时扣除的金额">
            <InputNumber min={0} precision={2} style={{ width: 130 }} />
          </Form.Item>
        )}
      </Space>
      <Space wrap size="large" align="start">
        <Form.Item label="拼团" name="isGroup" valuePropName="checked">
          <Switch />
        </Form.Item>
        {isGroup && (
          <>
            <Form.Item label="成团人数" name="groupMemberNum">
              <InputNumber min={2} max={10} precision={0} style={{ width: 110 }} />
            </Form.Item>
            <Form.Item label="拼团价（元）" name="groupPrice">
              <InputNumber min={0} precision={2} style={{ width: 130 }} />
            </Form.Item>
            <Form.Item label="有效时长（小时）" name="groupHoursValid">
              <InputNumber min={1} max={168} precision={0} style={{ width: 130 }} />
            </Form.Item>
          </>
        )}
      </Space>
    </>
  );
}
