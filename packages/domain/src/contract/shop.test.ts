import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '../messages';
import { SHOP_MESSAGES } from '../shop-messages';
import { addCartRequestSchema, createAddressRequestSchema, idListField, spuPageQuerySchema } from './shop';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('shop contract', () => {
  it('pages default to current 1, size 10; size -1 means all', () => {
    expect(spuPageQuerySchema.parse({})).toMatchObject({ current: 1, size: 10 });
    expect(spuPageQuerySchema.parse({ size: '-1', current: '3' })).toMatchObject({ current: 3, size: -1 });
    expect(spuPageQuerySchema.parse({ size: '100' }).size).toBe(100);
    for (const size of ['0', '101', '-2', 'x', '2.5'])
      expect(firstMessage(spuPageQuerySchema.safeParse({ size }))).toBe(SHOP_MESSAGES.pageSizeInvalid);
  });

  it('treats empty filter values as absent and trims the keyword', () => {
    expect(spuPageQuerySchema.parse({ subject: '', grade: ' ', keyword: ' 数学 ' })).toEqual({
      current: 1,
      size: 10,
      keyword: '数学',
    });
    expect(firstMessage(spuPageQuerySchema.safeParse({ subject: '9' }))).toBe(SHOP_MESSAGES.subjectInvalid);
  });

  it('reads comma-joined ids, drops duplicates, caps at the limit', () => {
    const f = idListField(3);
    expect(f.parse('3,1,3')).toEqual([3, 1]);
    expect(firstMessage(f.safeParse('1,2,3,4'))).toBe(SHOP_MESSAGES.tooManyIds);
    expect(firstMessage(f.safeParse('1,x'))).toBe(SHOP_MESSAGES.idsInvalid);
    expect(firstMessage(f.safeParse('0'))).toBe(SHOP_MESSAGES.idsInvalid);
    expect(firstMessage(f.safeParse(''))).toBe(MESSAGES.required);
  });

  it('a cart line is always one seat', () => {
    expect(addCartRequestSchema.parse({ skuId: 5 })).toEqual({ skuId: 5, quantity: 1 });
    expect(firstMessage(addCartRequestSchema.safeParse({ skuId: 5, quantity: 2 }))).toBe(
      SHOP_MESSAGES.cartQuantityLimit,
    );
  });

  it('addresses use the spec messages for required fields and the mobile rule', () => {
    const ok = {
      receiverName: '张三',
      mobile: '13912345678',
      province: '广东',
      city: '深圳',
      district: '南山',
      detail: '科技园',
    };
    expect(createAddressRequestSchema.safeParse(ok).success).toBe(true);
    expect(firstMessage(createAddressRequestSchema.safeParse({ ...ok, mobile: '23912345678' }))).toBe(
      MESSAGES.mobileInvalid,
    );
    expect(firstMessage(createAddressRequestSchema.safeParse({ ...ok, detail: ' ' }))).toBe(MESSAGES.required);
    expect(firstMessage(createAddressRequestSchema.safeParse({ ...ok, city: '城'.repeat(33) }))).toBe(
      SERVER_MESSAGES.textTooLong,
    );
  });
});

describe('body ids', () => {
  it('take numbers and digit strings, not booleans or arrays', () => {
    expect(addCartRequestSchema.parse({ skuId: '12' })).toEqual({ skuId: 12, quantity: 1 });
    expect(addCartRequestSchema.parse({ skuId: 12, quantity: '1' })).toEqual({ skuId: 12, quantity: 1 });
    for (const skuId of [true, [], [1], '1e3', '', null, 0, 2_147_483_648])
      expect(addCartRequestSchema.safeParse({ skuId }).success).toBe(false);
  });
});
