import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { ADMIN_ROLE_ID, CHINA_OFFSET_MS, PARENT_ROLE_ID, WEB_CLIENT_ID, previousChinaMonth } from '@salt/domain';
import {
  chapters,
  couponTemplates,
  dictionaryItems,
  enrolments as enrolmentTable,
  learningReports,
  notices,
  offerings,
  redeemBatches,
  redeemCodes,
  refundRequests,
  guardianRequests,
  parentStudents,
  userAddresses,
  users as userTable,
} from '../db/schema';
import { startSession } from '../modules/auth';
import type { TestApp } from './test-app';
import { sessionFor, userFactory, type UserFixture } from './factories';
import { enrol, liveClassFactory, twoClassCourseFactory } from './live-factories';
import { offeringFactory } from './learning-factories';
import { homeworkQuizFactory } from './homework-factories';
import { examPermissionFixture } from './exam-permission-fixture';
import { examFactory } from './exam-factories';
import { addressFactory, skuFactory } from './shop-factories';
import { teacherFactory } from './catalogue-factories';
import { api } from './requests';
import { payOnDevPage, placeOrder } from './shop-requests';
import { qbFactory } from './qb-factories';
import { contentPermissionRows } from './content-factories';
import { classChangePermissionFixture } from './class-change-permission-fixture';
import { pointsPermissionFixture } from './points-permission-fixture';
import { referralPermissionFixture } from './referral-permission-fixture';
import { makeReports } from '../modules/learning-report';
import { questionnairePermissionFixture } from './questionnaire-permission-fixture';
import { examUploadPermissionFixture } from './exam-upload-permission-fixture';

/** Who asks, in the permission matrix: nobody, the pupil who owns the data, and everyone around them. */
export const WHO = [
  'visitor',
  'pupil',
  'otherPupil',
  'parent',
  'tutor',
  'otherTutor',
  'teacher',
  'otherTeacher',
  'admin',
] as const;
export type Who = (typeof WHO)[number];

