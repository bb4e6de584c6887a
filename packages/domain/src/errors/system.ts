import { defineErrors } from './define';

/** Dictionaries, server time and other system lookups. */
export const SYSTEM_ERRORS = defineErrors({
  dictTypeInvalid: { errorCode: 'SYSTEM_DICT_TYPE_INVALID', status: 400, msg: '字典类型不存在' },
});
