import { Segmented } from 'antd';
import type { Child } from '@salt/domain';

/** 全部 or one bound child (shown only when there is a choice). */
export function ChildPicker(props: {
  list: Child[];
  chosen: number | undefined;
  onChoose: (id: number | undefined) => void;
}) {
  if (props.list.length < 2) return null;
  return (
    <Segmented
      className="pa-children"
      value={props.chosen ?? 0}
      onChange={(v) => props.onChoose(Number(v) || undefined)}
      options={[{ label: '全部', value: 0 }, ...props.list.map((c) => ({ label: c.name, value: c.id }))]}
    />
  );
}
