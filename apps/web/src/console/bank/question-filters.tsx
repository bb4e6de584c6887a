import { useState } from 'react';
import { Flex, Input } from 'antd';
import { QUESTION_TYPE_LABELS, type ExamQuestionType } from '@salt/domain';
import { FilterSelect } from '../components/filter-select';
import { SUBJECT_OPTIONS } from '../goods/goods-options';
import type { QuestionFilterValues } from '../providers/bank-provider';

const TYPES = (['0', '1', '3', '4', '2', '100'] as ExamQuestionType[]).map((t) => ({
  value: t,
  label: QUESTION_TYPE_LABELS[t],
}));
const DIFFICULTIES = [1, 2, 3, 4, 5].map((d) => ({ value: String(d), label: `${d} 星` }));

/** The bank's filters: the 题库 list and the paper builder's picker search with the same ones. */
export function QuestionFilters(props: {
  values: QuestionFilterValues;
  grades: { value: string; label: string }[];
  onChange: (patch: QuestionFilterValues) => void;
}) {
  const [keyword, setKeyword] = useState(props.values.keyword ?? '');
  const [point, setPoint] = useState(props.values.knowledgePoint ?? '');
  const select = (field: keyof QuestionFilterValues, label: string, options: { value: string; label: string }[]) => (
    <FilterSelect field={field} label={label} options={options} values={props.values} onChange={props.onChange} />
  );
  return (
    <Flex wrap gap="small" align="center">
      <Input.Search
        aria-label="题干关键词"
        placeholder="题干关键词"
        allowClear
        style={{ width: 200 }}
        maxLength={50}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => props.onChange({ keyword: v.trim() })}
      />
      <Input.Search
        aria-label="知识点"
        placeholder="知识点"
        allowClear
        style={{ width: 160 }}
        maxLength={30}
        value={point}
        onChange={(e) => setPoint(e.target.value)}
        onSearch={(v) => props.onChange({ knowledgePoint: v.trim() })}
      />
      {select('subject', '科目', SUBJECT_OPTIONS)}
      {select('grade', '年级', props.grades)}
      {select('type', '题型', TYPES)}
      {select('difficulty', '难度', DIFFICULTIES)}
    </Flex>
  );
}
