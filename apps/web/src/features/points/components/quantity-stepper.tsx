/** 兑换数量: − n + within 1..max (the per-exchange cap, the stock and the balance). */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
}) {
  return (
    <div className="yz-stepper">
      <button type="button" aria-label="减少数量" disabled={value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output aria-label="兑换数量">{value}</output>
      <button type="button" aria-label="增加数量" disabled={value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
