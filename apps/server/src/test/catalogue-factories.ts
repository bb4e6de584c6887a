import { TEACHER_ROLE_ID } from '@salt/domain';
import type { Database } from '../db/client';
import { teacherProfiles } from '../db/schema';
import { createSpu, type NewSku, type NewSpu } from '../modules/shop-catalogue';
import { userFactory } from './factories';

let seq = 0;
const next = () => `${process.pid % 10000}${(++seq).toString(36)}`;

/** Goods with one class (sku) unless skus are given; sku codes are unique per call. */
export async function spuFactory(
  db: Database,
  overrides: Partial<Omit<NewSpu, 'skus'>> & { skus?: Partial<NewSku>[] } = {},
): Promise<{ spuId: number; skuIds: number[]; skuCodes: string[] }> {
  const n = next();
  const skuInputs = (overrides.skus ?? [{}]).map((s, i) => ({
    skuCode: `C${n}-${i}`,
    name: `班级${i + 1}`,
    priceFen: 9900,
    stock: 20,
    ...s,
  }));
  const { skus: _ignored, ...spu } = overrides;
  const created = await createSpu(db, {
    title: `测试课程${n}`,
    subject: '2',
    grade: '7',
    term: '秋季',
    ...spu,
    skus: skuInputs,
  });
  return { ...created, skuCodes: skuInputs.map((s) => s.skuCode) };
}

/** A user with role 6 (or the given roles) and a public profile. */
export async function teacherFactory(
  db: Database,
  overrides: {
    realname?: string;
    roles?: number[];
    kind?: 'teacher' | 'tutor';
    subject?: string | null;
    visible?: boolean;
    title?: string;
    sort?: number;
    profile?: boolean;
  } = {},
) {
  const user = await userFactory(db, {
    realname: overrides.realname ?? '测试老师',
    roles: overrides.roles ?? [TEACHER_ROLE_ID],
  });
  if (overrides.profile !== false) {
    await db.insert(teacherProfiles).values({
      userId: user.id,
      kind: overrides.kind ?? 'teacher',
      title: overrides.title ?? '高级教师',
      intro: '十年一线教学经验',
      subject: overrides.subject === undefined ? '2' : overrides.subject,
      qualificationNo: `2010${user.id}`,
      honors: ['市级骨干教师'],
      teachingYears: 10,
      sort: overrides.sort ?? 0,
      visible: overrides.visible ?? true,
    });
  }
  return user;
}
