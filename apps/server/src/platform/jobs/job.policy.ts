import { mayReadBackOffice } from '@salt/domain';
import type { Actor } from '../auth/actor';
import { definePolicy, signedIn } from '../policy';

/** The background jobs' list (a console page later): staff only. */
export const jobPolicy = definePolicy({
  'jobs.read': (actor: Actor | null) => signedIn(actor) && mayReadBackOffice(actor.roles),
});
