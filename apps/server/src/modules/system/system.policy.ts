import { CONSOLE_ERRORS, isAdmin } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { anyone, definePolicy, signedIn } from '../../platform/policy';

/** Server time, dictionaries, health and ping: public. The console's 字典 (and grey switch): admins. */
export const systemPolicy = definePolicy(
  {
    'system.read': anyone,
    'dict.manage': (actor: Actor | null) => signedIn(actor) && isAdmin(actor.roles),
  },
  { 'dict.manage': CONSOLE_ERRORS.adminAction },
);
