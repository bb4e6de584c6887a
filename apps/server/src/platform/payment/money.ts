/**
 * Money is integer fen inside the app; vendors (Alipay, dev page display) speak yuan strings like '12.50'.
 * Conversions are string based so that no binary floating point ever touches an amount ('0.1 + 0.2' bugs
 * and '19.99 * 100 = 1998.9999999999998' are exactly what a payment adapter must never do).
 */

const YUAN_PATTERN = /^(0|[1-9]\d*)(?:\.(\d{1,2}))?$/;

/** 1250 -> '12.50'. Only non-negative safe integers: amounts at vendors are never negative. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`invalid fen amount: ${String(fen)}`);
  const digits = String(fen).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * '12.5' -> 1250, '100' -> 10000, '0.01' -> 1. Rejects signs, exponents, spaces, leading zeros ('01'),
 * more than two decimals and values beyond Number.MAX_SAFE_INTEGER fen; a vendor amount that does not
 * parse exactly is a reason to refuse the notification, never to round.
 */
export function yuanToFen(yuan: string): number {
  if (typeof yuan !== 'string') throw new TypeError('yuan amount must be a string');
  const match = YUAN_PATTERN.exec(yuan);
  if (!match) throw new RangeError(`invalid yuan amount: ${JSON.stringify(yuan)}`);
  const whole = match[1]!;
  const decimals = (match[2] ?? '').padEnd(2, '0');
  // BigInt keeps the overflow check exact even for absurdly long inputs.
  const fen = BigInt(whole) * 100n + BigInt(decimals);
  if (fen > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`yuan amount too large: ${yuan}`);
  return Number(fen);
}

/** Display form for pages: '¥12.50'. */
export function formatYuan(fen: number): string {
  return `¥${fenToYuan(fen)}`;
}
