import { mayReadBackOffice } from '@salt/domain';
import type { Actor } from '../auth/actor';
import { definePolicy, signedIn } from '../policy';

/** The background jobs' list (the console's 后台任务 page): staff only. */
export const jobPolicy = definePolicy({
  'jobs.read': (actor: Actor | null) => signedIn(actor) && mayReadBackOffice(actor.roles),
});
