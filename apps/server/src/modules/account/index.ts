/** What other modules may use of account: everything else in this folder is its own business. */
export { accountRoutes } from './account.routes';
export { changeOwnPassword, setPasswordHash } from './password.service';
export { phoneExistsLimited } from './phone-exist.service';
export { registerPupil } from './register.service';
export { consumeSmsCode, sendSmsCode } from './sms-code.service';
export { findUserByWechatCode } from './social.service';
export {
  createUser,
  findUserByLogin,
  findUserByPhone,
  getPublicUser,
  getUserInfo,
  usernameExists,
} from './user.service';
export { dailyNewPupils } from './daily-new-pupils.service';
export { userInfoChanged } from './user-info-cache';
export {
  assertUserForUpdate,
  bindParent,
  isAdminLocked,
  searchUsers,
  setAdminLock,
  setUserRoles,
  staffUserProfile,
  temporaryPassword,
  unbindParent,
  type FieldChange,
} from './staff-user.service';
