import { useInvalidate } from '@refinedev/core';
import { App, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { API_PATHS, shipOrderRequestSchema } from '@salt/domain';
import { apiPost } from '../../lib/api/client';

interface ShipValues {
  expressCompany: string;
  trackingNo: string;
}

/** A field's rule from the shared zod schema, so the form says what the server would (in Chinese) before sending. */
const zodRule = (field: keyof ShipValues) => ({
  validator: async (_: unknown, value: unknown) => {
    const parsed = shipOrderRequestSchema.shape[field].safeParse(value ?? '');
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '格式错误');
  },
});

/**
 * 发货: one parcel with every item still waiting (快递公司 + 运单号). The server records it in the audit log and the
 * pupil's order shows 待收货 once nothing is left to send.
 */
export function ShipModal(props: { orderId: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ShipValues>();
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const ship = useMutation({
    mutationFn: (values: ShipValues) =>
      apiPost<null>(API_PATHS.consoleOrderShip, { orderId: props.orderId, ...values }, { silent: true }),
    onSuccess: async () => {
      message.success('已发货');
      form.resetFields();
      props.onClose();
      await invalidate({ resource: 'orders', invalidates: ['list', 'detail'], id: props.orderId });
    },
  });
  return (
    <Modal
      title="发货"
      open={props.open}
      okText="确认发货"
      cancelText="取消"
      confirmLoading={ship.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<ShipValues> form={form} layout="vertical" onFinish={(values) => ship.mutate(values)}>
        <Form.Item label="快递公司" name="expressCompany" rules={[zodRule('expressCompany')]}>
          <Input maxLength={32} placeholder="如：顺丰速运" />
        </Form.Item>
        <Form.Item label="运单号" name="trackingNo" rules={[zodRule('trackingNo')]}>
          <Input maxLength={40} placeholder="字母、数字或 -，4 到 40 位" />
        </Form.Item>
        {ship.error && <div className="ant-form-item-explain-error">{ship.error.message}</div>}
      </Form>
    </Modal>
  );
}
