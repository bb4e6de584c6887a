import { useUpdate } from '@refinedev/core';
import { App, Form, Input, Modal, Typography } from 'antd';
import { consoleNoticeEditSchema, type ConsoleNoticeEdit, type ConsoleNoticeRow } from '@salt/domain';
import { noticeTextRule } from './notice-text-rule';

type EditValues = Pick<ConsoleNoticeEdit, 'title' | 'content'>;

/**
 * 修改通知: a wrong date or a typo corrected in place, at the version the row was read at (someone saving in
 * between gets 数据已被他人修改). Who it went to stays: sending it elsewhere is a new notice.
 */
export function NoticeEditModal(props: { notice: ConsoleNoticeRow | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const { message } = App.useApp();
  const { mutate, mutation } = useUpdate<{ id: number }>();
  const { notice } = props;

  const submit = (values: EditValues) => {
    if (!notice) return;
    const parsed = consoleNoticeEditSchema.safeParse({ ...values, version: notice.version });
    if (!parsed.success) return;
    mutate(
      {
        resource: 'notices',
        id: notice.id,
        values: parsed.data,
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => {
          message.success('通知已修改');
          props.onSaved();
        },
      },
    );
  };

  return (
    <Modal
      title="修改通知"
      open={notice !== null}
      okText="保存"
      cancelText="取消"
      confirmLoading={mutation.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<EditValues>
        form={form}
        name="notice-edit"
        layout="vertical"
        initialValues={{ title: notice?.title, content: notice?.content }}
        onFinish={submit}
      >
        <Typography.Paragraph type="secondary">
          发送对象：{notice?.audience}。已读的学员会看到修改后的内容。
        </Typography.Paragraph>
        <Form.Item label="标题" name="title" rules={[noticeTextRule('title')]}>
          <Input maxLength={50} placeholder="不超过 50 个字" />
        </Form.Item>
        <Form.Item label="内容" name="content" rules={[noticeTextRule('content')]}>
          <Input.TextArea rows={5} maxLength={1000} showCount placeholder="不超过 1000 个字" />
        </Form.Item>
        {mutation.error && <div className="ant-form-item-explain-error">{mutation.error.message}</div>}
      </Form>
    </Modal>
  );
}
