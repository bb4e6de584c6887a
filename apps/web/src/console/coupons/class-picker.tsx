import { useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { searchClasses } from '../providers/classes-provider';

type Option = { value: number; label: string };

/**
 * 适用班级: classes found by name on the server (课程 · 班级), several at once; empty means every class. `known` names
 * the classes already chosen (the template's), so an edit shows names before any search.
 */
export function ClassPicker(props: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  known: Option[];
  id?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['console', 'class-picker', keyword],
    queryFn: () => searchClasses(keyword),
    staleTime: 30_000,
  });
  const byId = new Map<number, Option>();
  for (const o of [...props.known, ...(found.data ?? [])]) byId.set(o.value, o);
  return (
    <Select<number[]>
      id={props.id}
      mode="multiple"
      allowClear
      placeholder="搜索课程或班级名称；不选则全部班级可用"
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={found.isFetching}
      value={props.value ?? []}
      onChange={(ids) => props.onChange?.(ids)}
      options={[...byId.values()]}
      notFoundContent={found.isFetching ? '搜索中…' : '没有找到班级'}
    />
  );
}
