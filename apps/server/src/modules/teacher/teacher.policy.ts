import { CONSOLE_ERRORS, isAdmin } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/** The console's 教师 page: the public teacher and tutor profiles are the admins' (a teacher gets 403). */
export const teacherPolicy = definePolicy(
  {
    'teacher.manage': (actor: Actor | null) => signedIn(actor) && isAdmin(actor.roles),
  },
  { 'teacher.manage': CONSOLE_ERRORS.adminOnly },
);
