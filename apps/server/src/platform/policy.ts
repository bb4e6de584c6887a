import type { FastifyRequest } from 'fastify';
import type { ErrorCode, ErrorEntry } from '@salt/domain';
import { forbidden, unauthorized } from './errors';
import { actorOf, type Actor, type ActorRef } from './auth/actor';

/**
 * Authorisation as policies (Outline's server/policies is the model): every area has one `<area>.policy.ts` made
 * with `definePolicy`, a table from action to rule `(actor, resource) => boolean`. Routes and services ask
 * `can(actor, action, resource)` or `authorize(...)`, which answers 401 to a visitor and 403 (the action's catalogue
 * entry: Chinese message and errorCode) to anyone else the rule refuses. Role-only rules live in `packages/domain/src/policies` so the web
 * shows and hides actions by the same rules; relations come from the `Actor`.
 */
// A rule takes the acting user (an `Actor`, or just an `ActorRef` when the relation comes in the resource) and the
// resource; `any` lets each rule name its own types, which can/authorize then require.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Rule = (actor: any, resource: any) => boolean | Promise<boolean>;
type ActorOf<R extends Rule> = Parameters<R>[0];
type ResourceArgs<R extends Rule> = Parameters<R>['length'] extends 0 | 1 ? [] : [resource: Parameters<R>[1]];

export interface Policy<Rules extends Record<string, Rule>> {
  can<A extends keyof Rules & string>(
    actor: ActorOf<Rules[A]>,
    action: A,
    ...resource: ResourceArgs<Rules[A]>
  ): Promise<boolean>;
  /** `can`, or throw: 401 for a visitor, else 403 with the action's error entry (the generic one if none). */
  authorize<A extends keyof Rules & string>(
    actor: ActorOf<Rules[A]>,
    action: A,
    ...resource: ResourceArgs<Rules[A]>
  ): Promise<void>;
  /** A preHandler for actions without a resource (after requireAuth, or alone for what visitors may do). */
  allow<A extends keyof Rules & string>(
    action: Parameters<Rules[A]>['length'] extends 0 | 1 ? A : never,
  ): (request: FastifyRequest) => Promise<void>;
}

export function definePolicy<Rules extends Record<string, Rule>>(
  rules: Rules,
  errors: Partial<Record<keyof Rules, ErrorEntry<ErrorCode, 403>>> = {},
): Policy<Rules> {
  const can = async (actor: ActorRef | null, action: keyof Rules, resource?: unknown) =>
    Boolean(await rules[action]!(actor, resource));
  const authorize = async (actor: ActorRef | null, action: keyof Rules, resource?: unknown) => {
    if (await can(actor, action, resource)) return;
    throw actor ? forbidden(errors[action]) : unauthorized();
  };
  return {
    can: (actor, action, ...resource) => can(actor, action, resource[0]),
    authorize: (actor, action, ...resource) => authorize(actor, action, resource[0]),
    allow: (action) => (request) => authorize(actorOf(request), action),
  };
}

/** Shared rules. */
export const anyone = (_actor?: ActorRef | null): boolean => true;
export const signedIn = (actor: Actor | null): actor is Actor => actor !== null;
/** For rules whose resource carries the actor's relation already (e.g. to a class session). */
export const present = (actor: ActorRef | null): actor is ActorRef => actor !== null;
