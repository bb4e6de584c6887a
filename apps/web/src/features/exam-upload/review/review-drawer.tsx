import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Form,
  Grid,
  Input,
  InputNumber,
  Modal,
  Space,
  Spin,
  Tag,
} from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { ExamUploadAnalysisRow, ExamUploadApproveRequest, ExamUploadDetail, ExamUploadStroke } from '@salt/domain';
import { AnnotatedPage } from '../components/annotated-page';
import { StatusTag } from '../components/status-tag';
import { AnnotationTool } from './annotation-tool';
import './review.css';

/**
 * Where a reviewer's drawer reads and writes: staff use the console's calls, a tutor the tutor's
 * (`/api/exam-upload/:id`, `/approve`, `/reject`); `scope` keeps their caches apart.
 */
export interface ReviewApi {
  scope: string;
  load: (id: number) => Promise<ExamUploadDetail>;
  approve: (id: number, body: ExamUploadApproveRequest) => Promise<ExamUploadDetail>;
  reject: (id: number, reason: string) => Promise<ExamUploadDetail>;
}

interface ReviewForm {
  analysis: ExamUploadAnalysisRow[];
  advice?: string;
  score?: number;
  comment?: string;
}

function Facts({ u, narrow }: { u: ExamUploadDetail; narrow: boolean }) {
  const rows =
    u.kind === 'paper'
      ? [
          ['科目', u.subject],
          ['考试', u.examName],
          ['考试日期', u.examDate ?? '—'],
          ['得分', u.score !== null ? `${u.score} / ${u.fullMarks ?? 100}` : '—'],
        ]
      : [
          ['题目', u.essayTitle],
          ['体裁', u.genre ?? '—'],
          ['字数', u.wordCount ?? '—'],
        ];
  return (
    <Descriptions
      size="small"
      column={narrow ? 1 : 2}
      bordered
      items={[
        { key: 'p', label: '学员', children: u.pupil.name },
        { key: 's', label: '状态', children: <StatusTag status={u.status} text={u.statusText} /> },
        ...rows.map(([label, v]) => ({ key: String(label), label, children: v })),
        ...(u.revisionCount > 0 ? [{ key: 'r', label: '重新提交', children: `${u.revisionCount} 次` }] : []),
        ...(u.rejectReason ? [{ key: 'rr', label: '驳回原因', children: u.rejectReason }] : []),
      ]}
    />
  );
}

/**
 * 审核 one upload: its pages (an essay's with the marking tool), a paper's lost points by knowledge point and
 * advice, an essay's score and comment; 通过 saves them, 驳回 asks for the reason the pupil sees.
 */
