import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { idParam, optionalText } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * The console's audit log: every staff write that changes what pupils see records who, when, what and the values
 * before and after. Action and entity keys are stable (stored in rows); the labels are what the log page shows.
 */
export const CONSOLE_AUDIT_ACTIONS = {
  'exam.mark': '批改答卷',
  'exam.extraTime': '延长考试时间',
  'exam.reopen': '重新开放试卷',
  'goods.create': '新建课程',
  'goods.update': '修改课程',
  'goods.sale': '上架/下架课程',
  'goods.classCreate': '新增班级',
  'goods.classUpdate': '编辑班级',
  'banner.create': '新增轮播图',
  'banner.update': '编辑轮播图',
  'banner.delete': '删除轮播图',
  'homeSection.arrange': '调整首页分区',
  'user.roles': '修改角色',
  'user.lock': '锁定用户',
  'user.unlock': '解锁用户',
  'user.resetPassword': '强制重置密码',
  'user.bindParent': '绑定家长',
  'user.unbindParent': '解除家长绑定',
  'order.ship': '订单发货',
  'notice.create': '发布通知',
  'notice.update': '修改通知',
  'notice.withdraw': '撤回通知',
  'session.add': '新增课次',
  'session.update': '调整课次',
  'session.remove': '删除课次',
  'session.recording': '上传录像',
  'class.liveSettings': '修改直播间设置',
  'homework.set': '布置作业',
  'homework.update': '修改作业',
  'homework.remove': '删除作业',
  'enrolment.add': '添加学员',
  'enrolment.move': '学员调班',
  'enrolment.end': '结束学员报名',
  'exam.schedule': '安排考试',
  'exam.reschedule': '修改考试安排',
  'exam.questionCreate': '新增题目',
  'exam.questionUpdate': '修改题目',
  'exam.questionDelete': '删除题目',
  'exam.paperDelete': '删除试卷',
  'exam.paperCreate': '新建试卷',
  'exam.paperUpdate': '修改试卷',
  'dict.create': '新增字典项',
  'dict.update': '修改字典项',
  'dict.grey': '首页置灰开关',
  'teacher.create': '新建教师资料',
  'teacher.update': '修改教师资料',
  'teacher.visible': '显示/隐藏教师',
  'coupon.create': '新建优惠券',
  'coupon.update': '修改优惠券',
  'coupon.issue': '发放优惠券',
  'coupon.batch': '生成兑换码',
  'help.create': '新建帮助文章',
  'help.update': '修改帮助文章',
  'help.publish': '发布/下线帮助文章',
  'help.delete': '删除帮助文章',
  'agreement.update': '修改协议',
  'clientVersion.create': '新建客户端版本',
  'clientVersion.update': '修改客户端版本',
  'clientVersion.publish': '发布/下线客户端版本',
  'licence.create': '上传办学资质',
  'licence.update': '修改办学资质',
  'licence.reorder': '调整办学资质顺序',
  'licence.delete': '删除办学资质',
  'campaign.update': '修改活动页',
  'officialAccount.update': '修改公众号设置',
  'refund.approve': '同意退费',
  'refund.reject': '驳回退费',
  'refund.retry': '重试退款',
  'points.rule': '修改盐值规则',
  'points.adjust': '调整盐值',
  'pointsGoods.create': '新建盐值商品',
  'pointsGoods.update': '修改盐值商品',
  'pointsExchange.ship': '兑换发货',
  'referralWithdrawal.pay': '推荐提现打款',
  'referralWithdrawal.reject': '驳回推荐提现',
  'questionnaire.create': '新建问卷',
  'questionnaire.update': '修改问卷',
  'questionnaire.publish': '发布问卷',
  'questionnaire.close': '提前结束问卷',
  'questionnaire.delete': '删除问卷',
  'examUpload.approve': '通过试卷作文上传',
  'examUpload.reject': '驳回试卷作文上传',
} as const;
export type ConsoleAuditAction = keyof typeof CONSOLE_AUDIT_ACTIONS;

export const CONSOLE_AUDIT_ENTITIES = {
  examAttempt: '考试记录',
  goods: '课程商品',
  banner: '首页轮播图',
  homeSection: '首页分区',
  user: '用户',
  order: '订单',
  notice: '通知',
  session: '课次',
  liveRoom: '直播间设置',
  homework: '课后作业',
  enrolment: '班级学员',
  exam: '考试',
  examQuestion: '题目',
  examPaper: '试卷',
  dict: '字典',
  teacher: '教师资料',
  coupon: '优惠券',
  helpArticle: '帮助文章',
  agreement: '协议',
  clientVersion: '客户端版本',
  licence: '办学资质',
  campaign: '活动页',
  officialAccount: '公众号',
  refundRequest: '退费申请',
  pointsRule: '盐值规则',
  pointsGoods: '盐值商品',
  pointsExchange: '盐值兑换',
  referralWithdrawal: '推荐提现',
  questionnaire: '问卷',
  examUpload: '试卷作文上传',
} as const;
export type ConsoleAuditEntity = keyof typeof CONSOLE_AUDIT_ENTITIES;

const keysOf = <T extends Record<string, string>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** A calendar day in Asia/Shanghai, 'YYYY-MM-DD'; an impossible date (2026-02-30) is refused too. */
export const consoleDayField = z
  .string({ error: SERVER_MESSAGES.badRequest })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: SERVER_MESSAGES.badRequest })
  .refine(
    (s) => {
      // Month 13 is an Invalid Date, whose toISOString throws (a 500); a 30 February rolls over to March.
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
    },
    { error: SERVER_MESSAGES.badRequest },
  );
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const consoleAuditQuerySchema = z
  .object({
    current: pageCurrentField,
    size: pageSizeField,
    /** Who: a user id (digits) or part of the name recorded with the entry. */
    actor: z.preprocess(blankToUndefined, optionalText(50).optional()),
    action: z.preprocess(blankToUndefined, z.enum(keysOf(CONSOLE_AUDIT_ACTIONS)).optional()),
    entity: z.preprocess(blankToUndefined, z.enum(keysOf(CONSOLE_AUDIT_ENTITIES)).optional()),
    entityId: z.preprocess(blankToUndefined, idParam.optional()),
    /** First and last day (inclusive, Asia/Shanghai). */
    from: z.preprocess(blankToUndefined, consoleDayField.optional()),
    to: z.preprocess(blankToUndefined, consoleDayField.optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: SERVER_MESSAGES.badRequest });
export type ConsoleAuditQuery = z.input<typeof consoleAuditQuerySchema>;

const jsonObject = z.record(z.string(), z.unknown()).nullable();
export const consoleAuditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int(),
  /** The actor's name when they acted (a later rename leaves the log as it was). */
  actorName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().int(),
  before: jsonObject,
  after: jsonObject,
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
  /** ISO instant. */
  at: z.string(),
});
export type ConsoleAuditEntry = z.infer<typeof consoleAuditEntrySchema>;
export const consoleAuditPageSchema = pageOf(consoleAuditEntrySchema);
export type ConsoleAuditPage = z.infer<typeof consoleAuditPageSchema>;
