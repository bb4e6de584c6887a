import { fenToYuanText } from '../../../lib/money';

/** ¥199.00 drawn shop-style (small ¥ and fen). `was` adds the crossed-out original price. */
export function Price({
  fen,
  was,
  plain,
  className,
}: {
  fen: number;
  was?: number | null;
  plain?: boolean;
  className?: string;
}) {
  const [yuan, dec] = fenToYuanText(fen).split('.');
  const sign = fen < 0 ? '-' : '';
  return (
    <span className={`op-price${plain ? ' op-price--plain' : ''}${className ? ` ${className}` : ''}`}>
      <span className="op-price__sign">{sign}¥</span>
      {yuan?.replace('-', '')}
      <span className="op-price__dec">.{dec}</span>
      {was != null && was > fen && <span className="op-price__was">¥{fenToYuanText(was)}</span>}
    </span>
  );
}
