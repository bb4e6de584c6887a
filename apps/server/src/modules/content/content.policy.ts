import { CONSOLE_ERRORS, isAdmin } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { anyone, definePolicy, signedIn } from '../../platform/policy';

/**
 * 内容: anyone reads what is published (help centre, agreements, downloads, licences, visitors included); only
 * admins edit it in the console (a teacher passes the console gate and gets 403 here).
 */
export const contentPolicy = definePolicy(
  {
    'content.read': anyone,
    'content.manage': (actor: Actor | null) => signedIn(actor) && isAdmin(actor.roles),
  },
  { 'content.manage': CONSOLE_ERRORS.adminOnly },
);
