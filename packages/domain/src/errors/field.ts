import { defineErrors } from './define';

/** Field rules many schemas share. */
export const FIELD_ERRORS = defineErrors({
  /** Spec text for an empty required field. */
  required: { errorCode: 'FIELD_REQUIRED', status: 400, msg: '必填项' },
  textTooLong: { errorCode: 'TEXT_TOO_LONG', status: 400, msg: '内容过长' },
  invalidText: { errorCode: 'TEXT_INVALID', status: 400, msg: '包含非法字符' },
});
