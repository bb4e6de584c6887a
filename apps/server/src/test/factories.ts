import { hash } from '@node-rs/argon2';
import { STUDENT_ROLE_ID, WEB_CLIENT_ID } from '@salt/domain';
import type { Database } from '../db/client';
import { createUser } from '../modules/account';
import { startSession } from '../modules/auth';
import type { AppContext } from '../platform/context';

let seq = 0;

/**
 * argon2 is slow on purpose (19 MiB, two passes: 15-40 ms a hash or a check here) and the suite makes and logs in
 * hundreds of users. Factory users get an argon2id hash with the smallest parameters, made once per password and
 * worker: the parameters travel inside the hash, so logging in still runs the real check (`verifyPassword`, a
 * wrong password fails) in well under a millisecond. Accounts made through the API (register, reset) are hashed
 * with the production parameters as always.
 */
const FACTORY_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const hashes = new Map<string, Promise<string>>();
export function passwordHashOf(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hash(password, FACTORY_ARGON2);
    hashes.set(password, hashed);
  }
  return hashed;
}

export interface UserFixture {
  id: number;
  username: string;
  phone: string;
  password: string;
}

/** A user with unique username and phone; password 'Passw0rd1' unless given. */
export async function userFactory(
  db: Database,
  overrides: { username?: string; phone?: string; password?: string; realname?: string; roles?: number[] } = {},
): Promise<UserFixture> {
  seq += 1;
  const unique = `${process.pid % 1000}${String(seq).padStart(4, '0')}`.slice(-7);
  const phone = overrides.phone ?? `139${unique.padStart(8, '0')}`;
  const username = overrides.username ?? `user_${process.pid}_${seq}`;
  const password = overrides.password ?? 'Passw0rd1';
  const user = await createUser(db, {
    username,
    phone,
    password,
    passwordHash: await passwordHashOf(password),
    realname: overrides.realname ?? `测试用户${seq}`,
    roles: overrides.roles ?? [STUDENT_ROLE_ID],
  });
  return { id: user.id, username, phone, password };
}

/**
 * A session for a factory user without a login request: what the token endpoint starts after the password check.
 * For tests about something else; tests of logging in use `passwordLogin`.
 */
export async function sessionFor(ctx: AppContext, user: { id: number }): Promise<{ authorization: string }> {
  const tokens = await startSession(ctx, user.id, WEB_CLIENT_ID);
  return { authorization: `Bearer ${tokens.access_token}` };
}
