import { canSeeConsole, CONSOLE_ERRORS, isAdmin } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/**
 * The staff console. Every `/api/console/...` route passes `console.enter` first (a hook on the console's route
 * scope, so a route added there later cannot skip it); pages only the school's admins see add their own rule.
 */
export const consolePolicy = definePolicy(
  {
    /** Role 6 (teachers) and the admin role reach the console. */
    'console.enter': (actor: Actor | null) => signedIn(actor) && canSeeConsole(actor.roles),
    /** The audit log: admins only (a teacher sees their own writes' effects, not everyone's). */
    'audit.read': (actor: Actor | null) => signedIn(actor) && isAdmin(actor.roles),
  },
  {
    'console.enter': CONSOLE_ERRORS.staffOnly,
    'audit.read': CONSOLE_ERRORS.adminOnly,
  },
);
