import { Select } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { setDeptValue, useDict, useSiteStore } from '../../lib/site-store';

/** Region (dept dictionary); courses and prices differ by region, so the choice is remembered. */
export function RegionSelect() {
  const depts = useDict('dept');
  const deptValue = useSiteStore((s) => s.deptValue);
  if (depts.length === 0) return null;
  return (
    <div className="region-select">
      <EnvironmentOutlined />
      <Select
        aria-label="选择地区"
        variant="borderless"
        value={deptValue || depts[0]!.value}
        popupMatchSelectWidth={false}
        options={depts.map((d) => ({ value: d.value, label: d.label }))}
        onChange={(value: string) => setDeptValue(value)}
      />
    </div>
  );
}
