import { useEffect, useState } from 'react';
import { App, Checkbox, Form, Input, InputNumber, Modal } from 'antd';
import { consoleHelpCreateSchema, consoleHelpUpdateSchema, type ConsoleHelpArticle } from '@salt/domain';
import { helpArticlesApi } from './help-articles-api';
import { failureText } from './use-content-list';

interface Values {
  title: string;
  body: string;
  sort: number | null;
  published: boolean;
}

/** 新建 (no `article`) or 编辑 a help article; the form is checked with the server's own schema. */
export function HelpArticleModal(props: {
  article: ConsoleHelpArticle | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { article } = props;

  useEffect(() => {
    if (!props.open) return;
    form.setFieldsValue(
      article
        ? { title: article.title, body: article.body, sort: article.sort }
        : { title: '', body: '', sort: 0, published: false },
    );
  }, [props.open, article, form]);

  const submit = async (v: Values) => {
    const common = { title: v.title ?? '', body: v.body ?? '', sort: v.sort as number };
    const parsed = article
      ? consoleHelpUpdateSchema.safeParse({ ...common, version: article.version })
      : consoleHelpCreateSchema.safeParse({ ...common, published: !!v.published });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: String(i.path[0]) as keyof Values, errors: [i.message] })),
      );
      return;
    }
    setBusy(true);
    try {
      if (article) await helpArticlesApi.update(article.id, parsed.data);
      else await helpArticlesApi.create(parsed.data);
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
      title={article ? '编辑帮助文章' : '新建帮助文章'}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      destroyOnHidden
      width={640}
    >
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label="标题" name="title" required>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="正文" name="body" required>
          <Input.TextArea rows={8} maxLength={20000} />
        </Form.Item>
        <Form.Item label="排序" name="sort" required tooltip="小的在前">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        {!article && (
          <Form.Item name="published" valuePropName="checked">
            <Checkbox>保存后立即发布</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
