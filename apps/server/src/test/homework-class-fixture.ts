import { enrolments } from '../db/schema';
import { userFactory } from './factories';
import { homeworkQuizFactory } from './homework-factories';
import { offeringFactory } from './learning-factories';
import { bearer, passwordLogin } from './requests';
import { skuFactory } from './shop-factories';
import type { TestApp } from './test-app';

/** A factory user logged in through the password grant: the user and its bearer headers. */
export async function loggedInPerson(t: TestApp, roles?: number[]) {
  const user = await userFactory(t.ctx.db, roles ? { roles } : {});
  return { user, headers: bearer((await passwordLogin(t.app, user.username, user.password)).access_token) };
}

/**
 * A class (sessions a week ago, now, next week) with its teacher, its tutor, two enrolled students and homework on
 * the session that just ended (session 2), everyone logged in.
 */
export async function homeworkClassFixture(t: TestApp) {
  const teacher = await loggedInPerson(t, [6]);
  const tutor = await loggedInPerson(t, [7]);
  const { sku, spu } = await skuFactory(t.ctx.db);
  const { offering, chapters } = await offeringFactory(t.ctx.db, {
    skuId: sku.id,
    spuId: spu.id,
    teacherId: teacher.user.id,
    tutorId: tutor.user.id,
    now: t.clock.now(),
  });
  const student = await loggedInPerson(t);
  const classmate = await loggedInPerson(t);
  await t.ctx.db.insert(enrolments).values([
    { userId: student.user.id, offeringId: offering.id },
    { userId: classmate.user.id, offeringId: offering.id },
  ]);
  const chapter = chapters[1]!;
  const hw = await homeworkQuizFactory(t.ctx.db, chapter.id);
  return { teacher, tutor, student, classmate, offering, chapters, chapter, hw };
}
