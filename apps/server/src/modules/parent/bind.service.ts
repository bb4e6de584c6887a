import { and, count, eq } from 'drizzle-orm';
import {
  AUTH_ERRORS,
  PARENT_ERRORS,
  STUDENT_ROLE_ID,
  mayBindAnotherParent,
  type Child,
  type ParentBindRequest,
} from '@salt/domain';
import { parentStudents, userRoles, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { AppError, appError } from '../../platform/errors';
import { consumeSmsCode, findUserByPhone } from '../account';
import { checkPasswordLogin } from '../auth';
import { childrenOf } from '../learning';

/** Which pupil the parent proves they may bind: the code texted to the child's mobile, or the child's password. */
async function provenChild(ctx: AppContext, req: ParentBindRequest, address: string): Promise<number> {
  if (req.way === 'sms') {
    await consumeSmsCode(ctx, req.mobile.trim(), ['login'], req.code.trim());
    const user = await findUserByPhone(ctx.db, req.mobile.trim());
    if (!user) throw appError(AUTH_ERRORS.smsCodeInvalid);
    return user.id;
  }
  try {
    return await checkPasswordLogin(ctx, req.username.trim(), req.password, address);
  } catch (err) {
    // The pupil's wrong password counts against the pupil's login like any other (the lock still applies).
    if (err instanceof AppError && err.errorCode === AUTH_ERRORS.badCredentials.errorCode)
      throw appError(PARENT_ERRORS.wrongPassword);
    throw err;
  }
}

/**
 * Binds a pupil to the parent: the account must be a pupil's, not bound to this parent yet, and have fewer than
 * two parents. The pupil's row is locked first so two parents binding at once cannot make a third.
 */
export async function bindChild(
  ctx: AppContext,
  parentId: number,
  req: ParentBindRequest,
  address: string,
): Promise<Child> {
  const studentId = await provenChild(ctx, req, address);
  if (studentId === parentId) throw appError(PARENT_ERRORS.notPupil);
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('update');
    const roles = await tx.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, studentId));
    if (!roles.some((r) => r.roleId === STUDENT_ROLE_ID)) throw appError(PARENT_ERRORS.notPupil);
    const parents = await tx
      .select({ parentId: parentStudents.parentId })
      .from(parentStudents)
      .where(eq(parentStudents.studentId, studentId));
    if (parents.some((p) => p.parentId === parentId)) throw appError(PARENT_ERRORS.alreadyBound);
    const [n] = await tx.select({ n: count() }).from(parentStudents).where(eq(parentStudents.studentId, studentId));
    if (!mayBindAnotherParent(Number(n?.n ?? 0))) throw appError(PARENT_ERRORS.tooManyParents);
    await tx.insert(parentStudents).values({ parentId, studentId });
  });
  const child = (await childrenOf(ctx, parentId)).find((c) => c.id === studentId);
  return child!;
}

export async function unbindChild(ctx: AppContext, parentId: number, studentId: number): Promise<void> {
  const removed = await ctx.db
    .delete(parentStudents)
    .where(and(eq(parentStudents.parentId, parentId), eq(parentStudents.studentId, studentId)))
    .returning();
  if (removed.length === 0) throw appError(PARENT_ERRORS.bindMissing);
}
