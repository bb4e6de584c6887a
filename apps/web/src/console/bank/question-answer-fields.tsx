import { Button, Checkbox, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { EXAM_QUESTION_TYPE, QUESTION_OPTION_LABELS, blankMarkerCount } from '@salt/domain';

/**
 * The answer key of one question, by type: options A-D with the right ones (single: ticking one unticks the
 * others), accepted answers per blank (one tags box per ＿＿ in the stem), the true/false verdict, the oral
 * reference. `prefix` names the fields inside the form (a sub-question's row); `path` is the absolute path.
 */
interface FieldProps {
  prefix: (string | number)[];
  path: (string | number)[];
}

function ChoiceFields({ prefix, path, single }: FieldProps & { single: boolean }) {
  const form = Form.useFormInstance();
  const tick = (index: number, checked: boolean) => {
    if (!single || !checked) return;
    const options = (form.getFieldValue([...path, 'options']) ?? []) as { text: string; isRight: boolean }[];
    form.setFieldValue(
      [...path, 'options'],
      options.map((o, i) => ({ ...o, isRight: i === index })),
    );
  };
  return (
    <Form.List name={[...prefix, 'options']}>
      {(fields, { add, remove }) => (
        <Form.Item label={single ? '选项（勾选唯一正确答案）' : '选项（勾选全部正确答案）'} required>
          {fields.map((field, i) => (
            <Flex key={field.key} gap="small" align="baseline">
              <Typography.Text strong>{QUESTION_OPTION_LABELS[i]}</Typography.Text>
              <Form.Item name={[field.name, 'isRight']} valuePropName="checked" noStyle>
                <Checkbox
                  aria-label={`${QUESTION_OPTION_LABELS[i]} 正确`}
                  onChange={(e) => tick(i, e.target.checked)}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'text']} style={{ flex: 1, marginBottom: 8 }}>
                <Input aria-label={`选项${QUESTION_OPTION_LABELS[i]}`} maxLength={500} />
              </Form.Item>
              <Button type="text" icon={<DeleteOutlined />} aria-label="删除选项" onClick={() => remove(field.name)} />
            </Flex>
          ))}
          {fields.length < QUESTION_OPTION_LABELS.length && (
            <Button icon={<PlusOutlined />} onClick={() => add({ text: '', isRight: false })}>
              添加选项
            </Button>
          )}
        </Form.Item>
      )}
    </Form.List>
  );
}

function FillFields({ prefix, path }: FieldProps) {
  const form = Form.useFormInstance();
  const stem = (Form.useWatch([...path, 'stem'], form) as string | undefined) ?? '';
  const markers = blankMarkerCount(stem);
  return (
    <Form.List name={[...prefix, 'blanks']}>
      {(fields, { add, remove }) => (
        <Form.Item
          label="每空的参考答案"
          required
          extra={`题干中用 ＿＿ 或 ____ 表示一个空；当前题干有 ${markers} 个空，已设置 ${fields.length} 个。每空可填多个可接受的答案（回车分隔）。`}
        >
          {fields.map((field, i) => (
            <Flex key={field.key} gap="small" align="baseline">
              <Typography.Text>第{i + 1}空</Typography.Text>
              <Form.Item name={[field.name]} style={{ flex: 1, marginBottom: 8 }}>
                <Select mode="tags" aria-label={`第${i + 1}空答案`} open={false} placeholder="输入答案后回车" />
              </Form.Item>
              <Button type="text" icon={<DeleteOutlined />} aria-label="删除此空" onClick={() => remove(field.name)} />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add([])} disabled={fields.length >= 20}>
            添加一空
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}

/**
 * A fill-in is checked against its blanks, or (拍照作答) answered with photos of the pupil's working and marked by
 * a teacher against a reference: a worked solution (解答题).
 */
function FillOrPhotoFields({ prefix, path }: FieldProps) {
  const manual = Form.useWatch([...path, 'manual']) as boolean | undefined;
  return (
    <>
      <Form.Item name={[...prefix, 'manual']} valuePropName="checked">
        <Checkbox>拍照作答（学生上传解题过程照片，老师批改）</Checkbox>
      </Form.Item>
      {manual ? (
        <Form.Item name={[...prefix, 'reference']} label="参考答案或评分要点" required>
          <Input.TextArea rows={3} maxLength={4000} />
        </Form.Item>
      ) : (
        <FillFields prefix={prefix} path={path} />
      )}
    </>
  );
}

export function AnswerFields({ type, prefix, path }: FieldProps & { type: string | undefined }) {
  switch (type) {
    case EXAM_QUESTION_TYPE.single:
    case EXAM_QUESTION_TYPE.multiple:
      return <ChoiceFields prefix={prefix} path={path} single={type === EXAM_QUESTION_TYPE.single} />;
    case EXAM_QUESTION_TYPE.fillIn:
      return <FillOrPhotoFields prefix={prefix} path={path} />;
    case EXAM_QUESTION_TYPE.trueFalse:
      return (
        <Form.Item name={[...prefix, 'isTrue']} label="正确答案" required>
          <Radio.Group
            options={[
              { value: true, label: '对' },
              { value: false, label: '错' },
            ]}
          />
        </Form.Item>
      );
    case EXAM_QUESTION_TYPE.oral:
      return (
        <Form.Item name={[...prefix, 'reference']} label="参考内容（朗读文本或评分要点）" required>
          <Input.TextArea rows={3} maxLength={4000} />
        </Form.Item>
      );
    default:
      return null;
  }
}
