import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  ConfigProvider,
  Drawer,
  Empty,
  Form,
  Grid,
  Input,
  Popconfirm,
  Space,
  Spin,
  Typography,
  Upload,
} from 'antd';
import { PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  HOMEWORK_DUE_AFTER_MS,
  HOMEWORK_MAX_QUESTIONS,
  consoleHomeworkSaveSchema,
  homeworkQuestionsProblems,
  normaliseHomeworkQuestion,
  type ConsoleHomeworkFile,
  type ConsoleHomeworkSave,
  type ConsoleSessionHomework,
  type HomeworkIssue,
  type HomeworkQuestionType,
} from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { uploadMaterial } from '../../lib/api/upload-image';
import { sessionHomeworkApi } from './session-homework-api';
import { HomeworkQuestionCard, newQuestion, type HomeworkValues, type QuestionValues } from './homework-question-card';

/** The session the editor is for (a row of the 课次 drawer). */
export interface HomeworkSession {
  id: number;
  title: string;
}

const valuesOf = (data: ConsoleSessionHomework): HomeworkValues =>
  data.homework
    ? {
        title: data.homework.title,
        questions: data.homework.questions.map((q) => ({
          type: q.type as HomeworkQuestionType,
          number: q.number,
          title: q.title,
          score: q.score,
          options: q.options,
          rightAnswer: q.rightAnswer ?? '',
        })),
      }
    : { title: `${data.sessionTitle} 课后作业`.slice(0, 200), questions: [newQuestion(0)] };

/** What the form holds, as the contract takes it: each question keeps only what its type uses. */
const bodyOf = (v: Partial<HomeworkValues>, files: ConsoleHomeworkFile[], version: number | null) => ({
  title: v.title ?? '',
  version,
  files,
  questions: (v.questions ?? []).map((q: Partial<QuestionValues>) =>
    normaliseHomeworkQuestion({
      type: q.type ?? 'single_select',
      number: q.number ?? '',
      title: q.title ?? '',
      score: q.score ?? 0,
      options: (q.options ?? []).map((o) => ({ title: o?.title ?? '', right: Boolean(o?.right) })),
      rightAnswer: q.rightAnswer ?? '',
    }),
  ),
});

const extensionOf = (name: string) => (name.split('.').pop() ?? '').toLowerCase().slice(0, 10);

/**
 * 布置作业 / 作业: one session's homework, as the pupils' homework page will show it: a title, ordered questions
 * (single and multiple choice, fill-in, photo) with their scores and keys, and explanation files pupils get after
 * handing it in. The contract's schema checks the form first (messages beside the fields); the server's refusals
 * (a stale save, questions fixed by a submission) show at the top. Once a pupil has submitted, the questions are
 * read-only and only the title and files may change.
 */
