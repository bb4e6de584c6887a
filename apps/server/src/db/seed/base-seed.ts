import { WEB_CLIENT_ID, WEB_CLIENT_SECRET } from '@salt/domain';
import type { Database } from '../client';
import { dictionaryItems, oauthClients } from '../schema';
import { sha256Hex } from '../../platform/auth/opaque-token';
import { seedAgreements } from '../../modules/content';

const SUBJECTS = ['语文', '数学', '英语', '物理', '化学', '生物', '历史', '地理'];
const PROVINCES = [
  '北京',
  '上海',
  '广东',
  '江苏',
  '浙江',
  '山东',
  '四川',
  '湖北',
  '湖南',
  '河南',
  '河北',
  '福建',
  '安徽',
  '陕西',
  '重庆',
  '天津',
];
const GRADES = [
  '一年级',
  '二年级',
  '三年级',
  '四年级',
  '五年级',
  '六年级',
  '初一',
  '初二',
  '初三',
  '高一',
  '高二',
  '高三',
];
const LEVELS = [
  ['1', '基础班', '夯实课内基础'],
  ['2', '提高班', '课内拔高，查漏补缺'],
  ['3', '培优班', '拓展思维，冲刺高分'],
  ['4', '尖子班', '竞赛与自主招生方向'],
] as const;

/**
 * What every database needs, demo or not: the web OAuth client, the dictionaries and the agreements' text.
 * Idempotent: existing rows are left as they are (an operator may have edited a label).
 */
export async function seedBase(db: Database): Promise<void> {
  await db
    .insert(oauthClients)
    .values({ clientId: WEB_CLIENT_ID, secretHash: sha256Hex(WEB_CLIENT_SECRET), scope: 'server' })
    .onConflictDoNothing();
  const items = [
    ...SUBJECTS.map((label, i) => ({ type: 'subject', value: String(i + 1), label, description: null, sort: i })),
    ...PROVINCES.map((label, i) => ({ type: 'dept', value: String(i + 1), label, description: `${label}站`, sort: i })),
    ...GRADES.map((label, i) => ({ type: 'grade', value: String(i + 1), label, description: null, sort: i })),
    ...LEVELS.map(([value, label, description], i) => ({ type: 'level_txt', value, label, description, sort: i })),
    { type: 'grey_switch', value: '0', label: '首页置灰', description: "值为'1'时首页置灰", sort: 0 },
  ];
  await db.insert(dictionaryItems).values(items).onConflictDoNothing();
  await seedAgreements(db);
}
