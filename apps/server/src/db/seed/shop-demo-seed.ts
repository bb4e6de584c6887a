import { eq, inArray } from 'drizzle-orm';
import { TEACHER_ROLE_ID } from '@salt/domain';
import type { Database } from '../client';
import { skus, teacherProfiles, users } from '../schema';
import { createSpu, type NewPeriod, type NewSku } from '../../modules/shop-catalogue/catalogue.service';
import { createUser } from '../../modules/account/user.service';
import { AppError } from '../../platform/errors';
import { avatarSvgDataUrl } from '../../modules/shop-catalogue/cover-art';
import { DEMO_GOODS, DEMO_TEACHERS, DEMO_TUTOR_PROFILE, type DemoGoods } from './shop-demo-data';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' in Asia/Shanghai, `days` after `from`. */
function chinaDate(from: Date, days: number): string {
  return new Date(from.getTime() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
}

function periodsFor(g: DemoGoods, now: Date): NewPeriod[] {
  return g.periods.map((p) => ({
    startDate: chinaDate(now, p.startInDays),
    endDate: chinaDate(now, p.startInDays + p.spanDays),
    startTime: p.startTime,
    endTime: p.endTime,
    lessonCount: p.lessonCount,
  }));
}

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

/**
 * Demo course shop: teachers, the tutor's profile and goods across subjects, grades and terms, with a free
 * trial class, a group-buy class (3 people), a materials class, a nearly full class and an off-sale goods.
 * Idempotent: goods whose first sku code exists are skipped; class periods are placed in the coming weeks
 * of the day the seed first runs.
 */
export async function seedShopDemo(db: Database, now: Date = new Date()): Promise<void> {
  const staff = await seedTeachers(db);
  const codes = DEMO_GOODS.map((g) => g.skus[0]!.skuCode);
  const existing = new Set(
    (await db.select({ code: skus.skuCode }).from(skus).where(inArray(skus.skuCode, codes))).map((r) => r.code),
  );
  for (const [i, g] of DEMO_GOODS.entries()) {
    if (existing.has(g.skus[0]!.skuCode)) continue;
    const teacherIds = g.teachers.map((u) => staff.get(u)).filter((id): id is number => id !== undefined);
    const tutorIds = g.tutors.map((u) => staff.get(u)).filter((id): id is number => id !== undefined);
    const skuInputs: NewSku[] = g.skus.map((s, j) => ({ ...s, sort: j }));
    await createSpu(db, {
      title: g.title,
      subtitle: g.subtitle,
      subject: g.subject,
      grade: g.grade,
      term: g.term,
      deptValue: g.deptValue ?? null,
      // No stored cover: cards point at the generated SVG cover route.
      coverUrl: null,
      detailHtml: g.detailHtml,
      tags: g.tags,
      onSale: g.onSale ?? true,
      recommended: g.recommended ?? false,
      sort: i,
      teacherIds,
      tutorIds,
      periods: periodsFor(g, now),
      skus: skuInputs,
    });
  }
}
