import { useEffect, useState } from 'react';
import { App, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  API_PATHS,
  CLIENT_PLATFORMS,
  CLIENT_PLATFORM_LABELS,
  consoleClientVersionCreateSchema,
  consoleClientVersionUpdateSchema,
  fillPath,
  type ClientPlatform,
  type ConsoleClientVersion,
} from '@salt/domain';
import { apiPost, apiPut } from '../../lib/api/client';
import { failureText } from './use-content-list';

interface Values {
  platform: ClientPlatform;
  versionName: string;
  sizeMb: number | null;
  releaseDate: Dayjs | null;
  url: string;
  notes: string;
  published: boolean;
}

const MB = 1024 * 1024;

/** 新建 (no `release`) or 编辑 a client release; the size is typed in MB and sent in bytes. */
export function ClientVersionModal(props: {
  release: ConsoleClientVersion | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { release } = props;

  useEffect(() => {
    if (!props.open) return;
    form.setFieldsValue(
      release
        ? {
            platform: release.platform,
            versionName: release.versionName,
            sizeMb: Math.round((release.sizeBytes / MB) * 10) / 10,
            releaseDate: dayjs(release.releaseDate),
            url: release.url,
            notes: release.notes,
          }
        : {
            platform: 'windows',
            versionName: '',
            sizeMb: null,
            releaseDate: dayjs(),
            url: '',
            notes: '',
            published: false,
          },
    );
  }, [props.open, release, form]);

  const submit = async (v: Values) => {
    const fields = {
      platform: v.platform,
      versionName: v.versionName ?? '',
      sizeBytes: v.sizeMb == null ? undefined : Math.round(v.sizeMb * MB),
      releaseDate: v.releaseDate?.format('YYYY-MM-DD'),
      url: v.url ?? '',
      notes: v.notes ?? '',
    };
    const parsed = release
      ? consoleClientVersionUpdateSchema.safeParse({ ...fields, version: release.version })
      : consoleClientVersionCreateSchema.safeParse({ ...fields, published: !!v.published });
    if (!parsed.success) {
      const field = (k: PropertyKey): keyof Values => (k === 'sizeBytes' ? 'sizeMb' : (String(k) as keyof Values));
      form.setFields(parsed.error.issues.map((i) => ({ name: field(i.path[0]!), errors: [i.message] })));
      return;
    }
    setBusy(true);
    try {
      if (release)
        await apiPut(fillPath(API_PATHS.consoleClientVersionItem, { id: release.id }), parsed.data, { silent: true });
      else await apiPost(API_PATHS.consoleClientVersionCreate, parsed.data, { silent: true });
      message.success('已保存');
      props.onSaved();
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={release ? '编辑客户端版本' : '新建客户端版本'}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label="平台" name="platform" required>
          <Select options={CLIENT_PLATFORMS.map((p) => ({ value: p, label: CLIENT_PLATFORM_LABELS[p] }))} />
        </Form.Item>
        <Form.Item label="版本号" name="versionName" required>
          <Input placeholder="如 3.8.2" maxLength={32} />
        </Form.Item>
        <Form.Item label="安装包大小（MB）" name="sizeMb" required>
          <InputNumber min={0.1} max={2047} step={0.1} precision={1} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="发布日期" name="releaseDate" required>
          <DatePicker />
        </Form.Item>
        <Form.Item label="下载地址" name="url" required extra="安装包或应用商店的 https:// 地址">
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item label="更新说明" name="notes">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        {!release && (
          <Form.Item name="published" valuePropName="checked">
            <Checkbox>保存后立即发布</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
