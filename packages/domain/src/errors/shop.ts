import { defineErrors } from './define';

/** Course shop: catalogue, teachers, cart, addresses. */
export const SHOP_ERRORS = defineErrors({
  spuNotFound: { errorCode: 'SHOP_SPU_NOT_FOUND', status: 404, msg: '商品不存在' },
  skuNotFound: { errorCode: 'SHOP_SKU_NOT_FOUND', status: 404, msg: '商品规格不存在' },
  offSale: { errorCode: 'SHOP_OFF_SALE', status: 409, msg: '商品已下架' },
  soldOut: { errorCode: 'SHOP_SOLD_OUT', status: 409, msg: '名额已满' },
  teacherNotFound: { errorCode: 'SHOP_TEACHER_NOT_FOUND', status: 404, msg: '讲师不存在' },
  tooManyIds: { errorCode: 'SHOP_TOO_MANY_IDS', status: 400, msg: '一次最多查询100个' },
  idsInvalid: { errorCode: 'SHOP_IDS_INVALID', status: 400, msg: 'id 列表格式错误' },
  pageSizeInvalid: { errorCode: 'SHOP_PAGE_SIZE_INVALID', status: 400, msg: '每页条数应为-1或1-100' },
  subjectInvalid: { errorCode: 'SHOP_SUBJECT_INVALID', status: 400, msg: '学科不存在' },
  cartQuantityLimit: { errorCode: 'CART_QUANTITY_LIMIT', status: 400, msg: '每个班次限购1份' },
  cartFull: { errorCode: 'CART_FULL', status: 400, msg: '购物车最多50件商品' },
  cartIdsRequired: { errorCode: 'CART_IDS_REQUIRED', status: 400, msg: '请选择要删除的商品' },
  addressNotFound: { errorCode: 'ADDRESS_NOT_FOUND', status: 404, msg: '收货地址不存在' },
  addressLimit: { errorCode: 'ADDRESS_LIMIT', status: 400, msg: '收货地址最多20个' },
});
