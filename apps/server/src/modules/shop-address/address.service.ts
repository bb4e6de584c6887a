import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  type Address,
  type CreateAddressRequest,
  type Page,
  type UpdateAddressRequest,
  SHOP_ERRORS,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { userAddresses, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { appError } from '../../platform/errors';

export const ADDRESS_MAX_PER_USER = 20;

type Row = typeof userAddresses.$inferSelect;

const addressOf = (r: Row): Address => ({
  id: r.id,
  receiverName: r.receiverName,
  mobile: r.mobile,
  province: r.province,
  city: r.city,
  district: r.district,
  detail: r.detail,
  isDefault: r.isDefault,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Address changes of one user run one at a time (row lock on the user), so "one default" never races. */
async function lockUser(tx: Transaction, userId: number) {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
}

async function unsetDefault(tx: Transaction, userId: number, exceptId?: number) {
  await tx
    .update(userAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(userAddresses.userId, userId),
        eq(userAddresses.isDefault, true),
        exceptId === undefined ? undefined : ne(userAddresses.id, exceptId),
      ),
    );
}

/** Own addresses, the default first, then newest. */
export async function pageAddresses(
  db: Database,
  userId: number,
  q: { current: number; size: number },
): Promise<Page<Address>> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId));
  const base = db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.id));
  const rows = q.size === -1 ? await base : await base.limit(q.size).offset((q.current - 1) * q.size);
  return { records: rows.map(addressOf), total, current: q.current, size: q.size };
}

/** New address; the first one becomes the default, and a new default replaces the old in the same transaction. */
export async function createAddress(
  db: Database,
  clock: Clock,
  userId: number,
  input: CreateAddressRequest,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ n, defaults } = { n: 0, defaults: 0 }] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        defaults: sql<number>`count(*) filter (where ${userAddresses.isDefault})::int`,
      })
      .from(userAddresses)
      .where(eq(userAddresses.userId, userId));
    if (n >= ADDRESS_MAX_PER_USER) throw appError(SHOP_ERRORS.addressLimit);
    const isDefault = input.isDefault ?? defaults === 0;
    if (isDefault) await unsetDefault(tx, userId);
    const now = clock.now();
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...input, userId, isDefault, createdAt: now, updatedAt: now })
      .returning();
    return addressOf(row!);
  });
}

/** Changes an own address; another user's id is 404 like an unknown one. */
export async function updateAddress(
  db: Database,
  clock: Clock,
  userId: number,
  input: UpdateAddressRequest,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const { id, ...fields } = input;
    const [current] = await tx
      .select({ id: userAddresses.id })
      .from(userAddresses)
      .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
      .limit(1);
    if (!current) throw appError(SHOP_ERRORS.addressNotFound);
    if (fields.isDefault) await unsetDefault(tx, userId, id);
    const [row] = await tx
      .update(userAddresses)
      .set({ ...fields, updatedAt: clock.now() })
      .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
      .returning();
    return addressOf(row!);
  });
}

/** Deletes an own address; when it was the default, the newest remaining address becomes the default. */
export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [removed] = await tx
      .delete(userAddresses)
      .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
      .returning({ isDefault: userAddresses.isDefault });
    if (!removed) throw appError(SHOP_ERRORS.addressNotFound);
    if (removed.isDefault) {
      const [next] = await tx
        .select({ id: userAddresses.id })
        .from(userAddresses)
        .where(eq(userAddresses.userId, userId))
        .orderBy(desc(userAddresses.id))
        .limit(1);
      if (next) await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, next.id));
    }
  });
}

/** The receiver of one of the user's own addresses, as an order or exchange keeps it; null when not theirs. */
export async function ownAddressSnapshot(
  db: Database | Transaction,
  userId: number,
  id: number,
): Promise<{
  receiverName: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
} | null> {
  const [a] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)));
  if (!a) return null;
  return {
    receiverName: a.receiverName,
    mobile: a.mobile,
    province: a.province,
    city: a.city,
    district: a.district,
    detail: a.detail,
  };
}
