import { useEffect, useState } from 'react';
import { Input, Select } from 'antd';
import type { DictItem } from '@salt/domain';
import { TERMS } from '../catalogue-labels';
import type { SpuFilters } from '../api/keys';

interface Option {
  value: string;
  label: string;
}

function FilterRow({
  label,
  options,
  value,
  onPick,
}: {
  label: string;
  options: Option[];
  value: string | undefined;
  onPick: (value: string | undefined) => void;
}) {
  const all: Option = { value: '', label: '全部' };
  return (
    <div className="cat-filter-row" role="group" aria-label={label}>
      <span className="cat-filter-row__label">{label}：</span>
      <div className="cat-filter-row__options">
        {[all, ...options].map((o) => {
          const active = (value ?? '') === o.value;
          return (
            <button
              key={o.value || 'all'}
              type="button"
              className={active ? 'cat-chip is-active' : 'cat-chip'}
              aria-pressed={active}
              onClick={() => onPick(o.value || undefined)}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

const toOptions = (items: DictItem[]): Option[] => items.map((i) => ({ value: i.value, label: i.label }));

/**
 * 选课中心 filters. Subject, grade and term are one click each (the usual way people narrow a catalogue);
 * the region is the site-wide one, so changing it here changes the header too.
 */
export function CourseFilters({
  value,
  onChange,
  subjects,
  grades,
  depts,
  dept,
  onDeptChange,
}: {
  value: SpuFilters;
  onChange: (next: SpuFilters) => void;
  subjects: DictItem[];
  grades: DictItem[];
  depts: DictItem[];
  dept: string;
  onDeptChange: (dept: string) => void;
}) {
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  // A keyword set from outside (the URL, 清空筛选) replaces what is in the box.
  useEffect(() => setKeyword(value.keyword ?? ''), [value.keyword]);
  const set = (patch: SpuFilters) => onChange({ ...value, ...patch });
  return (
    <section className="cat-filters" aria-label="课程筛选">
      <FilterRow
        label="学科"
        options={toOptions(subjects)}
        value={value.subject}
        onPick={(v) => set({ subject: v as SpuFilters['subject'] })}
      />
      <FilterRow label="年级" options={toOptions(grades)} value={value.grade} onPick={(v) => set({ grade: v })} />
      <FilterRow
        label="学期"
        options={TERMS.map((t) => ({ value: t, label: t }))}
        value={value.term}
        onPick={(v) => set({ term: v })}
      />
      <div className="cat-filter-row">
        <span className="cat-filter-row__label">地区：</span>
        <div className="cat-filter-row__options cat-filter-row__options--tools">
          <Select
            aria-label="地区"
            className="cat-filter-region"
            value={dept || undefined}
            placeholder="全部地区"
            options={toOptions(depts)}
            onChange={(v: string) => onDeptChange(v)}
            popupMatchSelectWidth={false}
          />
          <Input.Search
            className="cat-filter-search"
            aria-label="搜索课程"
            placeholder="搜索课程名称"
            allowClear
            maxLength={50}
            enterButton="搜索"
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(text) => set({ keyword: text.trim() || undefined })}
          />
        </div>
      </div>
    </section>
  );
}