export function ReviewDrawer({
  id,
  api,
  onClose,
  onDone,
}: {
  id: number | null;
  api: ReviewApi;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<ReviewForm>();
  const [marks, setMarks] = useState<Record<number, ExamUploadStroke[]>>({});
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const q = useQuery({
    queryKey: [api.scope, 'review', id],
    queryFn: () => api.load(id!),
    enabled: !!id,
  });
  const u = q.data;
  useEffect(() => {
    setMarks({});
    setReason('');
    form.resetFields();
  }, [id, form]);

  const done = (text: string) => {
    message.success(text);
    onDone();
    onClose();
  };
  const approve = useMutation({
    mutationFn: (v: ReviewForm) =>
      api.approve(id!, {
        analysis: (v.analysis ?? []).filter((r) => r?.knowledgePoint),
        advice: v.advice,
        score: v.score,
        comment: v.comment,
        annotations: Object.entries(marks)
          .filter(([, s]) => s.length > 0)
          .map(([page, strokes]) => ({ page: Number(page), strokes })),
      }),
    onSuccess: () => done('已通过'),
    onError: (e) => message.error(e.message || '操作失败，请重试'),
  });
  const reject = useMutation({
    mutationFn: () => api.reject(id!, reason),
    onSuccess: () => {
      setRejecting(false);
      done('已驳回');
    },
    onError: (e) => message.error(e.message || '操作失败，请重试'),
  });
  const pending = u?.status === 'pending' && u.canReview;

  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      size={screens.lg ? 960 : '100%'}
      title={u ? `审核：${u.title}` : '审核'}
      extra={
        pending && (
          <Space>
            <Button danger onClick={() => setRejecting(true)}>
              驳回
            </Button>
            <Button
              type="primary"
              loading={approve.isPending}
              onClick={() => void form.validateFields().then((v) => approve.mutate(v))}
            >
              通过
            </Button>
          </Space>
        )
      }
    >
      {q.isPending && <Spin />}
      {q.error && <Alert type="error" showIcon title={q.error.message} />}
      {u && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Facts u={u} narrow={!screens.sm} />
          {pending && (
            <Form form={form} layout="vertical" initialValues={{ analysis: [{ knowledgePoint: '', lostPoints: 0 }] }}>
              {u.kind === 'paper' ? (
                <>
                  <Form.List name="analysis">
                    {(fields, { add, remove }) => (
                      <div className="eu-review-analysis">
                        <div className="eu-review-analysis__head">失分分析（知识点 / 失分）</div>
                        {fields.map((f, i) => (
                          <Space key={f.key} align="baseline">
                            <Form.Item name={[f.name, 'knowledgePoint']} rules={[{ max: 60 }]}>
                              <Input
                                placeholder="知识点"
                                aria-label={`知识点 ${i + 1}`}
                                style={{ width: screens.sm ? 260 : 200 }}
                              />
                            </Form.Item>
                            <Form.Item name={[f.name, 'lostPoints']}>
                              <InputNumber min={0} max={1000} aria-label={`失分 ${i + 1}`} addonAfter="分" />
                            </Form.Item>
                            <MinusCircleOutlined aria-label="删除这一行" onClick={() => remove(f.name)} />
                          </Space>
                        ))}
                        <Button
                          type="dashed"
                          icon={<PlusOutlined />}
                          onClick={() => add({ knowledgePoint: '', lostPoints: 0 })}
                        >
                          添加知识点
                        </Button>
                      </div>
                    )}
                  </Form.List>
                  <Form.Item name="advice" label="学习建议">
                    <Input.TextArea rows={3} maxLength={2000} showCount />
                  </Form.Item>
                </>
              ) : (
                <>
                  <Form.Item name="score" label="作文得分">
                    <InputNumber min={0} max={1000} />
                  </Form.Item>
                  <Form.Item name="comment" label="评语">
                    <Input.TextArea rows={3} maxLength={2000} showCount />
                  </Form.Item>
                </>
              )}
            </Form>
          )}
          {u.review && (
            <Alert
              type="success"
              title={
                u.kind === 'paper'
                  ? `失分：${u.review.analysis.map((r) => `${r.knowledgePoint} ${r.lostPoints} 分`).join('；') || '—'}`
                  : `得分：${u.review.score ?? '—'}`
              }
              description={u.kind === 'paper' ? u.review.advice : u.review.comment}
            />
          )}
          <div className="eu-review-pages">
            {u.pages.map((p) => (
              <figure key={p.seq} className="eu-review-page">
                <figcaption>
                  <Tag>第 {p.seq} 页</Tag>
                </figcaption>
                {pending && u.kind === 'essay' ? (
                  <AnnotationTool
                    url={p.url}
                    rotation={p.rotation}
                    alt={`第 ${p.seq} 页`}
                    strokes={marks[p.seq] ?? []}
                    onChange={(s) => setMarks((m) => ({ ...m, [p.seq]: s }))}
                  />
                ) : (
                  <AnnotatedPage
                    url={p.url}
                    rotation={p.rotation}
                    alt={`第 ${p.seq} 页`}
                    strokes={u.review?.annotations.find((a) => a.page === p.seq)?.strokes ?? []}
                  />
                )}
              </figure>
            ))}
          </div>
        </Space>
      )}
      <Modal
        open={rejecting}
        title="驳回上传"
        okText="驳回"
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: reject.isPending }}
        onOk={() => reject.mutate()}
        onCancel={() => setRejecting(false)}
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          showCount
          placeholder="请填写驳回原因（学员可见）"
          aria-label="驳回原因"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Drawer>
  );
}