export function HomeworkEditorDrawer(props: {
  session: HomeworkSession | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<HomeworkValues>();
  const [data, setData] = useState<ConsoleSessionHomework | null>(null);
  const [files, setFiles] = useState<ConsoleHomeworkFile[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [listErrors, setListErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const chapterId = props.session?.id ?? null;

  const load = useCallback(async () => {
    if (chapterId === null) return;
    setData(null);
    setRefusal(null);
    setListErrors({});
    try {
      const got = await sessionHomeworkApi.get(chapterId);
      setData(got);
      setFiles(got.homework?.files ?? []);
    } catch (e) {
      setRefusal(e instanceof ApiError ? e.message : '加载失败，请重试');
    }
  }, [chapterId, form]);
  useEffect(() => {
    void load();
  }, [load]);

  const locked = (data?.homework?.submitted ?? 0) > 0;
  const pastDue =
    data !== null && data.state === 'done' && Date.now() > new Date(data.endAt).getTime() + HOMEWORK_DUE_AFTER_MS;

  /** Every issue at its place: fields get their message, lists (questions, a question's options) a line below. */
  const showIssues = (issues: HomeworkIssue[]) => {
    const seen = new Set<string>();
    const lists: Record<string, string> = {};
    const fields: { name: (string | number)[]; errors: string[] }[] = [];
    for (const issue of issues) {
      const key = issue.path.join('.');
      if (seen.has(key)) continue;
      seen.add(key);
      const last = issue.path.at(-1);
      if (issue.path.length === 1 && last === 'questions') lists[key] = issue.message;
      else if (last === 'options' || issue.path[0] === 'files') lists[key] = issue.message;
      else fields.push({ name: issue.path, errors: [issue.message] });
    }
    setListErrors(lists);
    // Paths come from the contract's issues, which follow the form's own shape.
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
  };

  const save = async () => {
    if (!data || chapterId === null) return;
    setRefusal(null);
    const body = bodyOf(form.getFieldsValue(true) as Partial<HomeworkValues>, files, data.homework?.version ?? null);
    const parsed = consoleHomeworkSaveSchema.safeParse(body);
    // The schema's refinements stop at its first failing field; the rules run on the questions in any case.
    const issues: HomeworkIssue[] = [
      ...(parsed.success
        ? []
        : parsed.error.issues.map((i) => ({ path: i.path as (string | number)[], message: i.message }))),
      ...homeworkQuestionsProblems(body.questions),
    ];
    if (!parsed.success || issues.length > 0) {
      showIssues(issues);
      message.error('请检查标红的内容');
      return;
    }
    setListErrors({});
    setBusy(true);
    try {
      await sessionHomeworkApi.save(chapterId, parsed.data as ConsoleHomeworkSave);
      message.success(
        data.state === 'done' && !data.homework && data.enrolled > 0 ? '作业已布置，已通知班级学员' : '作业已保存',
      );
      props.onSaved();
    } catch (e) {
      setRefusal(e instanceof ApiError ? e.message : '保存失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!data?.homework || chapterId === null) return;
    try {
      await sessionHomeworkApi.remove(chapterId, data.homework.version);
      message.success('作业已删除');
      props.onSaved();
    } catch (e) {
      setRefusal(e instanceof ApiError ? e.message : '删除失败，请重试');
    }
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const url = await uploadMaterial(file);
      setFiles((fs) => [...fs, { fileName: file.name.slice(0, 100), fileType: extensionOf(file.name), url }]);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '上传失败');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Drawer
      title={props.session ? `${data?.homework ? '作业' : '布置作业'} · ${props.session.title}` : ''}
      open={props.session !== null}
      onClose={props.onClose}
      size={screens.md ? 860 : '100%'}
      destroyOnHidden
      extra={
        <Space>
          {data?.homework && !locked && (
            <Popconfirm
              title="删除本讲作业？"
              description="学员将看不到这份作业。"
              okText="删除"
              cancelText="取消"
              onConfirm={remove}
            >
              <Button danger>删除作业</Button>
            </Popconfirm>
          )}
          <Button type="primary" onClick={() => void save()} loading={busy} disabled={!data}>
            保存
          </Button>
        </Space>
      }
    >
      {refusal && (
        <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} data-testid="homework-refusal" />
      )}
      {!data && !refusal && <Spin />}
      {data && (
        <>
          <Typography.Paragraph type="secondary">
            {data.className} · 在读学员 {data.enrolled}{' '}
            人。学员提交后可查看正确答案和解析文件；选择题和填空题自动批改，拍照题由辅导老师批改。
          </Typography.Paragraph>
          {locked && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={`已有 ${data.homework!.submitted} 名学员提交作业，题目不能再修改，只能修改标题和解析文件。`}
            />
          )}
          {pastDue && !locked && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title="该课次结束已超过 7 天，学员的提交期限已过，只能查看题目和解析。"
            />
          )}
          <Form<HomeworkValues>
            key={data.homework?.version ?? 0}
            form={form}
            layout="vertical"
            className="hw-editor"
            initialValues={valuesOf(data)}
          >
            <Form.Item label="作业标题" name="title" required>
              <Input maxLength={200} aria-label="作业标题" />
            </Form.Item>
            <ConfigProvider componentDisabled={locked}>
              <Form.List name="questions">
                {(fields, { add, remove: removeQuestion, move }) => (
                  <Space orientation="vertical" style={{ width: '100%' }} size={12}>
                    {fields.map((f, i) => (
                      <HomeworkQuestionCard
                        key={f.key}
                        form={form}
                        name={f.name}
                        index={i}
                        count={fields.length}
                        listError={listErrors[`questions.${i}.options`]}
                        locked={locked}
                        onRemove={() => removeQuestion(f.name)}
                        onMove={(to) => move(i, to)}
                      />
                    ))}
                    {fields.length === 0 && <Empty description="还没有题目" />}
                    {listErrors.questions && <div className="ant-form-item-explain-error">{listErrors.questions}</div>}
                    <Space wrap>
                      <Button
                        type="dashed"
                        icon={<PlusOutlined />}
                        disabled={locked || fields.length >= HOMEWORK_MAX_QUESTIONS}
                        onClick={() => add(newQuestion(fields.length))}
                      >
                        添加题目
                      </Button>
                      <TotalScore />
                    </Space>
                  </Space>
                )}
              </Form.List>
            </ConfigProvider>
          </Form>
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            解析文件
          </Typography.Title>
          <Typography.Paragraph type="secondary">PDF 或图片，学员提交作业后可查看和下载。</Typography.Paragraph>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {files.map((f, i) => (
              <Space key={`${f.url}-${i}`}>
                <PaperClipOutlined />
                <a href={f.url} target="_blank" rel="noreferrer">
                  {f.fileName}
                </a>
                <Button type="link" size="small" danger onClick={() => setFiles((fs) => fs.filter((_, k) => k !== i))}>
                  移除
                </Button>
              </Space>
            ))}
            {Object.entries(listErrors)
              .filter(([k]) => k.startsWith('files'))
              .map(([k, m]) => (
                <div key={k} className="ant-form-item-explain-error">
                  {m}
                </div>
              ))}
            <Upload
              accept="application/pdf,image/jpeg,image/png"
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading} disabled={files.length >= 10}>
                上传解析文件
              </Button>
            </Upload>
          </Space>
        </>
      )}
    </Drawer>
  );
}

/** The quiz total as the form stands: the sum of the scores. */
function TotalScore() {
  const form = Form.useFormInstance<HomeworkValues>();
  const questions = Form.useWatch('questions', form) as QuestionValues[] | undefined;
  const total = (questions ?? []).reduce((s, q) => s + (Number.isInteger(q?.score) ? (q.score as number) : 0), 0);
  return (
    <Typography.Text data-testid="homework-total">
      共 {(questions ?? []).length} 题，总分 {total} 分
    </Typography.Text>
  );
}
