import { Alert, Button, Card, Empty, Flex, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import { QUESTION_KIND_TEXT, QUESTIONNAIRE_PHASE_TEXT, type ConsoleQuestionnaireResult } from '@salt/domain';
import { QuestionChart } from '../../features/questionnaire';
import { useConsoleQuestionnaireResult } from './questionnaire-api';

type Response = ConsoleQuestionnaireResult['responses'][number];

/** 问卷结果 (admins): a chart and the figures per question, text answers, and for named ones who answered what. */
export function QuestionnaireResultPage() {
  const id = Number(useParams().id ?? 0);
  const navigate = useNavigate();
  const result = useConsoleQuestionnaireResult(id);
  if (result.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (result.error) return <Alert type="error" showIcon title={result.error.message} />;
  const r = result.data;
  const columns: TableColumnsType<Response> = [
    { title: '学员', dataIndex: 'name', width: 110, fixed: 'left' },
    {
      title: '提交时间',
      dataIndex: 'answeredAt',
      width: 150,
      render: (v: string) => dayjs(v).tz().format('YYYY-MM-DD HH:mm'),
    },
    ...r.questions.map((q, i) => ({
      title: `${i + 1}. ${q.title}`,
      key: String(q.questionId),
      width: 180,
      render: (_: unknown, row: Response) => row.answers[i] || '—',
    })),
  ];
  return (
    <Flex vertical gap={12}>
      <Card
        title={`问卷结果：${r.title}`}
        extra={<Button onClick={() => void navigate('/console/questionnaires')}>返回</Button>}
      >
        <Flex gap={8} wrap>
          <Tag>{QUESTIONNAIRE_PHASE_TEXT[r.phase]}</Tag>
          <Tag color={r.anonymous ? 'blue' : 'default'}>{r.anonymous ? '匿名' : '实名'}</Tag>
          <span>共 {r.respondents} 份答卷</span>
        </Flex>
      </Card>
      {r.questions.map((q, i) => (
        <Card
          key={q.questionId}
          size="small"
          title={`${i + 1}. ${q.title}`}
          extra={<Tag>{QUESTION_KIND_TEXT[q.kind]}</Tag>}
        >
          {q.answered === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无回答" />
          ) : q.kind === 'text' ? (
            <ul className="console-qn-texts">
              {q.texts.map((t, j) => (
                <li key={j}>
                  {t.name && <b>{t.name}：</b>}
                  {t.text}
                </li>
              ))}
              {q.textTotal > q.texts.length && <li>… 共 {q.textTotal} 条</li>}
            </ul>
          ) : (
            <Flex gap={16} wrap>
              <div style={{ flex: '1 1 360px', minWidth: 0 }}>
                <QuestionChart q={q} compact={false} />
              </div>
              <div style={{ flex: '1 1 240px', minWidth: 0 }}>
                {q.kind === 'rating' && <p>平均分：{q.average ?? '—'}</p>}
                <Table
                  size="small"
                  pagination={false}
                  rowKey="key"
                  columns={[
                    { title: q.kind === 'rating' ? '分数' : '选项', dataIndex: 'label' },
                    { title: '人数', dataIndex: 'count', width: 70 },
                    { title: '占比', dataIndex: 'percent', width: 80, render: (v: number) => `${v}%` },
                  ]}
                  dataSource={
                    q.kind === 'rating'
                      ? q.distribution.map((d) => ({
                          key: d.score,
                          label: `${d.score} 分`,
                          count: d.count,
                          percent: d.percent,
                        }))
                      : q.options.map((o) => ({ key: o.id, label: o.label, count: o.count, percent: o.percent }))
                  }
                />
              </div>
            </Flex>
          )}
        </Card>
      ))}
      <Card size="small" title="答卷明细">
        {r.anonymous ? (
          <Alert type="info" showIcon title="匿名问卷不显示填写人" />
        ) : (
          <Table
            rowKey="userId"
            size="small"
            columns={columns}
            dataSource={r.responses}
            scroll={{ x: 'max-content' }}
          />
        )}
      </Card>
    </Flex>
  );
}
