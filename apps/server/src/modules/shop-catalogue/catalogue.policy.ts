import { CONSOLE_ERRORS, isAdmin } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { anyone, definePolicy, signedIn } from '../../platform/policy';

/**
 * The course catalogue is public: goods on sale, classes, covers, the home layout, and teachers' and tutors' public
 * profiles (only the public fields are ever answered). Managing it (the console's 课程 pages: every goods on sale
 * or not, create, edit, publish) is the school admins' work.
 */
export const cataloguePolicy = definePolicy(
  {
    'catalogue.browse': anyone,
    'teacher.browse': anyone,
    'catalogue.manage': (actor: Actor | null) => signedIn(actor) && isAdmin(actor.roles),
  },
  { 'catalogue.manage': CONSOLE_ERRORS.adminAction },
);
