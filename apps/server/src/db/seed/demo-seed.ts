import { eq } from 'drizzle-orm';
import { ADMIN_ROLE_ID, PARENT_ROLE_ID, STUDENT_ROLE_ID, TEACHER_ROLE_ID } from '@salt/domain';
import type { Database } from '../client';
import { parentStudents, socialBindings, userRoles, users } from '../schema';
import { LocalWechatProvider } from '../../platform/wechat/local-wechat-provider';
import { hashPassword } from '../../platform/auth/password';
import { seedShopDemo } from './shop-demo-seed';
import { seedRefundDemo } from './refund-demo-seed';
import { seedOrderDemo } from './order-demo-seed';
import { seedGuardianDemo } from './guardian-demo-seed';
import { seedDemoClassmates } from './class-demo-classmates';
import { seedLearningDemo } from './learning-demo-seed';
import { seedHomeworkDemo } from './homework-demo-seed';
import { seedExamBank } from './exam-bank-seed';
import { seedExamDemo } from './exam-demo-seed';
import { seedContentDemo } from './content-demo-seed';
import { seedClassChangeDemo } from './class-change-demo-seed';
import { seedPointsDemo } from './points-demo-seed';
import { seedReferralDemo } from './referral-demo-seed';
import { seedClassMarkDemo } from './class-mark-demo-seed';
import { seedQuestionnaireDemo } from './questionnaire-demo-seed';
import { seedExamUploadDemo } from './exam-upload-demo-seed';
import { seedParentDemo } from './parent-demo-seed';
import { seedTutorWorkbenchDemo } from './tutor-workbench-demo-seed';

/** The local WeChat user name bound to the demo parent: type it on the development WeChat consent page. */
export const DEMO_PARENT_WECHAT = 'parent';

export interface DemoAccount {
  username: string;
  phone: string;
  password: string;
  realname: string;
  roles: number[];
  label: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'student',
    phone: '13800000001',
    password: 'Student123',
    realname: '王小明',
    roles: [STUDENT_ROLE_ID],
    label: '学生',
  },
  {
    username: 'teacher',
    phone: '13800000002',
    password: 'Teacher123',
    realname: '李明华',
    roles: [TEACHER_ROLE_ID],
    label: '讲师 (role 6)',
  },
  {
    username: 'tutor',
    phone: '13800000003',
    password: 'Tutor1234',
    realname: '张晓雪',
    roles: [7],
    label: '辅导老师 (role 7)',
  },
  {
    username: 'parent',
    phone: '13800000004',
    password: 'Parent123',
    realname: '王建国',
    roles: [PARENT_ROLE_ID],
    label: '家长 (绑定 student)',
  },
  {
    username: 'admin',
    phone: '13800000005',
    password: 'Admin1234',
    realname: '周教务',
    // Staff admin (role 1) also holds role 6, the console's gate (roles.ts).
    roles: [ADMIN_ROLE_ID, TEACHER_ROLE_ID],
    label: '教务管理员 (role 1+6)',
  },
];

/**
 * Demo users, then the shop, orders, classes and homework laid out around `now`, then the exam question bank and
 * its papers and the exams on them; idempotent (an existing username is left untouched, including a changed password).
 */
/** Whether the demo was seeded before (its pupil exists): a restart then only tops it up. */
export async function demoSeeded(db: Database): Promise<boolean> {
  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'student')).limit(1);
  return Boolean(student);
}

export async function seedDemo(db: Database, now: Date = new Date()): Promise<void> {
  const ids: Record<string, number> = {};
  for (const account of DEMO_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, account.username));
    if (existing) {
      ids[account.username] = existing.id;
      continue;
    }
    const [created] = await db
      .insert(users)
      .values({
        username: account.username,
        phone: account.phone,
        passwordHash: await hashPassword(account.password),
        realname: account.realname,
        grade: account.username === 'student' ? '8' : null,
        deptValue: '1',
        school: account.username === 'student' ? '北京市第一中学' : null,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) continue;
    ids[account.username] = created.id;
    await db
      .insert(userRoles)
      .values(account.roles.map((roleId) => ({ userId: created.id, roleId })))
      .onConflictDoNothing();
  }
  if (ids.parent && ids.student) {
    await db.insert(parentStudents).values({ parentId: ids.parent, studentId: ids.student }).onConflictDoNothing();
  }
  if (ids.parent) {
    // 微信登录 in the demo (WECHAT_PROVIDER=local): the WeChat user named DEMO_PARENT_WECHAT is the parent's WeChat.
    const wechat = await new LocalWechatProvider().exchangeCode(`local:${DEMO_PARENT_WECHAT}`);
    await db
      .insert(socialBindings)
      .values({ userId: ids.parent, provider: 'wx', openId: wechat!.openId })
      .onConflictDoNothing();
  }
  await seedShopDemo(db, now);
  await seedOrderDemo(db, now);
  await seedGuardianDemo(db, now);
  await seedDemoClassmates(db, now);
  await seedLearningDemo(db, now);
  await seedRefundDemo(db, now);
  await seedClassChangeDemo(db, now);
  await seedHomeworkDemo(db, now);
  await seedExamBank(db);
  await seedExamDemo(db, now);
  await seedContentDemo(db, now);
  await seedPointsDemo(db, now);
  await seedReferralDemo(db, now);
  await seedClassMarkDemo(db, now);
  await seedQuestionnaireDemo(db, now);
  await seedExamUploadDemo(db, now);
  await seedParentDemo(db, now);
  await seedTutorWorkbenchDemo(db, now);
}
