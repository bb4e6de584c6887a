import { defineErrors } from './define';

/** 家长端 (/parent): the parent's own binding of children and reading a bound child's records. */
export const PARENT_ERRORS = defineErrors({
  notParent: { errorCode: 'PARENT_ONLY', status: 403, msg: '家长端仅供家长账号使用，学生请在学习中心上课' },
  notBound: { errorCode: 'PARENT_CHILD_NOT_BOUND', status: 403, msg: '您未绑定该学生，无法查看' },
  bindMissing: { errorCode: 'PARENT_BIND_MISSING', status: 404, msg: '未绑定该学生' },
  notPupil: { errorCode: 'PARENT_BIND_NOT_PUPIL', status: 400, msg: '该账号不是学生账号，无法绑定' },
  wrongPassword: { errorCode: 'PARENT_BIND_BAD_CREDENTIALS', status: 400, msg: '学生账号或密码错误' },
  alreadyBound: { errorCode: 'PARENT_BIND_EXISTS', status: 409, msg: '您已绑定该学生，无需重复绑定' },
  tooManyParents: { errorCode: 'PARENT_BIND_FULL', status: 409, msg: '该学生已绑定两位家长，无法继续绑定' },
  classNotFound: { errorCode: 'PARENT_CLASS_NOT_FOUND', status: 404, msg: '该学生没有这个班级' },
});
