import { createHash } from 'node:crypto';

/**
 * Distinct visitors per day without a row per visitor: a HyperLogLog sketch (Flajolet et al. 2007) of
 * 2^12 registers, about 1.6 % standard error. Its registers live in one PostgreSQL array per day and are merged
 * there with `greatest()`, so every instance adds to the same sketch in one UPDATE; that is why the few lines of
 * the estimator are here rather than a library that keeps its registers in memory.
 */
export const HLL_PRECISION = 12;
export const HLL_REGISTERS = 1 << HLL_PRECISION;

/** The register (1-based, as PostgreSQL arrays are) and the value a visitor id sets it to at least. */
export function hllPosition(visitorId: string): { index: number; rank: number } {
  const hash = createHash('sha256').update(visitorId).digest().readBigUInt64BE(0);
  const index = Number(hash >> BigInt(64 - HLL_PRECISION));
  // Rank: position of the first 1 bit in the remaining 52 bits (all zeros counts as 53).
  const rest = hash & ((1n << BigInt(64 - HLL_PRECISION)) - 1n);
  let rank = 1;
  for (let bit = 63 - HLL_PRECISION; bit >= 0 && ((rest >> BigInt(bit)) & 1n) === 0n; bit--) rank++;
  return { index: index + 1, rank };
}

/** For a batch: the highest rank per register, so each register is written once. */
export function hllUpdates(visitorIds: Iterable<string>): Map<number, number> {
  const updates = new Map<number, number>();
  for (const id of visitorIds) {
    const { index, rank } = hllPosition(id);
    if (rank > (updates.get(index) ?? 0)) updates.set(index, rank);
  }
  return updates;
}

/** The estimate from the registers, with the small-range (linear counting) correction. */
export function hllEstimate(registers: readonly number[]): number {
  const m = HLL_REGISTERS;
  const alpha = 0.7213 / (1 + 1.079 / m);
  let sum = 0;
  let zeros = 0;
  for (let j = 0; j < m; j++) {
    const r = registers[j] ?? 0;
    sum += 2 ** -r;
    if (r === 0) zeros++;
  }
  const raw = (alpha * m * m) / sum;
  if (raw <= 2.5 * m && zeros > 0) return Math.round(m * Math.log(m / zeros));
  return Math.round(raw);
}
