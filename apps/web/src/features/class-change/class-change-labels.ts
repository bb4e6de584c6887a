import {
  CLASS_CHANGE_STATUS_LABELS,
  settlementOf,
  type ChangeClassCard,
  type ClassChangeRequest,
  type ClassChangeStatus,
} from '@salt/domain';
import { formatFen } from '../../lib/money';
import { periodText } from '../catalogue';

/** What a class change costs, as the pupil reads it before and after asking. */
export function diffText(diffFen: number): string {
  const s = settlementOf(diffFen);
  if (s.kind === 'none') return '无差价';
  return s.kind === 'refund' ? `退还差价 ${formatFen(s.amountFen)}` : `需补差价 ${formatFen(s.amountFen)}`;
}

/** A class's schedule in the shop's words, one period per line; '' when it has none. */
export const scheduleText = (c: Pick<ChangeClassCard, 'classPeriods'>): string =>
  c.classPeriods.map(periodText).join('；');

export const seatsText = (c: Pick<ChangeClassCard, 'seatsLeft' | 'lastSessionStarted'>): string =>
  c.lastSessionStarted ? '已结课' : c.seatsLeft > 0 ? `剩余 ${c.seatsLeft} 个名额` : '名额已满';

/** A target can be chosen: seats left and not over (the server checks again). */
export const choosable = (c: Pick<ChangeClassCard, 'seatsLeft' | 'lastSessionStarted'>): boolean =>
  c.seatsLeft > 0 && !c.lastSessionStarted;

export const statusLabel = (s: ClassChangeStatus): string => CLASS_CHANGE_STATUS_LABELS[s];

/** antd / antd-mobile tag colours by state. */
export const STATUS_COLOUR: Readonly<Record<ClassChangeStatus, 'processing' | 'success' | 'error' | 'default'>> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** The line under a request: who decided and why, or what happens next. */
export function requestNote(r: ClassChangeRequest): string {
  switch (r.status) {
    case 'pending':
      return '等待辅导老师审核，审核前可以撤销';
    case 'approved':
      return `已调入「${r.toName}」${settledText(r)}`;
    case 'rejected':
      return `驳回原因：${r.rejectReason ?? '—'}`;
    case 'cancelled':
      return '您已撤销该申请';
  }
}

/** What became of an approved change's difference: refunded or paid, or still to come. */
function settledText(r: ClassChangeRequest): string {
  const amount = formatFen(Math.abs(r.priceDiffFen));
  if (r.settlement === 'none') return '';
  if (r.settlement === 'refund') return r.settled ? `，已退还差价 ${amount}` : `，差价 ${amount} 退款处理中`;
  return r.settled ? `，已补差价 ${amount}` : `，请支付差价 ${amount}`;
}

/** An approved change to a dearer class whose 补差价 is not paid yet: the page offers 去支付. */
export const owesSupplement = (r: ClassChangeRequest): boolean =>
  r.status === 'approved' && r.settlement === 'supplement' && !r.settled;

/** The 调班 page for an order line, by device: the phone shop's page or the site's. */
export const changePagePath = (orderItemId: number, mobile: boolean): string =>
  mobile ? `/m-shop/transfer-class?orderItemId=${orderItemId}` : `/refund/change/${orderItemId}`;
