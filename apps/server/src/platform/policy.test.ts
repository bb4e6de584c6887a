import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { GENERIC_ERRORS, LEARNING_ERRORS } from '@salt/domain';
import type { Actor } from './auth/actor';
import { anyone, definePolicy, signedIn } from './policy';

const actor = (userId: number, roles: number[] = [2], children: number[] = []): Actor => ({
  userId,
  roles,
  boundChildren: async () => new Set(children),
  classesTaught: async () => new Set(),
  classesTutored: async () => new Set(),
});

const policy = definePolicy(
  {
    'thing.browse': anyone,
    'thing.own': signedIn,
    'thing.edit': (a: Actor | null, r: { ownerId: number }) => signedIn(a) && a.userId === r.ownerId,
    'child.read': async (a: Actor | null, r: { pupilId: number }) =>
      signedIn(a) && (await a.boundChildren()).has(r.pupilId),
  },
  { 'thing.edit': LEARNING_ERRORS.notYourChild },
);

describe('definePolicy', () => {
  it('can: the rule over actor and resource; visitors only where the rule admits them', async () => {
    expect(await policy.can(null, 'thing.browse')).toBe(true);
    expect(await policy.can(null, 'thing.own')).toBe(false);
    expect(await policy.can(actor(1), 'thing.own')).toBe(true);
    expect(await policy.can(actor(1), 'thing.edit', { ownerId: 1 })).toBe(true);
    expect(await policy.can(actor(2), 'thing.edit', { ownerId: 1 })).toBe(false);
    expect(await policy.can(actor(9, [3], [5]), 'child.read', { pupilId: 5 })).toBe(true);
    expect(await policy.can(actor(8, [3], [6]), 'child.read', { pupilId: 5 })).toBe(false);
  });

  it("authorize: 401 for a visitor, 403 with the action's error entry (else the generic one) for anyone else", async () => {
    await expect(policy.authorize(null, 'thing.edit', { ownerId: 1 })).rejects.toMatchObject({ statusCode: 401 });
    await expect(policy.authorize(actor(2), 'thing.edit', { ownerId: 1 })).rejects.toMatchObject({
      statusCode: 403,
      message: LEARNING_ERRORS.notYourChild.msg,
      errorCode: LEARNING_ERRORS.notYourChild.errorCode,
    });
    await expect(policy.authorize(actor(8), 'child.read', { pupilId: 5 })).rejects.toMatchObject({
      statusCode: 403,
      message: GENERIC_ERRORS.forbidden.msg,
      errorCode: GENERIC_ERRORS.forbidden.errorCode,
    });
    await expect(policy.authorize(actor(1), 'thing.edit', { ownerId: 1 })).resolves.toBeUndefined();
  });

  it("allow: a preHandler deciding with the request's actor", async () => {
    const req = (a: Actor | null) => ({ actor: a }) as FastifyRequest;
    await expect(policy.allow('thing.browse')(req(null))).resolves.toBeUndefined();
    await expect(policy.allow('thing.own')(req(null))).rejects.toMatchObject({ statusCode: 401 });
    await expect(policy.allow('thing.own')(req(actor(1)))).resolves.toBeUndefined();
  });
});
