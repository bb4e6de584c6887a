import { Form, Input, Modal, Switch } from 'antd';
import type { Address } from '@salt/domain';
import { mobileRule, requiredRule } from '../../../components/form-rules';
import { useAddressEditor, type AddressValues } from './use-address-editor';

const required = [requiredRule];

/** Desktop twin of the phone's address sheet: add or edit an address in a dialog, answering the saved one. */
export function DesktopAddressModal({
  open,
  address,
  onClose,
  onSaved,
}: {
  open: boolean;
  address: Address | null;
  onClose: () => void;
  onSaved?: (saved: Address) => void;
}) {
  const [form] = Form.useForm<AddressValues>();
  const { onFinish, saving } = useAddressEditor({ open, address, form, onClose, onSaved });

  return (
    <Modal
      open={open}
      title={address ? '编辑收货地址' : '新增收货地址'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ isDefault: false }}>
        <Form.Item name="receiverName" label="收货人" rules={required}>
          <Input placeholder="请填写收货人姓名" maxLength={32} allowClear />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" rules={[mobileRule]}>
          <Input placeholder="请填写收货人手机号" type="tel" maxLength={11} allowClear />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}>
          <Form.Item name="province" label="省份" rules={required}>
            <Input placeholder="如：北京市" maxLength={32} />
          </Form.Item>
          <Form.Item name="city" label="城市" rules={required}>
            <Input placeholder="如：北京市" maxLength={32} />
          </Form.Item>
          <Form.Item name="district" label="区/县" rules={required}>
            <Input placeholder="如：海淀区" maxLength={32} />
          </Form.Item>
        </div>
        <Form.Item name="detail" label="详细地址" rules={required}>
          <Input.TextArea placeholder="街道、楼牌号等" maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="isDefault" label="设为默认地址" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
