import { CONSOLE_ERRORS, mayReadBackOffice } from '@salt/domain';
import type { Actor } from '../../platform/auth/actor';
import { definePolicy, signedIn } from '../../platform/policy';

/** 盐值 in the console: the back office (admins) keeps the rules and adjusts balances; teachers stay out. */
export const pointsAdminPolicy = definePolicy(
  { 'points.manage': (actor: Actor | null) => signedIn(actor) && mayReadBackOffice(actor.roles) },
  { 'points.manage': CONSOLE_ERRORS.adminAction },
);
