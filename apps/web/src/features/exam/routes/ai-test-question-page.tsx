import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Radio, Select, Spin } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { SUBJECT_LABELS, isSubjectValue, type SubjectValue } from '@salt/domain';
import { feedback } from '../../../lib/api/feedback';
import { useDict, useSiteStore } from '../../../lib/site-store';
import { EXAM_PAGES } from '../../../lib/exam-paths';
import { useCreateAiSession } from '../api/ai-session';
import { availableScope, useBankScopes } from '../api/bank-scopes';
import { ExamById, examIdOf } from '../components/exam-by-id';
import { ExamSessionView } from '../components/exam-session-view';
import type { StartedSession } from '../model/started-session';
import '../exam.css';

const COUNTS = [5, 10, 15, 20] as const;

interface AiForm {
  subject: SubjectValue;
  grade: string;
  count: number;
}

/** `?subject=&grade=` of a link that asks for a set at once (the AI entry and 再练一组: aiPracticePath). */
function scopeOf(search: URLSearchParams): { subject: SubjectValue; grade: string } | null {
  const subject = search.get('subject');
  const grade = search.get('grade') ?? '';
  return isSubjectValue(subject) && /^\d{1,2}$/.test(grade) ? { subject, grade } : null;
}

/**
 * /ai/TestQuestion, AI practice: the server picks a set weighted toward the knowledge points the pupil gets wrong
 * most and answers an attempt, which the answering page runs at once. A link with `?subject=&grade=` asks for the
 * set straight away; without one the page first asks for subject, grade and how many questions. The address then
 * names the attempt's exam (`?examId=`), so a reload resumes the same set; handing it in sends the time spent and
 * goes to /ai/TestResult.
 */
export function AiTestQuestionPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [created, setCreated] = useState<StartedSession | null>(null);
  const examId = examIdOf(search);

  if (created) return <ExamSessionView key={created.session.sessionId} started={created} />;
  if (examId !== null) return <ExamById key={examId} examId={examId} kind="ai" />;
  return (
    <AiStartForm
      scope={scopeOf(search)}
      onCreated={(started) => {
        setCreated(started);
        void navigate(`${EXAM_PAGES.ai.runner}?examId=${started.session.examId}`, { replace: true });
      }}
    />
  );
}

interface FormProps {
  /** Asked for by the link: the set is made at once (the form shows again if that fails). */
  scope: { subject: SubjectValue; grade: string } | null;
  onCreated: (started: StartedSession) => void;
}

/** When the bank has nothing at all to practise. */
export const NO_BANK_TEXT = '题库暂时没有可练习的题目，请稍后再来';

function AiStartForm({ scope, onCreated }: FormProps) {
  const create = useCreateAiSession();
  const asked = useRef(false);
  const userGrade = useSiteStore((s) => s.user?.sysUser.grade ?? null);
  const dictSubjects = useDict('subject');
  const grades = useDict('grade');
  const bank = useBankScopes();
  const [form] = Form.useForm<AiForm>();
  const chosenSubject = Form.useWatch('subject', form);
  const scopes = bank.data ?? [];
  // Only subjects, and for the chosen subject only grades, the bank has questions for: any other set would be empty.
  const subjectValues = [...new Set(scopes.map((s) => s.subject))].filter(isSubjectValue);
  const subjects = subjectValues.map((v) => ({
    value: v,
    label: dictSubjects.find((d) => d.value === v)?.label ?? SUBJECT_LABELS[v],
  }));
  const gradeOptions = scopes
    .filter((s) => s.subject === chosenSubject)
    .map((s) => ({
      value: s.grade,
      label: `${grades.find((g) => g.value === s.grade)?.label ?? `${s.grade} 年级`}（${s.questions} 题）`,
    }));
  const initial = availableScope({ subject: scope?.subject ?? '2', grade: scope?.grade ?? userGrade ?? '8' }, scopes);

  const submit = (values: AiForm) =>
    create.mutate(values, {
      onSuccess: onCreated,
      onError: (e) => feedback().error(e.message),
    });

  // Once per visit (StrictMode runs effects twice; a second set would be a second attempt).
  useEffect(() => {
    if (!scope || asked.current) return;
    asked.current = true;
    submit({ ...scope, count: 10 });
  }, [scope]);

  if ((scope && !create.isError) || (!scope && bank.isPending))
    return (
      <div className="exam-loading" data-testid="ai-creating">
        <Spin description={scope ? 'AI 正在为你组卷…' : '加载中…'}>
          <div className="exam-loading__box" />
        </Spin>
      </div>
    );

  return (
    <div className="exam-start" data-testid="ai-start">
      <div className="exam-start__card">
        <h1 className="exam-start__title">
          <RobotOutlined /> AI 智能练习
        </h1>
        <p className="exam-start__note">
          AI
          根据你的答题记录组卷：做错越多的知识点，出题越多；没练过的知识点也会穿插出现。交卷后可查看各知识点掌握度的变化。
        </p>
        {create.isError && <Alert type="warning" showIcon title={create.error.message} data-testid="ai-start-error" />}
        {bank.isError && <Alert type="warning" showIcon title={bank.error.message} />}
        {bank.isSuccess && scopes.length === 0 && (
          <Alert type="warning" showIcon title={NO_BANK_TEXT} data-testid="ai-start-empty" />
        )}
        <Form<AiForm> form={form} layout="vertical" initialValues={{ ...initial, count: 10 }} onFinish={submit}>
          <Form.Item label="科目" name="subject" rules={[{ required: true, message: '必填项' }]}>
            <Select
              options={subjects}
              aria-label="科目"
              onChange={(subject: string) =>
                form.setFieldValue(
                  'grade',
                  availableScope({ subject, grade: form.getFieldValue('grade') }, scopes).grade,
                )
              }
            />
          </Form.Item>
          <Form.Item label="年级" name="grade" rules={[{ required: true, message: '必填项' }]}>
            <Select aria-label="年级" options={gradeOptions} />
          </Form.Item>
          <Form.Item label="题量" name="count">
            <Radio.Group optionType="button" options={COUNTS.map((c) => ({ value: c, label: `${c} 题` }))} />
          </Form.Item>
          <Button
            type="primary"
            size="large"
            block
            htmlType="submit"
            loading={create.isPending}
            disabled={scopes.length === 0}
          >
            开始练习
          </Button>
        </Form>
      </div>
    </div>
  );
}
