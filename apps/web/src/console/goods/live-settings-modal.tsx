import { useEffect, useState } from 'react';
import { Alert, App, Form, Input, InputNumber, Modal, Skeleton, Switch } from 'antd';
import {
  LIVE_ENTRY_LEAD_MAX,
  consoleLiveSettingsUpdateSchema,
  type ConsoleLiveSettings,
  type ConsoleLiveSettingsUpdate,
} from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { liveSettingsApi } from './live-settings-api';

type Values = Omit<ConsoleLiveSettingsUpdate, 'version' | 'entryLeadMinutes'> & { entryLeadMinutes: number | null };

/**
 * 直播间 of a class (课程 → 编辑 → 班级 → 直播间): the room's number, read-only, and the three settings pupils'
 * pages follow: 提前入场 (minutes before the start the room opens), 学员可看回放, 课堂互动. Saved over the version
 * read: someone else's newer save comes back 409 and the form says so.
 */
export function LiveSettingsModal(props: { skuId: number | null; className: string; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [settings, setSettings] = useState<ConsoleLiveSettings | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { skuId } = props;

  useEffect(() => {
    setSettings(null);
    setFailed(null);
    if (skuId === null) return;
    let live = true;
    liveSettingsApi.get(skuId).then(
      (s) => live && setSettings(s),
      (e: unknown) => live && setFailed(e instanceof ApiError ? e.message : '加载失败，请重试'),
    );
    return () => {
      live = false;
    };
  }, [skuId]);

  const submit = async (v: Values) => {
    if (skuId === null || !settings) return;
    const parsed = consoleLiveSettingsUpdateSchema.safeParse({ ...v, version: settings.version });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: String(i.path[0]) as keyof Values, errors: [i.message] })),
      );
      return;
    }
    setBusy(true);
    try {
      setSettings(await liveSettingsApi.save(skuId, parsed.data));
      message.success('直播间设置已保存');
      props.onClose();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '保存失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={`直播间 · ${props.className}`}
      open={skuId !== null}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ disabled: !settings }}
      confirmLoading={busy}
      width={560}
      destroyOnHidden
    >
      {failed && <Alert type="error" showIcon title={failed} style={{ marginBottom: 12 }} />}
      {!settings && !failed && <Skeleton active paragraph={{ rows: 4 }} />}
      {settings && (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            entryLeadMinutes: settings.entryLeadMinutes,
            playbackOpen: settings.playbackOpen,
            interactionOpen: settings.interactionOpen,
          }}
          onFinish={(v) => void submit(v)}
        >
          <Form.Item label="直播间号" extra="推流地址由它生成，不能修改">
            <Input value={settings.liveRoom} readOnly variant="filled" data-testid="live-room" />
          </Form.Item>
          <Form.Item
            label="提前入场（分钟）"
            name="entryLeadMinutes"
            extra={`学员可在上课前这么多分钟进入直播间，0 表示上课时才开放（最多 ${LIVE_ENTRY_LEAD_MAX} 分钟）`}
          >
            <InputNumber min={0} max={LIVE_ENTRY_LEAD_MAX} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item
            label="学员可看回放"
            name="playbackOpen"
            valuePropName="checked"
            extra="关闭后学员看不到本班录像，页面提示「本班回放未开放」；老师、辅导老师仍可查看"
          >
            <Switch checkedChildren="开放" unCheckedChildren="关闭" />
          </Form.Item>
          <Form.Item
            label="课堂互动"
            name="interactionOpen"
            valuePropName="checked"
            extra="关闭后老师不能在直播中点名或发题"
            style={{ marginBottom: 0 }}
          >
            <Switch checkedChildren="开启" unCheckedChildren="关闭" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
