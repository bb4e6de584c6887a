import { defineErrors } from './define';

/** 家长审批 (module `guardian-approval`): 请家长付款, a parent's decisions and a parent paying a child's order. */
export const GUARDIAN_ERRORS = defineErrors({
  notFound: { errorCode: 'GUARDIAN_REQUEST_NOT_FOUND', status: 404, msg: '审批请求不存在' },
  notYourChild: { errorCode: 'GUARDIAN_NOT_YOUR_CHILD', status: 403, msg: '只能查看和处理已绑定孩子的信息' },
  noParent: { errorCode: 'GUARDIAN_NO_PARENT', status: 409, msg: '还没有绑定家长，请先让家长绑定你的账号' },
  orderNotPayable: { errorCode: 'GUARDIAN_ORDER_NOT_PAYABLE', status: 409, msg: '订单已支付或已关闭，无需家长付款' },
  alreadyAsked: { errorCode: 'GUARDIAN_ALREADY_ASKED', status: 409, msg: '已请家长付款，请等待家长处理' },
  alreadyDecided: { errorCode: 'GUARDIAN_ALREADY_DECIDED', status: 409, msg: '该请求已处理，请刷新后查看' },
  ownRequest: { errorCode: 'GUARDIAN_OWN_REQUEST', status: 403, msg: '不能审批自己提交的请求' },
});
