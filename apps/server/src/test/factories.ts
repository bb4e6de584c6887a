import { STUDENT_ROLE_ID } from '@salt/domain';
import type { Database } from '../db/client';
import { createUser } from '../modules/account/user.service';

let seq = 0;

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
    realname: overrides.realname ?? `测试用户${seq}`,
    roles: overrides.roles ?? [STUDENT_ROLE_ID],
  });
  return { id: user.id, username, phone, password };
}
