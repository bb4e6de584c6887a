import { useRef } from 'react';
import { CapsuleTabs, Dropdown, Selector, type DropdownRef } from 'antd-mobile';
import { isSubjectValue, type QbBankScope } from '@salt/domain';
import { useScopeOptions, type Scope } from './scope-picker';

interface Props {
  value: Scope;
  onChange: (next: Scope) => void;
  /** The bank's subjects and grades with questions: only these are offered (all while unknown). */
  scopes?: readonly QbBankScope[];
}

/** The phone's subject tabs and grade drop-down (the shop home's pattern). */
export function MobileScope({ value, onChange, scopes }: Props) {
  const { subjects, grades } = useScopeOptions(value, scopes);
  const dropdown = useRef<DropdownRef>(null);
  const gradeLabel = grades.find((g) => g.value === value.grade)?.label ?? '年级';
  return (
    <div className="mobile-scope">
      <CapsuleTabs
        activeKey={value.subject}
        onChange={(key) => isSubjectValue(key) && onChange({ ...value, subject: key })}
      >
        {subjects.map((s) => (
          <CapsuleTabs.Tab key={s.value} title={s.label} />
        ))}
      </CapsuleTabs>
      <Dropdown ref={dropdown} className="mobile-scope__grade">
        <Dropdown.Item key="grade" title={gradeLabel}>
          <div className="mobile-scope__panel">
            <Selector
              columns={4}
              options={grades}
              value={[value.grade]}
              onChange={(v) => {
                if (v[0]) onChange({ ...value, grade: v[0] });
                dropdown.current?.close();
              }}
            />
          </div>
        </Dropdown.Item>
      </Dropdown>
    </div>
  );
}
