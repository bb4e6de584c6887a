import { eq, inArray } from 'drizzle-orm';
import { chinaDateOf, scheduleLabel, termOf, TEACHER_ROLE_ID, type ClassSchedule, type SchoolTerm } from '@salt/domain';
import type { Database } from '../client';
import { skus, teacherProfiles, users } from '../schema';
import { createSpu, type NewSku } from '../../modules/shop-catalogue';
import { classScheduleMismatches } from '../../modules/learning';
import { createUser } from '../../modules/account';
import { AppError } from '../../platform/errors';
import { avatarSvgDataUrl } from '../../modules/shop-catalogue';
import { DEMO_TEACHERS, DEMO_TUTOR_PROFILE } from './shop-demo-data';
import { DEMO_GOODS, type DemoGoods } from './shop-demo-goods';
import { planSchedule, planTerm } from './demo-class-plans';

async function userIdByUsername(db: Database, username: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return row?.id ?? null;
}

/** Teacher users (role 6) and public profiles; existing usernames and profiles are left as they are. */
async function seedTeachers(db: Database): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const t of DEMO_TEACHERS) {
    let id = await userIdByUsername(db, t.username);
    if (id === null && t.create) {
      try {
        const created = await createUser(db, {
          username: t.username,
          phone: t.create.phone,
          password: t.create.password,
          realname: t.realname,
          roles: [TEACHER_ROLE_ID],
        });
        id = created.id;
      } catch (err) {
        // Someone registered the demo phone number for real: leave that teacher out rather than fail start-up.
        if (err instanceof AppError && err.statusCode === 409) continue;
        throw err;
      }
    }
    if (id === null) continue;
    ids.set(t.username, id);
    await db
      .insert(teacherProfiles)
      .values({
        userId: id,
        kind: 'teacher',
        title: t.title,
        intro: t.intro,
        avatar: avatarSvgDataUrl(t.subject, t.realname),
        subject: t.subject,
        qualificationNo: t.qualificationNo,
        honors: t.honors,
        teachingYears: t.teachingYears,
        sort: t.sort,
        visible: true,
      })
      .onConflictDoNothing();
  }
  const tutorId = await userIdByUsername(db, DEMO_TUTOR_PROFILE.username);
  if (tutorId !== null) {
    ids.set(DEMO_TUTOR_PROFILE.username, tutorId);
    await db
      .insert(teacherProfiles)
      .values({
        userId: tutorId,
        kind: 'tutor',
        title: DEMO_TUTOR_PROFILE.title,
        intro: DEMO_TUTOR_PROFILE.intro,
        avatar: avatarSvgDataUrl(DEMO_TUTOR_PROFILE.subject, DEMO_TUTOR_PROFILE.realname),
        subject: DEMO_TUTOR_PROFILE.subject,
        qualificationNo: DEMO_TUTOR_PROFILE.qualificationNo,
        honors: DEMO_TUTOR_PROFILE.honors,
        teachingYears: DEMO_TUTOR_PROFILE.teachingYears,
        sort: 0,
        visible: true,
      })
      .onConflictDoNothing();
  }
  return ids;
}

/** The topics of a class's sessions: the syllabus, then review sessions if the class runs longer. */
function topicsFor(topics: string[], lessonCount: number): string[] {
  const out = topics.slice(0, lessonCount);
  for (let k = 1; out.length < lessonCount; k += 1) out.push(`综合复习（${k}）`);
  return out;
}

