import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Space, Tabs, Typography } from 'antd';
import {
  AGREEMENT_KEY_LABELS,
  API_PATHS,
  consoleAgreementUpdateSchema,
  fillPath,
  type ConsoleAgreement,
} from '@salt/domain';
import { apiPut } from '../../lib/api/client';
import { failureText, useContentList } from './use-content-list';

interface Values {
  title: string;
  body: string;
}

function AgreementForm({ agreement, onSaved }: { agreement: ConsoleAgreement; onSaved: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  useEffect(() => form.setFieldsValue({ title: agreement.title, body: agreement.body }), [agreement, form]);

  const submit = async (v: Values) => {
    const parsed = consoleAgreementUpdateSchema.safeParse({ ...v, version: agreement.version });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: String(i.path[0]) as keyof Values, errors: [i.message] })),
      );
      return;
    }
    setBusy(true);
    try {
      await apiPut(fillPath(API_PATHS.consoleAgreementItem, { key: agreement.key }), parsed.data, { silent: true });
      message.success('已保存，页面立即生效');
      onSaved();
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
      <Form.Item label="标题" name="title" required>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label="正文" name="body" required extra="段落之间空一行；以“一、”“二、”等开头的段落显示为小标题。">
        <Input.TextArea rows={18} maxLength={20000} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy}>
          保存
        </Button>
        <Typography.Text type="secondary">
          版本 {agreement.version} · 更新于 {new Date(agreement.updatedAt).toLocaleString('zh-CN')}
        </Typography.Text>
      </Space>
    </Form>
  );
}

/** 协议: the user service agreement (/clause/custom) and the training agreement shown at checkout. */
export function AgreementsPage() {
  const { rows, failed, load } = useContentList<ConsoleAgreement>(API_PATHS.consoleAgreementList);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        协议
      </Typography.Title>
      {failed && <Alert type="error" showIcon title={failed} />}
      <Card size="small" loading={!rows && !failed}>
        <Tabs
          items={(rows ?? []).map((a) => ({
            key: a.key,
            label: AGREEMENT_KEY_LABELS[a.key],
            children: <AgreementForm agreement={a} onSaved={() => void load()} />,
          }))}
        />
      </Card>
    </Space>
  );
}
