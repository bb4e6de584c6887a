import { Select } from 'antd';

/**
 * One list filter chosen from options ('全部科目' when cleared): the console lists' shared select. `values` are the
 * list's URL filters; clearing sends '' so the filter leaves the URL.
 */
export function FilterSelect<F extends string>(props: {
  field: F;
  label: string;
  options: { value: string; label: string }[];
  values: Partial<Record<F, string>>;
  onChange: (patch: Partial<Record<F, string>>) => void;
  width?: number;
}) {
  return (
    <Select
      aria-label={props.label}
      placeholder={`全部${props.label}`}
      allowClear
      style={{ width: props.width ?? 120 }}
      options={props.options}
      value={props.values[props.field]}
      onChange={(v?: string) => props.onChange({ [props.field]: v ?? '' } as Partial<Record<F, string>>)}
    />
  );
}
