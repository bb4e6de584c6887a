import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Flex, Input, Select, Skeleton, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import {
  designProblem,
  QUESTION_KIND_TEXT,
  QUESTION_KINDS,
  type AudienceKind,
  type ConsoleQuestionnaire,
  type QuestionDesignInput,
} from '@salt/domain';
import { useAudienceOptions, useConsoleQuestionnaire, useQuestionnaireWrite } from './questionnaire-api';
import { blankQuestion, QuestionEditor } from './question-editor';

interface Draft {
  title: string;
  intro: string;
  audienceKind: AudienceKind;
  offeringId: number | null;
  grade: string | null;
  window: [Dayjs, Dayjs];
  anonymous: boolean;
  resultsPublic: boolean;
  questions: QuestionDesignInput[];
}

const fresh = (): Draft => ({
  title: '',
  intro: '',
  audienceKind: 'all',
  offeringId: null,
  grade: null,
  window: [dayjs().tz().startOf('hour').add(1, 'hour'), dayjs().tz().startOf('hour').add(8, 'day')],
  anonymous: true,
  resultsPublic: true,
  questions: [blankQuestion('single')],
});

const draftOf = (q: ConsoleQuestionnaire): Draft => ({
  title: q.title,
  intro: q.intro,
  audienceKind: q.audience.kind,
  offeringId: q.audience.offeringId,
  grade: q.audience.grade,
  window: [dayjs(q.opensAt).tz(), dayjs(q.closesAt).tz()],
  anonymous: q.anonymous,
  resultsPublic: q.resultsPublic,
  questions: q.questions.map((x) => ({
    kind: x.kind,
    title: x.title,
    required: x.required,
    options: x.options.map((o) => ({ label: o.label })),
    minChoices: x.minChoices,
    maxChoices: x.maxChoices,
    maxLength: x.maxLength,
  })),
});

/** 新建 / 编辑问卷 (a draft): the settings and the questions; 保存 keeps it a draft, 发布 is on the list. */
export function QuestionnaireEditorPage() {
  const id = Number(useParams().id ?? 0);
  const existing = useConsoleQuestionnaire(id);
  if (id > 0 && existing.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (id > 0 && existing.error) return <Alert type="error" showIcon title={existing.error.message} />;
  return <Editor id={id > 0 ? id : null} initial={existing.data ? draftOf(existing.data) : fresh()} />;
}

function Editor({ id, initial }: { id: number | null; initial: Draft }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [d, setD] = useState<Draft>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const options = useAudienceOptions();
  const save = useQuestionnaireWrite();
  useEffect(() => setD(initial), [initial]);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const setQuestion = (i: number, q: QuestionDesignInput) =>
    set({ questions: d.questions.map((x, j) => (j === i ? q : x)) });
  const move = (i: number, by: -1 | 1) => {
    const qs = [...d.questions];
    [qs[i], qs[i + by]] = [qs[i + by]!, qs[i]!];
    set({ questions: qs });
  };

  const onSave = () => {
    const audience = { kind: d.audienceKind, offeringId: d.offeringId, grade: d.grade };
    const questions = d.questions.map((q) => ({
      ...q,
      options: q.options.map((o, i) => ({ id: i + 1, label: o.label })),
    }));
    const local = designProblem({
      title: d.title,
      audience,
      opensAt: d.window[0].toDate(),
      closesAt: d.window[1].toDate(),
      questions,
    });
    if (local) {
      setProblem(local);
      return;
    }
    setProblem(null);
    save.mutate(
      {
        kind: 'save',
        id,
        body: {
          title: d.title,
          intro: d.intro,
          audience,
          opensAt: d.window[0].toISOString(),
          closesAt: d.window[1].toISOString(),
          anonymous: d.anonymous,
          resultsPublic: d.resultsPublic,
          questions: d.questions,
        },
      },
      {
        onSuccess: () => {
          void message.success('问卷已保存');
          void navigate('/console/questionnaires');
        },
        onError: (e) => setProblem(e.message),
      },
    );
  };

  return (
    <Flex vertical gap={12}>
      <Card
        title={id ? '编辑问卷' : '新建问卷'}
        extra={<Button onClick={() => void navigate('/console/questionnaires')}>返回</Button>}
      >
        <Flex vertical gap={12} style={{ maxWidth: 760 }}>
          <Input
            value={d.title}
            maxLength={100}
            placeholder="问卷标题"
            aria-label="问卷标题"
            onChange={(e) => set({ title: e.target.value })}
          />
          <Input.TextArea
            value={d.intro}
            maxLength={1000}
            placeholder="问卷说明（选填）"
            aria-label="问卷说明"
            autoSize={{ minRows: 2 }}
            onChange={(e) => set({ intro: e.target.value })}
          />
          <Space wrap>
            <span>调查对象</span>
            <Select
              value={d.audienceKind}
              style={{ width: 120 }}
              aria-label="调查对象"
              options={[
                { value: 'all', label: '全体学员' },
                { value: 'class', label: '指定班级' },
                { value: 'grade', label: '指定年级' },
              ]}
              onChange={(audienceKind: AudienceKind) => set({ audienceKind })}
            />
            {d.audienceKind === 'class' && (
              <Select
                showSearch
                optionFilterProp="label"
                value={d.offeringId ?? undefined}
                style={{ width: 280 }}
                placeholder="选择班级"
                loading={options.isPending}
                options={(options.data?.classes ?? []).map((c) => ({ value: c.offeringId, label: c.name }))}
                onChange={(offeringId: number) => set({ offeringId })}
              />
            )}
            {d.audienceKind === 'grade' && (
              <Select
                value={d.grade ?? undefined}
                style={{ width: 160 }}
                placeholder="选择年级"
                options={(options.data?.grades ?? []).map((g) => ({ value: g.value, label: g.label }))}
                onChange={(grade: string) => set({ grade })}
              />
            )}
          </Space>
          <Space wrap>
            <span>开放时间</span>
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              value={d.window}
              allowClear={false}
              onChange={(v) => v?.[0] && v[1] && set({ window: [v[0], v[1]] })}
            />
          </Space>
          <Space wrap size="large">
            <Space>
              <span>匿名</span>
              <Switch checked={d.anonymous} onChange={(anonymous) => set({ anonymous })} aria-label="匿名" />
            </Space>
            <Space>
              <span>向填写者公开结果</span>
              <Switch
                checked={d.resultsPublic}
                onChange={(resultsPublic) => set({ resultsPublic })}
                aria-label="公开结果"
              />
            </Space>
          </Space>
        </Flex>
      </Card>
      <Card title={`题目（${d.questions.length}）`}>
        <Flex vertical gap={12} style={{ maxWidth: 760 }}>
          {d.questions.map((q, i) => (
            <QuestionEditor
              key={i}
              q={q}
              n={i + 1}
              last={i === d.questions.length - 1}
              onChange={(x) => setQuestion(i, x)}
              onMove={(by) => move(i, by)}
              onRemove={() => set({ questions: d.questions.filter((_, j) => j !== i) })}
            />
          ))}
          <Space wrap>
            {QUESTION_KINDS.map((k) => (
              <Button key={k} onClick={() => set({ questions: [...d.questions, blankQuestion(k)] })}>
                + {QUESTION_KIND_TEXT[k]}
              </Button>
            ))}
          </Space>
          {problem && <Alert type="error" showIcon title={problem} />}
          <Space>
            <Button type="primary" loading={save.isPending} onClick={onSave}>
              保存草稿
            </Button>
          </Space>
        </Flex>
      </Card>
    </Flex>
  );
}
