import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Popconfirm, Segmented, Space, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { QUESTIONNAIRE_PHASE_TEXT, type ConsoleQuestionnaireRow } from '@salt/domain';
import { useQuestionnaireRows, useQuestionnaireWrite } from './questionnaire-api';

const time = (iso: string) => dayjs(iso).tz().format('YYYY-MM-DD HH:mm');
const PHASE_COLOUR = { draft: 'default', notOpen: 'blue', open: 'green', closed: 'orange' } as const;

/** 内容 → 问卷调查 (admins): every questionnaire, newest change first; drafts are edited, published ones closed. */
export function QuestionnairesPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [status, setStatus] = useState('');
  const [current, setCurrent] = useState(1);
  const rows = useQuestionnaireRows(status, current);
  const act = useQuestionnaireWrite();
  const run = (kind: 'publish' | 'close' | 'delete', id: number, done: string) =>
    act.mutate(
      { kind, id },
      { onSuccess: () => void message.success(done), onError: (e) => void message.error(e.message) },
    );
  const columns: TableColumnsType<ConsoleQuestionnaireRow> = [
    { title: '标题', dataIndex: 'title', width: 260, ellipsis: true },
    {
      title: '状态',
      dataIndex: 'phase',
      width: 90,
      render: (p: ConsoleQuestionnaireRow['phase']) => <Tag color={PHASE_COLOUR[p]}>{QUESTIONNAIRE_PHASE_TEXT[p]}</Tag>,
    },
    { title: '调查对象', dataIndex: 'audienceText', width: 160, ellipsis: true },
    { title: '时间', key: 'window', width: 290, render: (_, r) => `${time(r.opensAt)} 至 ${time(r.closesAt)}` },
    {
      title: '设置',
      key: 'flags',
      width: 140,
      render: (_, r) => (
        <Space size={4}>
          {r.anonymous ? <Tag color="blue">匿名</Tag> : <Tag>实名</Tag>}
          {r.resultsPublic && <Tag color="green">公开结果</Tag>}
        </Space>
      ),
    },
    { title: '题数', dataIndex: 'questionCount', width: 64 },
    { title: '答卷', dataIndex: 'respondents', width: 64 },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      render: (_, r) => (
        <Space size={0} wrap>
          {r.status === 'draft' && (
            <Button type="link" size="small" onClick={() => void navigate(`/console/questionnaires/${r.id}/edit`)}>
              编辑
            </Button>
          )}
          {r.status === 'draft' && (
            <Popconfirm title="发布后问卷不能再修改，确定发布吗？" onConfirm={() => run('publish', r.id, '已发布')}>
              <Button type="link" size="small">
                发布
              </Button>
            </Popconfirm>
          )}
          {r.status === 'draft' && (
            <Popconfirm title="确定删除这份草稿吗？" onConfirm={() => run('delete', r.id, '已删除')}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
          {(r.phase === 'open' || r.phase === 'notOpen') && (
            <Popconfirm
              title="提前结束后学员不能再提交或修改答卷，确定结束吗？"
              onConfirm={() => run('close', r.id, '问卷已结束')}
            >
              <Button type="link" size="small" danger>
                结束
              </Button>
            </Popconfirm>
          )}
          {r.status === 'published' && (
            <Button type="link" size="small" onClick={() => void navigate(`/console/questionnaires/${r.id}/result`)}>
              结果
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title="问卷调查"
      extra={
        <Button type="primary" onClick={() => void navigate('/console/questionnaires/create')}>
          新建问卷
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v);
            setCurrent(1);
          }}
          options={[
            { value: '', label: '全部' },
            { value: 'draft', label: '草稿' },
            { value: 'published', label: '已发布' },
          ]}
        />
        {rows.error && <Alert type="error" showIcon title={rows.error.message} />}
        <Table
          rowKey="id"
          columns={columns}
          dataSource={rows.data?.records ?? []}
          loading={rows.isPending}
          scroll={{ x: 1300 }}
          pagination={{
            current,
            pageSize: 20,
            total: rows.data?.total ?? 0,
            onChange: setCurrent,
            showTotal: (n) => `共 ${n} 份`,
          }}
        />
      </Flex>
    </Card>
  );
}
