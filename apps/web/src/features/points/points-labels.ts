import {
  POINTS_EXCHANGE_MAX_QUANTITY,
  POINTS_GOODS_KIND_LABELS,
  POINTS_MESSAGES,
  type PointsExchangeStatus,
  type PointsGoods,
  type PointsGoodsKind,
} from '@salt/domain';
import { formatChinaTime } from '../../lib/china-time';

/** 盐值 amounts as the mall writes them: "1,280 盐值". */
export const pointsText = (n: number): string => `${n.toLocaleString('zh-CN')} 盐值`;

/** A ledger amount with its sign: +10 / −300. */
export const signedPoints = (n: number): string => (n > 0 ? `+${n}` : `${n}`.replace('-', '−'));

export const timeText = (iso: string | null): string => (iso ? formatChinaTime(iso) : '—');
/**
 * The day points expire, as people read it: the server gives the instant they lapse (1 January 00:00 China time),
 * which is the end of the day before (12月31日).
 */
export const expiryDateText = (iso: string): string =>
  formatChinaTime(new Date(Date.parse(iso) - 1000).toISOString(), 'YYYY年M月D日');

export const kindLabel = (kind: PointsGoodsKind): string => POINTS_GOODS_KIND_LABELS[kind];

export const STATUS_TONE: Record<PointsExchangeStatus, string> = {
  toShip: 'is-wait',
  shipped: 'is-go',
  completed: 'is-done',
  cancelled: 'is-off',
};

/** Why an item cannot be exchanged now (已兑完 before 盐值不足), or null. */
export function exchangeBlock(goods: Pick<PointsGoods, 'stock' | 'pointsCost'>, balance: number): string | null {
  if (goods.stock <= 0) return '已兑完';
  if (balance < goods.pointsCost) return POINTS_MESSAGES.notEnough;
  return null;
}

/** The most one exchange may take: the per-exchange cap, the stock and what the balance pays for (at least 1). */
export function maxQuantity(goods: Pick<PointsGoods, 'stock' | 'pointsCost'>, balance: number): number {
  const affordable = goods.pointsCost > 0 ? Math.floor(balance / goods.pointsCost) : POINTS_EXCHANGE_MAX_QUANTITY;
  return Math.max(1, Math.min(POINTS_EXCHANGE_MAX_QUANTITY, goods.stock, affordable));
}

/** Description paragraphs (blank lines between them in the text). */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
