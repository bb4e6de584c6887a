import { defineErrors } from './define';

/**
 * The console's 用户 page (admins): role edits, locking, forced password resets and parent-pupil binding. Unknown
 * users answer ACCOUNT_USER_NOT_FOUND.
 */
export const CONSOLE_USER_ERRORS = defineErrors({
  roleUnknown: { errorCode: 'CONSOLE_USER_ROLE_UNKNOWN', status: 400, msg: '角色不存在' },
  rolesEmpty: { errorCode: 'CONSOLE_USER_ROLES_EMPTY', status: 400, msg: '请至少选择一个角色' },
  /** An admin taking away their own admin role could leave the school without one. */
  ownAdminRole: { errorCode: 'CONSOLE_USER_OWN_ADMIN', status: 400, msg: '不能移除自己的管理员角色' },
  ownLock: { errorCode: 'CONSOLE_USER_OWN_LOCK', status: 400, msg: '不能锁定自己的账号' },
  alreadyLocked: { errorCode: 'CONSOLE_USER_ALREADY_LOCKED', status: 409, msg: '该用户已被锁定' },
  notLocked: { errorCode: 'CONSOLE_USER_NOT_LOCKED', status: 409, msg: '该用户未被锁定' },
  /** Binding: the parent side must hold role 3 (give it in the role editor first: a deliberate, audited step). */
  notParent: { errorCode: 'CONSOLE_USER_NOT_PARENT', status: 400, msg: '该账号没有家长角色，请先为其添加家长角色' },
  notPupil: { errorCode: 'CONSOLE_USER_NOT_PUPIL', status: 400, msg: '该账号不是学生，不能绑定家长' },
  sameAccount: { errorCode: 'CONSOLE_USER_BIND_SELF', status: 400, msg: '家长和学生不能是同一个账号' },
  bindExists: { errorCode: 'CONSOLE_USER_BIND_EXISTS', status: 409, msg: '该家长已绑定此学生，无需重复绑定' },
  bindMissing: { errorCode: 'CONSOLE_USER_BIND_MISSING', status: 404, msg: '该家长未绑定此学生' },
});
