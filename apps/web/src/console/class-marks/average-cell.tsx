import { Rate, Typography } from 'antd';

/** An average as stars and a figure (— when nobody has rated yet). */
export function AverageCell({ value }: { value: number | null }) {
  if (value === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <span className="cm-avg">
      <Rate disabled allowHalf value={Math.round(value * 2) / 2} style={{ fontSize: 13 }} />{' '}
      <Typography.Text strong>{value.toFixed(1)}</Typography.Text>
    </span>
  );
}
