import { useUpdate } from '@refinedev/core';
import { App, Button, Descriptions, Form, Image, Input, InputNumber, Space, Tag, Typography } from 'antd';
import type { MarkVariables } from '../providers/marking-provider';
import { answerFiles, isOral, type AnalysisLeaf } from './manual-questions';

const VERDICT: Record<AnalysisLeaf['verdict'], { text: string; color: string }> = {
  pending: { text: '待批改', color: 'orange' },
  right: { text: '满分', color: 'green' },
  partial: { text: '部分得分', color: 'blue' },
  wrong: { text: '不得分', color: 'red' },
  unanswered: { text: '未作答', color: 'default' },
};

function PupilAnswer({ q }: { q: AnalysisLeaf }) {
  const files = answerFiles(q.myAnswer);
  if (files.length === 0) return <Typography.Text type="secondary">未作答</Typography.Text>;
  if (isOral(q)) {
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        {files.map((src) => (
          <audio key={src} controls preload="metadata" src={src} data-testid="oral-answer">
            <track kind="captions" />
          </audio>
        ))}
      </Space>
    );
  }
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {files.map((src) => (
          <Image key={src} src={src} width={160} alt="学生作答照片" />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/**
 * One oral or photo answer: the stem, the reference answer, the pupil's recording or photos, and the teacher's
 * points (0 to the question's points, in halves: the server keeps tenths) and comment. Marking again replaces
 * the mark.
 */
export function MarkQuestion({ sessionId, q }: { sessionId: number; q: AnalysisLeaf }) {
  const { message } = App.useApp();
  const { mutate, mutation } = useUpdate<
    Record<string, unknown>,
    { message: string; statusCode: number },
    MarkVariables
  >();
  const [form] = Form.useForm<{ score: number | null; comment: string }>();
  const marked = q.verdict !== 'pending' && q.earned !== null;
  const submit = (values: { score: number | null; comment: string }) => {
    mutate(
      {
        resource: 'marking',
        id: sessionId,
        values: { questionId: q.questionId, score: values.score ?? 0, comment: values.comment ?? '' },
        successNotification: false,
        errorNotification: false,
      },
      {
        onSuccess: () => void message.success('批改已提交'),
        onError: (err) => void message.error(err.message),
      },
    );
  };
  const reference = q.rightAnswer.filter((a) => a !== '').join(' / ');
  return (
    <div className="console-answer" data-testid={`mark-question-${q.questionId}`}>
      <Descriptions column={1} size="small" bordered styles={{ label: { width: 96, whiteSpace: 'nowrap' } }}>
        <Descriptions.Item label={`第 ${q.number} 题`}>
          <Space wrap>
            <Tag>{isOral(q) ? '口语题' : '拍照题'}</Tag>
            <Tag color={VERDICT[q.verdict].color}>{VERDICT[q.verdict].text}</Tag>
            <span>满分 {q.score} 分</span>
            {marked && <span>得分 {q.earned} 分</span>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="题干">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{q.stem}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label="参考答案">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {reference || q.analysis || '—'}
          </Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label="学生作答">
          <PupilAnswer q={q} />
        </Descriptions.Item>
      </Descriptions>
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 12 }}
        initialValues={{ score: marked ? q.earned : null, comment: q.teacherComment ?? '' }}
        onFinish={submit}
      >
        <Form.Item name="score" label={`得分（0 - ${q.score}）`} rules={[{ required: true, message: '请给出得分' }]}>
          <InputNumber min={0} max={q.score} step={0.5} precision={1} style={{ width: 160 }} aria-label="得分" />
        </Form.Item>
        <Form.Item name="comment" label="评语">
          <Input.TextArea rows={3} maxLength={500} showCount aria-label="评语" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          提交批改
        </Button>
      </Form>
    </div>
  );
}
