import { describe, expect, expectTypeOf, it } from 'vitest';
import { errorEnvelopeSchema } from '../contract/envelope';
import {
  ALL_ERROR_ENTRIES,
  ERROR_CATALOGUES,
  ERROR_CODES,
  GENERIC_ERRORS,
  HOMEWORK_ERRORS,
  LIVE_ERRORS,
  ORDER_ERRORS,
  genericErrorFor,
  isErrorCode,
  validationErrorFor,
  type ErrorCode,
} from './index';

const STATUSES = [400, 401, 403, 404, 409, 410, 413, 414, 415, 426, 429, 500, 503];

describe('error catalogues', () => {
  it('every errorCode is unique across all areas', () => {
    const seen = new Map<string, string>();
    for (const [area, catalogue] of Object.entries(ERROR_CATALOGUES))
      for (const [key, entry] of Object.entries(catalogue)) {
        expect(seen.get(entry.errorCode), `${area}.${key} reuses ${entry.errorCode}`).toBeUndefined();
        seen.set(entry.errorCode, `${area}.${key}`);
      }
    expect(seen.size).toBe(ALL_ERROR_ENTRIES.length);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it.each(ALL_ERROR_ENTRIES.map((e) => [e.errorCode, e] as const))(
    '%s: SCREAMING_SNAKE code, a Chinese message, a failure status',
    (_code, entry) => {
      expect(entry.errorCode).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[A-Z]+$/);
      expect(entry.msg.trim()).not.toBe('');
      expect(entry.msg).toMatch(/[\u4e00-\u9fff]/);
      expect(STATUSES).toContain(entry.status);
    },
  );

  it('generic entries: one per status, and the status of their name', () => {
    const statuses = Object.values(GENERIC_ERRORS).map((e) => e.status);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(GENERIC_ERRORS).toMatchObject({
      badRequest: { errorCode: 'VALIDATION_FAILED', status: 400 },
      unauthorized: { errorCode: 'AUTH_REQUIRED', status: 401 },
      forbidden: { errorCode: 'FORBIDDEN', status: 403 },
      notFound: { errorCode: 'NOT_FOUND', status: 404 },
      conflict: { errorCode: 'CONFLICT', status: 409 },
      refreshInvalid: { errorCode: 'REFRESH_REJECTED', status: 426 },
      tooManyRequests: { errorCode: 'RATE_LIMITED', status: 429 },
      internal: { errorCode: 'INTERNAL', status: 500 },
    });
  });

  it('spec texts stay verbatim', () => {
    expect(HOMEWORK_ERRORS.noQuiz).toEqual({ errorCode: 'QUIZ_NOT_BOUND', status: 404, msg: '当前课次没有绑定试卷' });
    expect(ERROR_CATALOGUES.auth.accountLocked).toMatchObject({ status: 500, msg: '账号已被锁定' });
    expect(ERROR_CATALOGUES.auth.wechatNotBound.msg).toBe('盐课堂微信未绑定。');
    expect(ERROR_CATALOGUES.account.mobileExists.msg).toBe('手机号已存在');
    expect(ERROR_CATALOGUES.field.required.msg).toBe('必填项');
  });
});

describe('genericErrorFor', () => {
  it("answers a status's own generic entry, else VALIDATION_FAILED for 4xx and INTERNAL for 5xx", () => {
    expect(genericErrorFor(403).errorCode).toBe('FORBIDDEN');
    expect(genericErrorFor(413).errorCode).toBe('PAYLOAD_TOO_LARGE');
    expect(genericErrorFor(405).errorCode).toBe('VALIDATION_FAILED');
    expect(genericErrorFor(503).errorCode).toBe('INTERNAL');
  });
});

describe('validationErrorFor', () => {
  it('names the one 400 entry a schema message belongs to', () => {
    expect(validationErrorFor('手机号不合法')).toBe(ERROR_CATALOGUES.account.mobileInvalid);
    expect(validationErrorFor(ORDER_ERRORS.itemsRequired.msg)).toBe(ORDER_ERRORS.itemsRequired);
  });

  it('answers VALIDATION_FAILED with the message for any other text, and for a text two entries share', () => {
    expect(validationErrorFor('日期格式错误')).toEqual({ ...GENERIC_ERRORS.badRequest, msg: '日期格式错误' });
    expect(LIVE_ERRORS.answerInvalid.msg).toBe(HOMEWORK_ERRORS.optionInvalid.msg);
    expect(validationErrorFor(LIVE_ERRORS.answerInvalid.msg).errorCode).toBe('VALIDATION_FAILED');
  });

  it('never names a non-400 entry', () => {
    expect(validationErrorFor(ORDER_ERRORS.orderNotFound.msg).errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('ErrorCode', () => {
  it('is the union of the catalogue codes, so a misspelt code fails typecheck', () => {
    expectTypeOf(ORDER_ERRORS.repeatBuy.errorCode).toEqualTypeOf<'ORDER_SEAT_TAKEN'>();
    expectTypeOf<'QUIZ_NOT_BOUND'>().toExtend<ErrorCode>();
    // @ts-expect-error: not a code of any catalogue
    const typo: ErrorCode = 'ORDER_SEAT_TAKN';
    expect(isErrorCode(typo)).toBe(false);
    expect(isErrorCode('ORDER_SEAT_TAKEN')).toBe(true);
    expect(isErrorCode(42)).toBe(false);
  });

  it('the envelope schema accepts catalogue codes only', () => {
    const body = { code: 1, msg: '订单不存在', data: null, errorCode: 'ORDER_NOT_FOUND' };
    expect(errorEnvelopeSchema.safeParse(body).success).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ ...body, errorCode: 'ORDER_LOST' }).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ ...body, code: 0 }).success).toBe(false);
  });
});
