import { CONSOLE_ERRORS, isAdmin } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/** The console's 用户 page: searching accounts, roles, locks, password resets and family binding are the admins'. */
export const consoleUsersPolicy = definePolicy(
  {
    'user.manage': (actor: Actor | null) => signedIn(actor) && isAdmin(actor.roles),
  },
  { 'user.manage': CONSOLE_ERRORS.adminOnly },
);
