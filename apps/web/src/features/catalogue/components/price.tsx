import { fenToYuanText, formatFen } from '../../../lib/money';

/** A price with a small ¥ and cents, the large yuan in between; the crossed-out original beside it. */
export function Price({
  fen,
  originalFen,
  size = 'md',
  suffix,
}: {
  fen: number | null;
  originalFen?: number | null;
  size?: 'sm' | 'md' | 'lg';
  /** e.g. '起' for the lowest of several sku prices. */
  suffix?: string;
}) {
  if (fen === null) return <span className="cat-price cat-price--none">暂无报价</span>;
  const [yuan, cents] = fenToYuanText(fen).split('.');
  const showOriginal = originalFen !== null && originalFen !== undefined && originalFen > fen;
  return (
    <span className={`cat-price cat-price--${size}`} aria-label={`价格${formatFen(fen)}${suffix ?? ''}`}>
      <span className="cat-price__now">
        <small>¥</small>
        {yuan}
        <small>.{cents}</small>
        {suffix && <small className="cat-price__suffix">{suffix}</small>}
      </span>
      {showOriginal && (
        <s className="cat-price__original" aria-label={`原价${formatFen(originalFen)}`}>
          {formatFen(originalFen)}
        </s>
      )}
    </span>
  );
}
