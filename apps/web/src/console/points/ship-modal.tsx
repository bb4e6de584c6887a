import { App, AutoComplete, Form, Input, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { consolePointsShipSchema } from '@salt/domain';
import { shipExchange, type ConsolePointsExchange } from '../providers/points-exchanges-provider';

const CARRIERS = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '申通快递', '京东物流', '邮政EMS', '极兔速递'];

/** 发货: a 待发货 exchange's carrier and tracking number (both required); the pupil sees them in 兑换详情. */
export function ShipModal(props: { row: ConsolePointsExchange | null; onClose: () => void; onDone: () => unknown }) {
  const { row } = props;
  const { message } = App.useApp();
  const [form] = Form.useForm<{ company: string; trackingNo: string }>();
  const ship = useMutation({
    mutationFn: (body: { company: string; trackingNo: string }) => shipExchange(row!.id, body),
    onSuccess: async () => {
      message.success('已发货');
      props.onClose();
      await props.onDone();
    },
    onError: (e) => message.error(e.message || '发货失败，请重试'),
  });
  const submit = (v: { company?: string; trackingNo?: string }) => {
    const parsed = consolePointsShipSchema.safeParse({ company: v.company ?? '', trackingNo: v.trackingNo ?? '' });
    if (parsed.success) ship.mutate(parsed.data);
    else
      form.setFields(
        parsed.error.issues.map((i) => ({ name: String(i.path[0]) as 'company' | 'trackingNo', errors: [i.message] })),
      );
  };
  const address = row?.address;
  return (
    <Modal
      title="发货"
      open={row !== null}
      okText="确认发货"
      cancelText="取消"
      confirmLoading={ship.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {row && (
        <Typography.Paragraph type="secondary">
          {row.title} × {row.quantity}
          {address && (
            <>
              <br />
              {address.receiverName} {address.mobile}，{address.region}
              {address.detail}
            </>
          )}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          label="物流公司"
          name="company"
          rules={[{ required: true, whitespace: true, message: '请填写物流公司' }]}
        >
          <AutoComplete options={CARRIERS.map((c) => ({ value: c }))} maxLength={40} placeholder="选择或输入物流公司" />
        </Form.Item>
        <Form.Item
          label="运单号"
          name="trackingNo"
          rules={[{ required: true, whitespace: true, message: '请填写运单号' }]}
        >
          <Input maxLength={40} placeholder="快递单号" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