const monthDay = (date: string) => `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
const minutes = (s: ClassSchedule) =>
  Number(s.endTime.slice(0, 2)) * 60 +
  Number(s.endTime.slice(3)) -
  Number(s.startTime.slice(0, 2)) * 60 -
  Number(s.startTime.slice(3));

/** The goods page's text; 课程安排 is written from the classes' schedules, never beside them. */
function detailHtml(g: DemoGoods, classes: { name: string; schedule: ClassSchedule }[], topics: string[]): string {
  const plan = classes.map(
    ({ name, schedule: s }) =>
      `<li>${name}：${monthDay(s.firstDate)}开课，${s.startTime}-${s.endTime}，共${s.lessonCount}讲，每讲${minutes(s)}分钟</li>`,
  );
  return (
    `<h3>课程亮点</h3><ul>${g.highlights.map((h) => `<li>${h}</li>`).join('')}</ul>` +
    `<h3>适合学员</h3><p>${g.audience}</p>` +
    (plan.length > 0 ? `<h3>课程安排</h3><ul>${plan.join('')}</ul>` : '') +
    (g.note ? `<p>${g.note}</p>` : '') +
    (topics.length > 0 ? `<h3>课程大纲</h3><ol>${topics.map((t) => `<li>${t}</li>`).join('')}</ol>` : '') +
    (plan.length > 0 ? `<p style="color:#999999">直播课支持回放；购课后可在学习中心查看每一讲的时间。</p>` : '')
  );
}

/** The term the goods' classes belong to (the first class's), or this term for materials. */
function goodsTerm(g: DemoGoods, now: Date): SchoolTerm {
  const plan = g.skus.find((s) => s.plan)?.plan;
  return plan ? planTerm(plan, now) : termOf(chinaDateOf(now));
}

/**
 * Demo course shop: teachers, the tutor's profile and goods across subjects, grades and terms (shop-demo-goods),
 * with a free trial class, group-buy classes (3 people), classes with posted materials, materials alone, a nearly
 * full class and an off-sale goods. Every class is opened through the class-schedule service, so its sessions
 * and the period the shop shows agree by construction; what this run created is checked all the same, and a
 * disagreement stops start-up. Idempotent: goods whose first sku code exists are left alone. Dates are laid out
 * around `now` (terms from school-terms); answers the sku codes created.
 */
export async function seedShopDemo(db: Database, now: Date = new Date()): Promise<string[]> {
  const staff = await seedTeachers(db);
  const codes = DEMO_GOODS.map((g) => g.skus[0]!.skuCode);
  const existing = new Set(
    (await db.select({ code: skus.skuCode }).from(skus).where(inArray(skus.skuCode, codes))).map((r) => r.code),
  );
  const created: string[] = [];
  for (const [i, g] of DEMO_GOODS.entries()) {
    if (existing.has(g.skus[0]!.skuCode)) continue;
    const kind = goodsTerm(g, now).kind;
    const title = typeof g.title === 'function' ? g.title(kind) : g.title.replace('{term}', kind);
    const topics = typeof g.topics === 'function' ? g.topics(kind) : g.topics;
    const teacherIds = g.teachers.map((u) => staff.get(u)).filter((id): id is number => id !== undefined);
    const tutorIds = g.tutors.map((u) => staff.get(u)).filter((id): id is number => id !== undefined);
    const classes: { name: string; schedule: ClassSchedule }[] = [];
    const skuInputs: NewSku[] = g.skus.map(({ plan, topics: own, name, ...fields }, sort) => {
      if (!plan) return { ...fields, name, sort };
      const schedule = planSchedule(plan, now);
      const label = name.replace('{when}', scheduleLabel(schedule));
      classes.push({ name: label, schedule });
      return {
        ...fields,
        name: label,
        sort,
        class: { schedule, topics: topicsFor(own ?? topics, schedule.lessonCount) },
      };
    });
    await createSpu(db, {
      title,
      subtitle: g.subtitle,
      subject: g.subject,
      grade: g.grade,
      term: kind,
      deptValue: g.deptValue ?? null,
      // No stored cover: cards point at the generated SVG cover route.
      coverUrl: null,
      detailHtml: detailHtml(g, classes, topics),
      tags: g.tags,
      onSale: g.onSale ?? true,
      recommended: g.recommended ?? false,
      sort: i,
      teacherIds,
      tutorIds,
      skus: skuInputs,
    });
    created.push(...skuInputs.map((s) => s.skuCode));
  }
  // The class sold is the class delivered: a seed bug that breaks it must not reach anyone's screen.
  const problems = created.length > 0 ? await classScheduleMismatches(db, created) : [];
  if (problems.length > 0) throw new Error(`demo classes disagree with what the shop shows:\n${problems.join('\n')}`);
  return created;
}
