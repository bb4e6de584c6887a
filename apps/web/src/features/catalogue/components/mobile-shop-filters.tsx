import { Dropdown, Selector } from 'antd-mobile';
import type { ShopFilterItem, ShopFilterKey } from './mobile-shop-filters-bar';

export interface MobileShopFiltersProps {
  items: ShopFilterItem[];
  className?: string;
  /** The open panel (null: closed); the page holds it so a tap on the bar drawn before this loaded opens it. */
  open: ShopFilterKey | null;
  onOpenChange: (key: ShopFilterKey | null) => void;
  grades: { value: string; label: string }[];
  grade: string;
  onGrade: (grade: string) => void;
  terms: readonly string[];
  term: string;
  onTerm: (term: string) => void;
}

/** The phone shop's 年级 / 学期 filter (antd-mobile Dropdown); loaded after the home's first paint. */
export function MobileShopFilters(props: MobileShopFiltersProps) {
  const { items, open, onOpenChange, grades, grade, onGrade, terms, term, onTerm } = props;
  const titleOf = (key: ShopFilterKey) => items.find((i) => i.key === key);
  return (
    <Dropdown
      className={props.className}
      activeKey={open}
      onChange={(key) => onOpenChange(key === 'grade' || key === 'term' ? key : null)}
    >
      <Dropdown.Item key="grade" title={titleOf('grade')?.title} highlight={titleOf('grade')?.highlight}>
        <div className="mcat-filter-panel">
          <Selector
            columns={4}
            options={[{ value: '', label: '全部' }, ...grades]}
            value={[grade]}
            onChange={(v) => {
              onGrade(v[0] ?? '');
              // A choice closes the panel at once: the list under it is what the person wants to see.
              onOpenChange(null);
            }}
          />
        </div>
      </Dropdown.Item>
      <Dropdown.Item key="term" title={titleOf('term')?.title} highlight={titleOf('term')?.highlight}>
        <div className="mcat-filter-panel">
          <Selector
            columns={3}
            options={[{ value: '', label: '全部' }, ...terms.map((t) => ({ value: t, label: t }))]}
            value={[term]}
            onChange={(v) => {
              onTerm(v[0] ?? '');
              onOpenChange(null);
            }}
          />
        </div>
      </Dropdown.Item>
    </Dropdown>
  );
}
