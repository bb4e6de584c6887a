import { AUTH_ERRORS, isAdmin } from '@salt/domain';
import type { Actor, ActorRef } from '../../platform/auth/actor';
import { definePolicy, present, signedIn } from '../../platform/policy';

/** Who looks: the user and their roles (an `Actor` is one). */
export type Viewer = Pick<Actor, 'userId' | 'roles'>;

/** What decides whether a user may see another's card; each read only when the cheaper ones said no. */
export interface UserCardTarget {
  targetId: number;
  hasPublicProfile(): Promise<boolean>;
  /** A parent and their bound child, either way round. */
  isFamily(): Promise<boolean>;
  /** One teaches or tutors a class the other is enrolled in. */
  shareAClass(): Promise<boolean>;
}

/** Accounts: one's own profile, and who may see whose name and avatar (most users are minors). */
export const accountPolicy = definePolicy(
  {
    /** Profile, password, client info and version, daily points, WeChat binding: the caller's own account. */
    'account.own': signedIn,
    /** Themselves; school admins; a parent and their bound child; people who meet in a class; public teachers. */
    'user.read': async (actor: Viewer | null, t: UserCardTarget) =>
      actor !== null &&
      (actor.userId === t.targetId ||
        isAdmin(actor.roles) ||
        (await t.hasPublicProfile()) ||
        (await t.isFamily()) ||
        (await t.shareAClass())),
    /** A 'common' SMS code goes only to the caller's own number. */
    'sms.toOwnPhone': (actor: ActorRef | null, r: { ownPhone: string | null; mobile: string }) =>
      present(actor) && r.ownPhone !== null && r.ownPhone === r.mobile,
  },
  { 'sms.toOwnPhone': AUTH_ERRORS.smsNotOwnMobile },
);
