/**
 * Money travels as integer fen end to end; this is the one place that turns fen into what a person reads.
 * Integer arithmetic keeps 0.1 + 0.2 style float errors out of prices.
 */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}¥${yuan}.${cents}`;
}

/** The number alone (no currency sign), for layouts that draw a small ¥ before a large amount. */
export function fenToYuanText(fen: number): string {
  return formatFen(fen).replace('¥', '');
}
