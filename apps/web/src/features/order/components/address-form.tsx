import { Button, Form, Input, Popup, Switch, TextArea } from 'antd-mobile';
import { type Address, validateMobile, validateRequired } from '@salt/domain';
import { useAddressEditor, type AddressValues } from './use-address-editor';
import './sheet.css';

/**
 * Domain validators (message or null) as antd-mobile form rules, so the page never restates their wording
 * (components/form-rules does the same for antd, whose rule type comes from another form package).
 */
const rule = (validate: (v: unknown) => string | null) => ({
  validator: (_: unknown, value: unknown) => {
    const message = validate(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});
const required = [rule(validateRequired)];

/** Add or edit an address in a bottom sheet; answers the saved address so a checkout can select it at once. */
export function AddressFormPopup({
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
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="op-sheet" destroyOnClose>
      <div className="op-sheet__head">
        <span>{address ? '编辑收货地址' : '新增收货地址'}</span>
        <button type="button" className="op-sheet__close" onClick={onClose} aria-label="关闭">
          ×
        </button>
      </div>
      <Form
        form={form}
        layout="horizontal"
        onFinish={onFinish}
        initialValues={{ isDefault: false }}
        footer={
          <Button block type="submit" shape="rounded" className="op-btn" loading={saving}>
            保存
          </Button>
        }
      >
        <Form.Item name="receiverName" label="收货人" rules={required}>
          <Input placeholder="请填写收货人姓名" maxLength={32} clearable />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" rules={[rule(validateMobile)]}>
          <Input placeholder="请填写收货人手机号" type="tel" maxLength={11} clearable />
        </Form.Item>
        <Form.Item name="province" label="省份" rules={required}>
          <Input placeholder="如：北京市" maxLength={32} clearable />
        </Form.Item>
        <Form.Item name="city" label="城市" rules={required}>
          <Input placeholder="如：北京市" maxLength={32} clearable />
        </Form.Item>
        <Form.Item name="district" label="区/县" rules={required}>
          <Input placeholder="如：海淀区" maxLength={32} clearable />
        </Form.Item>
        <Form.Item name="detail" label="详细地址" rules={required}>
          <TextArea placeholder="街道、楼牌号等" maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="isDefault" label="设为默认地址" valuePropName="checked" childElementPosition="right">
          <Switch />
        </Form.Item>
      </Form>
    </Popup>
  );
}

export { addressLine } from '../address-text';
