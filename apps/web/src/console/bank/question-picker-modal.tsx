import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Modal, Table, Tag, Typography } from 'antd';
import { QUESTION_TYPE_LABELS, type ConsoleQuestionRow } from '@salt/domain';
import { questionPage, type QuestionFilterValues } from '../providers/bank-provider';
import { QuestionFilters } from './question-filters';

/**
 * 从题库选题: searches the bank with the 题库 page's filters (starting at the paper's subject and grade); the
 * questions already in the paper cannot be picked again.
 */
export function QuestionPickerModal(props: {
  open: boolean;
  start: QuestionFilterValues;
  taken: Set<number>;
  grades: { value: string; label: string }[];
  onClose: () => void;
  onPick: (rows: ConsoleQuestionRow[]) => void;
}) {
  const [filters, setFilters] = useState<QuestionFilterValues>(props.start);
  const [current, setCurrent] = useState(1);
  const [picked, setPicked] = useState<ConsoleQuestionRow[]>([]);
  const query = useQuery({
    queryKey: ['console', 'question-picker', filters, current],
    queryFn: () => questionPage({ ...filters, current, size: 10 }),
    enabled: props.open,
    placeholderData: keepPreviousData,
  });
  return (
    <Modal
      open={props.open}
      title="从题库选题"
      width={900}
      okText={`加入 ${picked.length} 题`}
      cancelText="取消"
      okButtonProps={{ disabled: picked.length === 0 }}
      onOk={() => {
        props.onPick(picked);
        setPicked([]);
      }}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <QuestionFilters
        values={filters}
        grades={props.grades}
        onChange={(patch) => {
          setFilters((f) => ({ ...f, ...patch }));
          setCurrent(1);
        }}
      />
      {query.error && <Alert type="error" showIcon title={query.error.message} />}
      <Table<ConsoleQuestionRow>
        style={{ marginTop: 12 }}
        rowKey="id"
        size="small"
        tableLayout="fixed"
        scroll={{ y: 440 }}
        loading={query.isFetching}
        dataSource={query.data?.records}
        rowSelection={{
          selectedRowKeys: picked.map((p) => p.id),
          preserveSelectedRowKeys: true,
          getCheckboxProps: (q) => ({ disabled: props.taken.has(q.id), 'aria-label': `选择 ${q.stem.slice(0, 20)}` }),
          onChange: (_, rows) => setPicked(rows.filter(Boolean)),
        }}
        columns={[
          {
            title: '题型',
            dataIndex: 'type',
            width: 80,
            render: (t: ConsoleQuestionRow['type']) => <Tag>{QUESTION_TYPE_LABELS[t]}</Tag>,
          },
          {
            title: '题干',
            dataIndex: 'stem',
            render: (s: string) => <Typography.Text ellipsis={{ tooltip: s }}>{s}</Typography.Text>,
          },
          { title: '知识点', dataIndex: 'knowledgePoints', width: 160, render: (kp: string[]) => kp.join('、') },
          { title: '难度', dataIndex: 'difficulty', width: 64 },
          { title: '分值', dataIndex: 'score', width: 64 },
        ]}
        pagination={{
          current,
          pageSize: 10,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setCurrent,
        }}
        locale={{ emptyText: '没有符合条件的题目' }}
      />
    </Modal>
  );
}
