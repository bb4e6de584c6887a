import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { requireRole } from './guard';

const req = (roles: number[] | null) =>
  ({ auth: roles ? { userId: 1, username: 'u', roles, familyId: 'f', clientId: 'web' } : null }) as FastifyRequest;

describe('role guard', () => {
  it('teacher routes admit role 6 only', async () => {
    await expect(requireRole('teacher')(req([6]))).resolves.toBeUndefined();
    await expect(requireRole('teacher')(req([7]))).rejects.toMatchObject({ statusCode: 403 });
    await expect(requireRole('teacher')(req([2]))).rejects.toMatchObject({ statusCode: 403 });
  });
  it('tutor routes admit 7, 10 and 130', async () => {
    for (const r of [7, 10, 130]) await expect(requireRole('tutor')(req([r]))).resolves.toBeUndefined();
    await expect(requireRole('tutor')(req([6]))).rejects.toMatchObject({ statusCode: 403 });
  });
  it('without a caller it is a 401', async () => {
    await expect(requireRole('tutor')(req(null))).rejects.toMatchObject({ statusCode: 401 });
  });
});
