import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, PARENT_ROLE_ID, LEARNING_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { skuFactory } from '../../test/shop-factories';
import { offeringFactory } from '../../test/learning-factories';
import { api, bearer, passwordLogin, errorBodyOf } from '../../test/requests';
import { enrolments, parentStudents, users } from '../../db/schema';
import { eq } from 'drizzle-orm';

/** A parent reads their bound child's classes (parent_student); another parent and a stranger cannot. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function person(roles?: number[]) {
  const user = await userFactory(t.ctx.db, roles ? { roles } : {});
  return { user, headers: bearer((await passwordLogin(t.app, user.username, user.password)).access_token) };
}
const get = (h: Headers, url: string) => t.app.inject({ method: 'GET', url: api(url), headers: h });

async function family() {
  const tutor = await person([7]);
  const { sku, spu } = await skuFactory(t.ctx.db);
  const { offering } = await offeringFactory(t.ctx.db, {
    skuId: sku.id,
    spuId: spu.id,
    tutorId: tutor.user.id,
    now: t.clock.now(),
  });
  const child = await person();
  await t.ctx.db.update(users).set({ grade: '8' }).where(eq(users.id, child.user.id));
  await t.ctx.db.insert(enrolments).values({ userId: child.user.id, offeringId: offering.id });
  const parent = await person([PARENT_ROLE_ID]);
  await t.ctx.db.insert(parentStudents).values({ parentId: parent.user.id, studentId: child.user.id });
  return { tutor, child, parent, offering };
}

describe("a parent reads the bound child's classes", () => {
  it('the bound parent lists the child and reads their classes with progress, as the child sees them', async () => {
    const { child, parent, offering } = await family();
    const children = (await get(parent.headers, API_PATHS.learnChildren)).json().data;
    expect(children).toEqual([{ id: child.user.id, name: expect.any(String), avatar: expect.any(String), grade: '8' }]);
    // The parent's own classes: none.
    expect((await get(parent.headers, API_PATHS.learnMyClasses)).json().data).toEqual([]);
    const res = await get(parent.headers, `${API_PATHS.learnMyClasses}?studentId=${child.user.id}`);
    expect(res.statusCode).toBe(200);
    const own = (await get(child.headers, API_PATHS.learnMyClasses)).json().data;
    expect(res.json().data).toEqual(own);
    expect(res.json().data).toEqual([
      expect.objectContaining({ offeringId: offering.id, role: 'student', total: 3, finished: 1 }),
    ]);
  });

  it('another parent and a stranger are refused; a child reading their own id is fine', async () => {
    const { child, tutor } = await family();
    const otherParent = await person([PARENT_ROLE_ID]);
    const stranger = await person();
    for (const who of [otherParent, stranger, tutor]) {
      const res = await get(who.headers, `${API_PATHS.learnMyClasses}?studentId=${child.user.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorBodyOf(LEARNING_ERRORS.notYourChild));
    }
    // An id that is nobody's answers the same, so ids cannot be probed.
    expect((await get(otherParent.headers, `${API_PATHS.learnMyClasses}?studentId=99999999`)).statusCode).toBe(403);
    expect((await get(otherParent.headers, API_PATHS.learnChildren)).json().data).toEqual([]);
    expect((await get(child.headers, `${API_PATHS.learnMyClasses}?studentId=${child.user.id}`)).statusCode).toBe(200);
    expect((await get({}, `${API_PATHS.learnMyClasses}?studentId=${child.user.id}`)).statusCode).toBe(401);
    expect((await get(child.headers, `${API_PATHS.learnMyClasses}?studentId=abc`)).statusCode).toBe(400);
  });
});
