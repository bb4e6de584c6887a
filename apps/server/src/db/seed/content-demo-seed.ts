import { eq } from 'drizzle-orm';
import { addDays, chinaDay, termAfter, termOf } from '@salt/domain';
import type { Database } from '../client';
import { campaignPage, clientVersions, helpArticles, licenceImages, officialAccount } from '../schema';
import { CAMPAIGN_DEMO_COVER, LICENCE_DEMO_FILES } from './content-demo-files';

/**
 * The demo's 内容: the help centre's questions (what the page showed as fixed text before the console), the
 * clients on the download pages, the school licence images and the campaign cover (drawn by content-demo-files.ts
 * in the background), the campaign page (the coming winter camp's sign-up, live from a week before `now` until the
 * camp opens) and the school's official account. Idempotent: an article or licence with the same title, a release
 * with the same platform and number, a saved campaign or account is kept.
 */
const HELP = [
  {
    title: '如何申请退课？',
    body: '开课前可在“我的订单”中申请全额退款；开课后按未上课次比例退款，已寄出的教材费用不退。退款将在3-7个工作日内原路返回。',
  },
  {
    title: '可以调班吗？',
    body: '同一课程不同班次之间可在开课后两周内申请调班一次，调班不影响已上课次的回放与作业记录。',
  },
  {
    title: '直播课怎么进入？',
    body: '上课前10分钟在学习中心点击“进入教室”即可；在App内会打开原生教室，在浏览器内会打开网页直播间。',
  },
  {
    title: '错过直播怎么办？',
    body: '直播结束后约30分钟生成回放，可在课次列表点击“看回放”，支持拖动进度并从上次观看的位置继续。',
  },
  {
    title: '作业在哪里提交？',
    body: '每节课后在课次列表点击“课后作业”，选择题直接作答，解答题拍照上传；辅导老师会在24小时内批改并给出评语。',
  },
  {
    title: '如何联系客服？',
    body: '客服电话 400-086-1100（每日 09:00-22:00），也可在“我的辅导老师”页面直接联系班级辅导老师。',
  },
];

const MB = 1024 * 1024;
const CLIENTS = [
  {
    platform: 'windows',
    versionName: '3.8.2',
    sizeBytes: Math.round(86.4 * MB),
    releaseDate: '2026-10-28',
    url: 'https://download.yanketang.com/client/YanKeTang-Setup-3.8.2.exe',
    notes: '直播课堂支持画中画；回放倍速新增 0.75x；修复部分电脑摄像头无法识别的问题。',
  },
  {
    platform: 'windows',
    versionName: '3.7.5',
    sizeBytes: Math.round(84.9 * MB),
    releaseDate: '2026-08-12',
    url: 'https://download.yanketang.com/client/YanKeTang-Setup-3.7.5.exe',
    notes: '优化上课连麦的声音延迟。',
  },
  {
    platform: 'mac',
    versionName: '3.8.1',
    sizeBytes: Math.round(112.7 * MB),
    releaseDate: '2026-10-21',
    url: 'https://download.yanketang.com/client/YanKeTang-3.8.1.dmg',
    notes: '原生支持 Apple 芯片；作业拍照上传支持连续拍摄。',
  },
  {
    platform: 'android',
    versionName: '5.12.0',
    sizeBytes: Math.round(68.3 * MB),
    releaseDate: '2026-11-05',
    url: 'https://download.yanketang.com/app/YanKeTang-5.12.0.apk',
    notes: '学习中心新增本周课表；听力练习支持离线缓存。',
  },
  {
    platform: 'ios',
    versionName: '5.12.0',
    sizeBytes: Math.round(154.2 * MB),
    releaseDate: '2026-11-07',
    url: 'https://apps.apple.com/cn/app/id1490000000',
    notes: '学习中心新增本周课表；适配最新系统的灵动岛上课提醒。',
  },
] as const;

export const LICENCES = [
  { title: '民办学校办学许可证', image: `/uploads/${LICENCE_DEMO_FILES.schoolLicence}` },
  { title: '增值电信业务经营许可证', image: `/uploads/${LICENCE_DEMO_FILES.icpLicence}` },
];

/** The coming 寒假 term after `today` (China): where the camp's sign-up ends. */
function comingWinter(today: string) {
  let term = termAfter(termOf(today));
  while (term.kind !== '寒假') term = termAfter(term);
  return term;
}

function winterCampaign(now: Date) {
  const today = chinaDay(now.getTime());
  const winter = comingWinter(today);
  const [, month, day] = winter.start.split('-').map(Number);
  return {
    key: 'current',
    title: '寒假集训营报名季',
    subtitle: `${month}月${day}日开营 · 名师小班直播 · 报名即送学习礼包`,
    body: [
      '一、活动介绍',
      `${winter.year}年寒假集训营覆盖小学三年级至初中三年级的语文、数学、英语，每班不超过 30 人，主讲老师直播授课，辅导老师全程答疑批改作业。`,
      '二、报名福利',
      '活动期间报名任意寒假集训营课程，即送定制学习礼包（错题本、思维导图手册）一份；老学员续报再享 9 折优惠。',
      '三、上课安排',
      `集训营于 ${winter.year}年${month}月${day}日开营，每天上午 2 课时，连续 10 天；错过直播可看回放，课后作业 24 小时内批改。`,
      '四、注意事项',
      '课程名额有限，以支付成功的先后为准；开课前可在“我的订单”中申请全额退款。',
    ].join('\n\n'),
    cover: `/uploads/${CAMPAIGN_DEMO_COVER}`,
    ctaText: '立即报名',
    ctaLink: '/course',
    startDate: addDays(today, -7),
    endDate: addDays(winter.start, -1),
    published: true,
  };
}

const ACCOUNT = {
  key: 'wechat',
  name: '盐课堂',
  wechatId: 'yanketang_edu',
  qrUrl: 'https://weixin.qq.com/r/mp/yKTv3xHEq0aJrQkS90Qm',
  intro: '每周推送学习方法、课程上新和直播预告；关注后可在公众号内查看课表、收看回放，阅读推文还能赚盐值。',
};

export async function seedContentDemo(db: Database, now: Date = new Date()): Promise<void> {
  await db.insert(campaignPage).values(winterCampaign(now)).onConflictDoNothing();
  await db.insert(officialAccount).values(ACCOUNT).onConflictDoNothing();
  for (const [i, a] of HELP.entries()) {
    const [found] = await db.select({ id: helpArticles.id }).from(helpArticles).where(eq(helpArticles.title, a.title));
    if (!found) await db.insert(helpArticles).values({ ...a, sort: (i + 1) * 10, published: true });
  }
  await db
    .insert(clientVersions)
    .values(CLIENTS.map((c) => ({ ...c, published: true })))
    .onConflictDoNothing();
  for (const [i, l] of LICENCES.entries()) {
    const [found] = await db
      .select({ id: licenceImages.id })
      .from(licenceImages)
      .where(eq(licenceImages.title, l.title));
    if (!found) await db.insert(licenceImages).values({ ...l, sort: i });
  }
}
