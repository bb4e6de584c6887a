/** Course shop error texts (catalogue, teachers, cart, addresses); the spec quotes none of them. */
export const SHOP_MESSAGES = {
  spuNotFound: '商品不存在',
  skuNotFound: '商品规格不存在',
  offSale: '商品已下架',
  soldOut: '名额已满',
  teacherNotFound: '讲师不存在',
  tooManyIds: '一次最多查询100个',
  idsInvalid: 'id 列表格式错误',
  pageSizeInvalid: '每页条数应为-1或1-100',
  subjectInvalid: '学科不存在',
  cartQuantityLimit: '每个班次限购1份',
  cartFull: '购物车最多50件商品',
  cartIdsRequired: '请选择要删除的商品',
  addressNotFound: '收货地址不存在',
  addressLimit: '收货地址最多20个',
} as const;