let phoneSeq = 0;
/** Mobile numbers no factory hands out (factories use 139…). */
export const freshMobile = () =>
  `137${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;

/**
 * The matrix's world: the pupil is enrolled in a class (a teacher, a tutor, a finished session with a recording and
 * homework, a live one, an upcoming one), the parent is bound to the pupil, the other pupil, tutor and teacher
 * belong to another class, the admin holds role 1 only. The pupil owns orders, addresses, a cart line, a group buy
 * and an answer record.
 */
export async function permissionFixture(t: TestApp) {
  const db = t.ctx.db;
  const cls = await liveClassFactory(db);
  const other = await liveClassFactory(db);
  // Sessions already held, of a class the fixture's teacher and tutor take (recordings are of held sessions).
  const heldClass = await liveClassFactory(db, { offsetsMin: [-3 * 1440, -2 * 1440, -1440] });
  await db
    .update(offerings)
    .set({ teacherId: cls.teacher.id, tutorId: cls.tutor.id })
    .where(eq(offerings.id, heldClass.offering.id));
  const pupil = await userFactory(db, { realname: '王小明' });
  const otherPupil = await userFactory(db);
  const parent = await userFactory(db, { roles: [PARENT_ROLE_ID] });
  const admin = await userFactory(db, { roles: [ADMIN_ROLE_ID] });
  await enrol(db, pupil.id, cls.offering.id);
  await enrol(db, otherPupil.id, other.offering.id);
  await db.insert(parentStudents).values({ parentId: parent.id, studentId: pupil.id });
  const users: Record<Exclude<Who, 'visitor'>, UserFixture> = {
    pupil,
    otherPupil,
    parent,
    tutor: cls.tutor,
    otherTutor: other.tutor,
    teacher: cls.teacher,
    otherTeacher: other.teacher,
    admin,
  };
  const headers = { visitor: {} } as Record<Who, Record<string, string>>;
  for (const [who, u] of Object.entries(users)) headers[who as Who] = await sessionFor(t.ctx, u);

  const [finished, live] = cls.chapters as [(typeof cls.chapters)[0], (typeof cls.chapters)[0]];
  const playbackKey = `playback/${finished.id}/index.m3u8`;
  await db.update(chapters).set({ playbackKey, playbackDurationSec: 30 }).where(eq(chapters.id, finished.id));
  await t.ctx.privateStorage.put(
    playbackKey,
    Buffer.from('#EXTM3U\n#EXT-X-ENDLIST\n'),
    'application/vnd.apple.mpegurl',
  );
  // A private answer photo of the pupil (GET /api/file/private/*).
  await t.ctx.privateStorage.put(`images/${pupil.id}/matrix.jpg`, Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
  const room = cls.offering.liveRoom;
  await fs.mkdir(path.join(t.ctx.config.dataDir, 'live', room), { recursive: true });
  await fs.writeFile(path.join(t.ctx.config.dataDir, 'live', room, 'index.m3u8'), '#EXTM3U\n');

  await homeworkQuizFactory(db, finished.id);
  const opened = await t.app.inject({
    method: 'GET',
    url: api(`/quiz/homework/byChapter?chapterId=${finished.id}`),
    headers: headers.pupil,
  });
  const homework = opened.json().data;
  const quizAnswerId: number = homework.quizAnswer.quizAnswerId;
  const exam = await examPermissionFixture(db, t.app, cls.offering.id, { id: pupil.id, headers: headers.pupil });

  // Shop: a course to buy, a group-buy course, a class that posts a kit (taught by the class's teacher).
  const course = await skuFactory(db, { stock: 100 });
  const publicTeacher = await teacherFactory(db);
  const groupCourse = await skuFactory(db, {
    isGroup: true,
    groupMemberNum: 3,
    groupPriceFen: 9900,
    groupHoursValid: 24,
    stock: 100,
  });
  const kitClass = await skuFactory(db, { needLogistics: true, stock: 100 });
  await offeringFactory(db, {
    skuId: kitClass.sku.id,
    spuId: kitClass.spu.id,
    teacherId: cls.teacher.id,
    tutorId: cls.tutor.id,
  });
  const address = await addressFactory(db, pupil.id);
  const order = async (skuId: number, o: { pay?: boolean; group?: boolean } = {}) => {
    const placed = await placeOrder(t.app, headers.pupil, {
      items: [{ skuId }],
      addressId: address.id,
      ...(o.group ? { startGroup: true } : {}),
    });
    if (placed.statusCode !== 200) throw new Error(`order ${placed.statusCode} ${placed.msg}`);
    if (o.pay) await payOnDevPage(t.app, headers.pupil, placed.order.id);
    return placed.order.id;
  };
  const kits = [];
  for (let i = 0; i < 3; i++) kits.push(await skuFactory(db, { needLogistics: true }));
  const toPay = await order(kits[0]!.sku.id);
  const toCancel = await order(kits[1]!.sku.id);
  const toConfirm = await order(kits[2]!.sku.id, { pay: true });
  const ship = (orderId: number, h = headers.admin) =>
    t.app.inject({
      method: 'POST',
      url: api('/shop/admin/order/ship'),
      headers: h,
      payload: { orderId, expressCompany: '顺丰', trackingNo: `SF${orderId}0000` },
    });
  if ((await ship(toConfirm)).statusCode !== 200) throw new Error('ship failed');
  const groupOrder = await order(groupCourse.sku.id, { pay: true, group: true });
  const groupView = await t.app.inject({
    method: 'GET',
    url: api(`/shop/order/${groupOrder}`),
    headers: headers.pupil,
  });
  const groupId: number = groupView.json().data.orderGroupVO.id;

  /** A fresh paid order of the kit class (its own buyer), to be shipped. */
  const paidKitOrder = async () => {
    const buyer = await userFactory(db);
    const h = await sessionFor(t.ctx, buyer);
    const a = await addressFactory(db, buyer.id);
    const placed = await placeOrder(t.app, h, { items: [{ skuId: kitClass.sku.id }], addressId: a.id });
    await payOnDevPage(t.app, h, placed.order.id);
    return placed.order.id;
  };

  /** 退费: a fresh paid class of the pupil with a pending refund request (optionally pushed to another status). */
  const refundRequest = async (status: 'pending' | 'failed' = 'pending') => {
    const c = await skuFactory(db, { stock: 10 });
    await offeringFactory(db, { skuId: c.sku.id, spuId: c.spu.id, offsetsMin: [7 * 24 * 60] });
    const placed = await placeOrder(t.app, headers.pupil, { items: [{ skuId: c.sku.id }] });
    await payOnDevPage(t.app, headers.pupil, placed.order.id);
    const res = await t.app.inject({
      method: 'POST',
      url: api('/shop/refund/apply'),
      headers: headers.pupil,
      payload: { orderItemId: placed.order.items[0]!.id, reasonCode: 'other' },
    });
    if (res.statusCode !== 200) throw new Error(`refund apply ${res.statusCode} ${res.body}`);
    const id: number = res.json().data.id;
    // The pupil has a bound parent: the request waits for the guardian's consent; here the parent has agreed.
    await db.update(refundRequests).set({ status, awaitingGuardian: false }).where(eq(refundRequests.id, id));
    return { id, orderItemId: placed.order.items[0]!.id };
  };
  const cancelRefund = async (id: number) => {
    await db.update(refundRequests).set({ status: 'cancelled' }).where(eq(refundRequests.id, id));
  };

  const [claimable] = await db
    .insert(couponTemplates)
    .values({
      name: '矩阵券',
      amountFen: 1000,
      thresholdFen: 0,
      totalQuantity: 1000,
      perUserLimit: 100,
      validFrom: new Date(Date.now() - 86_400_000),
      validTo: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await db.insert(couponTemplates).values({
    name: '兑换券',
    amountFen: 1000,
    thresholdFen: 0,
    totalQuantity: 1000,
    perUserLimit: 100,
    claimable: false,
    redeemCode: 'MATRIX2026',
    validFrom: new Date(Date.now() - 86_400_000),
    validTo: new Date(Date.now() + 86_400_000),
  });
  // 营销: a template of its own for each console write (an edit at version 1), and a batch of codes to export.
  const spareCoupon = async () => {
    const [row] = await db
      .insert(couponTemplates)
      .values({
        name: '矩阵营销券',
        amountFen: 500,
        totalQuantity: 100,
        claimable: false,
        validFrom: new Date(Date.now() - 86_400_000),
        validTo: new Date(Date.now() + 86_400_000),
      })
      .returning();
    return row!;
  };
  const batchTemplate = await spareCoupon();
  const [redeemBatch] = await db
    .insert(redeemBatches)
    .values({ templateId: batchTemplate.id, count: 1, createdBy: admin.id })
    .returning();
  await db.insert(redeemCodes).values({ code: 'MATRIXBATCH2', batchId: redeemBatch!.id, templateId: batchTemplate.id });
  // Question bank: the pupil has the single choice in the notebook (a wrong check).
  const qb = await qbFactory(db);
  await t.app.inject({
    method: 'POST',
    url: api(`/qb/question/${qb.single.id}/check`),
    headers: headers.pupil,
    payload: { answer: String(qb.single.wrong) },
  });
  const [notice] = await db
    .insert(notices)
    .values({ title: '开课通知', content: '欢迎', userId: pupil.id })
    .returning();
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = address;
  const [spare] = await db
    .insert(userAddresses)
    .values({ ...fields, isDefault: false })
    .returning();
  const addresses = { toUpdate: address.id, toDelete: spare!.id };
  const cart = await t.app.inject({
    method: 'PUT',
    url: api('/shop/cart/addCart'),
    headers: headers.pupil,
    payload: { skuId: course.sku.id },
  });
  const cartItemId: number = cart.json().data.id;

  /** A user with an SMS code of `type` waiting on their phone (for register, reset and SMS login). */
  const smsCode = async (type: 'register' | 'reset' | 'login') => {
    const mobile = type === 'register' ? freshMobile() : (await userFactory(db)).phone;
    await t.app.inject({ method: 'POST', url: api(`/admin/mobile/${mobile}?type=${type}`) });
    return { mobile, code: t.sms.lastCodeFor(mobile) };
  };
  /** A login session of its own (logout ends it, not the matrix's). */
  const ownSession = async (who: Who) =>
    who === 'visitor'
      ? {}
      : { authorization: `Bearer ${(await startSession(t.ctx, users[who].id, WEB_CLIENT_ID)).access_token}` };
  const wechatBound = async () => {
    const u = await userFactory(db);
    const name = `m${u.id}`;
    await t.app.inject({
      method: 'POST',
      url: api('/admin/social/bind'),
      headers: await sessionFor(t.ctx, u),
      payload: { code: `local:${name}` },
    });
    return `local:${name}`;
  };

  // 课次 in the console: a class of three sessions to come, at 10:00 China time (a session an hour long never
  // crosses midnight, whatever time the tests run).
  const scheduleClass = await liveClassFactory(db, {
    now: chinaTenOClockToday(),
    offsetsMin: [2 * 1440, 4 * 1440, 6 * 1440],
  });

  // 学员 in the console: a course of two classes; each call of `spareEnrolment` puts a new pupil in the first.
  const enrolCourse = await twoClassCourseFactory(db, { seats: 100 });
  const spareEnrolment = async () => {
    const u = await userFactory(db);
    const [row] = await db
      .insert(enrolmentTable)
      .values({ userId: u.id, offeringId: enrolCourse.a.offering.id })
      .returning({ id: enrolmentTable.id });
    return row!.id;
  };

  // 考试 in the console: an exam of the class nobody has sat, opening in an hour, to reschedule.
  const spareExam = async () =>
    (
      await examFactory(db, {
        paperId: exam.paper.paperId,
        offeringId: cls.offering.id,
        opensAt: new Date(Date.now() + 3600_000),
        closesAt: new Date(Date.now() + 25 * 3600_000),
      })
    ).id;

  // 通知 in the console: a notice to the class for each edit or withdrawal (each bumps the notice's version).
  const spareNotice = async () => {
    const [row] = await db
      .insert(notices)
      .values({ title: '矩阵通知', content: '矩阵', offeringId: cls.offering.id, userId: null })
      .returning({ id: notices.id });
    return row!.id;
  };

  // 内容: rows for each console write (an edit bumps a version, so every write has a row of its own).
  const content = await contentPermissionRows(db);

  // 字典: an entry to rename (the seed's first grade).
  const [dictItem] = await db.select().from(dictionaryItems).where(eq(dictionaryItems.type, 'grade')).limit(1);

  // 调班: lines of the pupil's in courses the class's teacher and tutor take, a request to cancel, spare requests.
  const classChange = await classChangePermissionFixture(t, {
    pupil,
    pupilHeaders: headers.pupil,
    teacherId: cls.teacher.id,
    tutorId: cls.tutor.id,
  });

  // 盐值商城: goods to exchange, the pupil's exchanges.
  const points = await pointsPermissionFixture(t, pupil.id);
  // 推荐有礼: the pupil's code, fresh rewards to receive and withdrawals to review.
  const referral = await referralPermissionFixture(t, pupil.id);
  // 学习报告: last month's report of the pupil in the class (made by the sweep's own code).
  const reportMonth = previousChinaMonth(new Date());
  await makeReports(t.ctx, { offeringId: cls.offering.id, kind: 'monthly', month: reportMonth }, null);
  const [reportRow] = await db
    .select({ id: learningReports.id })
    .from(learningReports)
    .where(eq(learningReports.userId, pupil.id));
  const report = { id: reportRow!.id, offeringId: cls.offering.id, month: reportMonth };
  // 问卷调查: an open questionnaire the pupil answered, fresh drafts and published ones for the console's writes.
  const questionnaire = await questionnairePermissionFixture(t, pupil.id);
  // 试卷上传: fresh uploads of the pupil's to read, edit, revoke and review.
  const examUpload = examUploadPermissionFixture(t, pupil.id);

  /** Accounts of their own for the console's user writes (a lock or reset must not end the matrix's sessions). */
  const spareUser = async (o: { roles?: number[]; locked?: boolean } = {}) => {
    const u = await userFactory(db, o.roles ? { roles: o.roles } : {});
    if (o.locked) await db.update(userTable).set({ adminLockedAt: new Date() }).where(eq(userTable.id, u.id));
    return u;
  };
  /** 家长审批: a fresh pending 请家长付款 of the pupil for the bound parent to decide (its order is not read). */
  let guardianTarget = 900_000;
  const guardianRequest = async () => {
    const [row] = await db
      .insert(guardianRequests)
      .values({ kind: 'purchase', studentId: pupil.id, targetId: ++guardianTarget })
      .returning({ id: guardianRequests.id });
    return row!.id;
  };
  const spareFamily = async (bound: boolean) => {
    const parentOf = await userFactory(db, { roles: [PARENT_ROLE_ID] });
    const child = await userFactory(db);
    if (bound) await db.insert(parentStudents).values({ parentId: parentOf.id, studentId: child.id });
    return { parentId: parentOf.id, studentId: child.id };
  };

  return {
    users,
    headers,
    scheduleClass,
    enrolCourse,
    spareEnrolment,
    spareExam,
    spareNotice,
    dictItemId: dictItem!.id,
    content,
    spareUser,
    spareFamily,
    guardianRequest,
    classChange,
    points,
    referral,
    report,
    questionnaire,
    examUpload,
    cls,
    heldClass,
    finished,
    live,
    room,
    quizAnswerId,
    homework,
    exam,
    course,
    publicTeacher,
    groupCourse,
    groupId,
    orders: { toPay, toCancel, toConfirm },
    paidKitOrder,
    refundRequest,
    cancelRefund,
    claimableTemplateId: claimable!.id,
    spareCoupon,
    redeemBatchId: redeemBatch!.id,
    noticeId: notice!.id,
    addresses,
    cartItemId,
    smsCode,
    ownSession,
    wechatBound,
    qb,
  };
}

export type PermissionFixture = Awaited<ReturnType<typeof permissionFixture>>;

/** Today's 10:00 in China (UTC+8). */
export function chinaTenOClockToday(): Date {
  const DAY = 86_400_000;
  const chinaMidnight = Math.floor((Date.now() + CHINA_OFFSET_MS) / DAY) * DAY - CHINA_OFFSET_MS;
  return new Date(chinaMidnight + 10 * 3_600_000);
}
