import { useState } from 'react';
import { useCreate } from '@refinedev/core';
import { App, Form, Input, Modal, Radio, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  CONSOLE_NOTICE_MESSAGES,
  consoleNoticeFormSchema,
  NOTICE_AUDIENCE_LABELS,
  type ConsoleNoticeForm,
  type NoticeAudienceKind,
} from '@salt/domain';
import { noticeAudiences } from '../providers/notices-provider';
import { noticeTextRule } from './notice-text-rule';

interface NoticeValues {
  title: string;
  content: string;
  kind: NoticeAudienceKind;
  offeringId?: number;
  userId?: number;
}

const audienceOf = (v: NoticeValues): unknown =>
  v.kind === 'class'
    ? { kind: 'class', offeringId: v.offeringId }
    : v.kind === 'user'
      ? { kind: 'user', userId: v.userId }
      : { kind: 'all' };

/**
 * 发布通知: title, text and who gets it (全体学员, one class's enrolled pupils, or one user). Teachers may post to
 * their own classes only, so they are offered 班级 alone (the server refuses anything else with 403 anyway).
 */
export function NoticeFormModal(props: { open: boolean; admin: boolean; onClose: () => void }) {
  const [form] = Form.useForm<NoticeValues>();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const kind = Form.useWatch('kind', form);
  const audiences = useQuery({
    queryKey: ['console', 'notice-audiences', props.admin ? keyword : ''],
    queryFn: () => noticeAudiences(props.admin ? keyword : ''),
    enabled: props.open,
  });
  const { mutate, mutation } = useCreate<{ id: number }>();
  const kinds: NoticeAudienceKind[] = props.admin ? ['all', 'class', 'user'] : ['class'];

  const submit = (values: NoticeValues) => {
    const parsed = consoleNoticeFormSchema.safeParse({ ...values, audience: audienceOf(values) });
    if (!parsed.success) return;
    const body: ConsoleNoticeForm = parsed.data;
    mutate(
      { resource: 'notices', values: body, successNotification: false, errorNotification: false },
      {
        onSuccess: () => {
          message.success('通知已发布');
          form.resetFields();
          props.onClose();
        },
      },
    );
  };

  return (
    <Modal
      title="发布通知"
      open={props.open}
      okText="发布"
      cancelText="取消"
      confirmLoading={mutation.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<NoticeValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: props.admin ? 'all' : 'class' }}
        onFinish={submit}
      >
        <Form.Item label="标题" name="title" rules={[noticeTextRule('title')]}>
          <Input maxLength={50} placeholder="不超过 50 个字" />
        </Form.Item>
        <Form.Item label="内容" name="content" rules={[noticeTextRule('content')]}>
          <Input.TextArea rows={5} maxLength={1000} showCount placeholder="不超过 1000 个字" />
        </Form.Item>
        <Form.Item label="发送对象" name="kind">
          <Radio.Group options={kinds.map((k) => ({ value: k, label: NOTICE_AUDIENCE_LABELS[k] }))} />
        </Form.Item>
        {kind === 'class' && (
          <Form.Item
            label="接收班级"
            name="offeringId"
            rules={[{ required: true, message: CONSOLE_NOTICE_MESSAGES.offering }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="选择班级"
              loading={audiences.isFetching}
              options={(audiences.data?.classes ?? []).map((c) => ({ value: c.id, label: c.title }))}
            />
          </Form.Item>
        )}
        {kind === 'user' && (
          <Form.Item label="接收用户" name="userId" rules={[{ required: true, message: CONSOLE_NOTICE_MESSAGES.user }]}>
            <Select
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              placeholder="输入姓名或用户名搜索"
              loading={audiences.isFetching}
              options={(audiences.data?.users ?? []).map((u) => ({ value: u.id, label: `${u.name}（${u.username}）` }))}
            />
          </Form.Item>
        )}
        {mutation.error && <div className="ant-form-item-explain-error">{mutation.error.message}</div>}
      </Form>
    </Modal>
  );
}
