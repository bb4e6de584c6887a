import { useEffect, useState } from 'react';
import { App, Form, Input, InputNumber, Modal } from 'antd';
import {
  API_PATHS,
  consoleDictCreateSchema,
  consoleDictUpdateSchema,
  fillPath,
  type ConsoleDictItem,
  type ConsoleDictList,
} from '@salt/domain';
import { ApiError, apiPost, apiPut } from '../../lib/api/client';

type DictType = ConsoleDictList['types'][number]['type'];
interface Values {
  value: string;
  label: string;
  description: string;
  sort: number | null;
}

/** 新增 (no `item`) or 编辑 an entry of one dictionary; the value is fixed once made (data stores it). */
export function DictItemModal(props: {
  type: DictType;
  typeLabel: string;
  item: ConsoleDictItem | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { item } = props;

  useEffect(() => {
    if (!props.open) return;
    form.setFieldsValue(
      item
        ? { value: item.value, label: item.label, description: item.description ?? '', sort: item.sort }
        : { value: '', label: '', description: '', sort: 0 },
    );
  }, [props.open, item, form]);

  const submit = async (v: Values) => {
    const common = { label: v.label ?? '', description: v.description ?? '', sort: v.sort as number };
    const parsed = item
      ? consoleDictUpdateSchema.safeParse({ ...common, version: item.version })
      : consoleDictCreateSchema.safeParse({ ...common, type: props.type, value: v.value ?? '' });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: String(i.path[0]) as keyof Values, errors: [i.message] })),
      );
      return;
    }
    setBusy(true);
    try {
      if (item) await apiPut(fillPath(API_PATHS.consoleDictItem, { id: item.id }), parsed.data, { silent: true });
      else await apiPost(API_PATHS.consoleDictItemCreate, parsed.data, { silent: true });
      message.success('已保存，各页面立即生效');
      props.onSaved();
    } catch (e) {
      if (e instanceof ApiError && e.errorCode === 'CONSOLE_DICT_VALUE_TAKEN')
        form.setFields([{ name: 'value', errors: [e.message] }]);
      else message.error(e instanceof ApiError ? e.message : '保存失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={`${item ? '编辑' : '新增'}${props.typeLabel}`}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label="值" name="value" required extra={item ? '值已被数据引用，不能修改' : '保存后不能修改'}>
          <Input maxLength={32} disabled={!!item} />
        </Form.Item>
        <Form.Item label="名称" name="label" required>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item label="说明" name="description">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="排序" name="sort" required tooltip="小的在前">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
