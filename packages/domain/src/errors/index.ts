import type { ErrorEntry } from './define';
import { GENERIC_ERRORS } from './generic';
import { FIELD_ERRORS } from './field';
import { AUTH_ERRORS } from './auth';
import { ACCOUNT_ERRORS } from './account';
import { FILE_ERRORS } from './file';
import { SHOP_ERRORS } from './shop';
import { ORDER_ERRORS } from './order';
import { LEARNING_ERRORS } from './learning';
import { LIVE_ERRORS } from './live';
import { HOMEWORK_ERRORS } from './homework';
import { EXAM_ERRORS } from './exam';
import { SYSTEM_ERRORS } from './system';
import { QB_ERRORS } from './question-bank';
import { CONSOLE_ERRORS } from './console';
import { CONSOLE_USER_ERRORS } from './console-user';
import { CONSOLE_COUPON_ERRORS } from './console-coupon';
import { REFUND_ERRORS } from './refund';
import { CLASS_CHANGE_ERRORS } from './class-change';
import { POINTS_ERRORS } from './points';
import { REFERRAL_ERRORS } from './referral';
import { REPORT_ERRORS } from './learning-report';
import { CLASS_MARK_ERRORS } from './class-mark';
import { QUESTIONNAIRE_ERRORS } from './questionnaire';
import { EXAM_UPLOAD_ERRORS } from './exam-upload';
import { GUARDIAN_ERRORS } from './guardian-approval';
import { PARENT_ERRORS } from './parent';
import { TUTOR_WB_ERRORS } from './tutor-workbench';

export * from './define';
export { GENERIC_ERRORS, FIELD_ERRORS, AUTH_ERRORS, ACCOUNT_ERRORS, FILE_ERRORS, SHOP_ERRORS, ORDER_ERRORS };
export { LEARNING_ERRORS, LIVE_ERRORS, HOMEWORK_ERRORS, EXAM_ERRORS, SYSTEM_ERRORS, QB_ERRORS, CONSOLE_ERRORS };
export { CONSOLE_USER_ERRORS, CONSOLE_COUPON_ERRORS, REFUND_ERRORS, CLASS_CHANGE_ERRORS, POINTS_ERRORS };
export { REFERRAL_ERRORS, REPORT_ERRORS, CLASS_MARK_ERRORS, QUESTIONNAIRE_ERRORS, EXAM_UPLOAD_ERRORS };
export { GUARDIAN_ERRORS };
export { PARENT_ERRORS };
export { TUTOR_WB_ERRORS };

/** Every area's catalogue: one entry per failure a client can see. A new area adds its catalogue here. */
export const ERROR_CATALOGUES = {
  generic: GENERIC_ERRORS,
  field: FIELD_ERRORS,
  auth: AUTH_ERRORS,
  account: ACCOUNT_ERRORS,
  file: FILE_ERRORS,
  shop: SHOP_ERRORS,
  order: ORDER_ERRORS,
  learning: LEARNING_ERRORS,
  live: LIVE_ERRORS,
  homework: HOMEWORK_ERRORS,
  exam: EXAM_ERRORS,
  system: SYSTEM_ERRORS,
  questionBank: QB_ERRORS,
  console: CONSOLE_ERRORS,
  consoleUser: CONSOLE_USER_ERRORS,
  consoleCoupon: CONSOLE_COUPON_ERRORS,
  refund: REFUND_ERRORS,
  classChange: CLASS_CHANGE_ERRORS,
  points: POINTS_ERRORS,
  referral: REFERRAL_ERRORS,
  report: REPORT_ERRORS,
  classMark: CLASS_MARK_ERRORS,
  questionnaire: QUESTIONNAIRE_ERRORS,
  examUpload: EXAM_UPLOAD_ERRORS,
  guardian: GUARDIAN_ERRORS,
  parent: PARENT_ERRORS,
  tutorWorkbench: TUTOR_WB_ERRORS,
} as const;

type Catalogues = typeof ERROR_CATALOGUES;
type EntryOf<T> = T[keyof T];
/** Every catalogue entry, with its literal code and status. */
export type AnyErrorEntry = { [A in keyof Catalogues]: EntryOf<Catalogues[A]> }[keyof Catalogues];
/** The union of every catalogue's codes: comparing an `errorCode` with a misspelt code fails typecheck. */
export type ErrorCode = AnyErrorEntry['errorCode'];

export const ALL_ERROR_ENTRIES: readonly AnyErrorEntry[] = Object.values(ERROR_CATALOGUES).flatMap(
  (catalogue) => Object.values(catalogue) as AnyErrorEntry[],
);

/** For `z.enum`: every code, in catalogue order. */
export const ERROR_CODES = ALL_ERROR_ENTRIES.map((e) => e.errorCode) as [ErrorCode, ...ErrorCode[]];

const GENERIC_BY_STATUS = new Map<number, ErrorEntry<ErrorCode>>(
  Object.values(GENERIC_ERRORS).map((e) => [e.status, e]),
);

/**
 * The generic entry for an HTTP status (framework errors, `new AppError(status, msg)` without a code): its own
 * entry when there is one, else VALIDATION_FAILED for other 4xx and INTERNAL for 5xx.
 */
export function genericErrorFor(status: number): ErrorEntry<ErrorCode> {
  return GENERIC_BY_STATUS.get(status) ?? (status >= 500 ? GENERIC_ERRORS.internal : GENERIC_ERRORS.badRequest);
}

/** 400 messages that belong to exactly one entry (a message two entries share names neither). */
const VALIDATION_BY_MESSAGE = (() => {
  const seen = new Map<string, AnyErrorEntry | null>();
  for (const e of ALL_ERROR_ENTRIES) if (e.status === 400) seen.set(e.msg, seen.has(e.msg) ? null : e);
  return seen;
})();

/**
 * The entry a schema failure answers: schemas carry only a message, so a message that is exactly one 400 entry's
 * names that entry (e.g. '手机号不合法' is ACCOUNT_MOBILE_INVALID); any other is VALIDATION_FAILED with that message.
 */
export function validationErrorFor(msg: string): ErrorEntry<ErrorCode> {
  const entry = VALIDATION_BY_MESSAGE.get(msg);
  return entry ?? { ...GENERIC_ERRORS.badRequest, msg };
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether a value from the wire is a code of this build's catalogues (a newer server may send others). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}
