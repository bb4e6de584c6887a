import type { NewSku } from '../../modules/shop-catalogue/catalogue.service';

export interface DemoTeacher {
  username: string;
  realname: string;
  subject: string;
  title: string;
  intro: string;
  qualificationNo: string;
  honors: string[];
  teachingYears: number;
  sort: number;
  /** Absent for the demo teacher account the base demo seed already creates. */
  create?: { phone: string; password: string };
}

const TEACHER_PASSWORD = 'Teacher123';

export const DEMO_TEACHERS: DemoTeacher[] = [
  {
    username: 'teacher',
    realname: '李明华',
    subject: '2',
    title: '数学教研组长 · 高级教师',
    intro:
      '北京师范大学数学系硕士，深耕中小学数学教学十五年，擅长用生活化的例子讲透抽象概念，带领学生建立完整的数学思维体系。',
    qualificationNo: '20101100042011',
    honors: ['北京市数学学科骨干教师', '全国初中数学联赛优秀指导教师', '所带班级中考数学平均分115+'],
    teachingYears: 15,
    sort: 1,
  },
  {
    username: 'teacher_chenjy',
    realname: '陈静怡',
    subject: '1',
    title: '语文主讲 · 一级教师',
    intro: '华东师范大学汉语言文学专业毕业，专注小学及初中阅读与写作教学，课堂温暖有趣，善于激发孩子的表达欲。',
    qualificationNo: '20123100021547',
    honors: ['上海市优秀青年教师', '全国中小学生作文大赛优秀指导教师'],
    teachingYears: 11,
    sort: 2,
    create: { phone: '13800000011', password: TEACHER_PASSWORD },
  },
  {
    username: 'teacher_wanghr',
    realname: '王浩然',
    subject: '3',
    title: '英语主讲 · 剑桥TKT认证',
    intro: '英国华威大学TESOL硕士，自然拼读与中高考英语双线教学，发音纯正，课堂全英互动，帮助学生从敢说到会考。',
    qualificationNo: '20144400035872',
    honors: ['剑桥TKT全模块认证', '省级英语教学能手'],
    teachingYears: 9,
    sort: 3,
    create: { phone: '13800000012', password: TEACHER_PASSWORD },
  },
  {
    username: 'teacher_zhaozy',
    realname: '赵志远',
    subject: '4',
    title: '物理主讲 · 高级教师',
    intro: '清华大学工程物理系毕业，重视实验与建模，把复杂的力学、电学问题拆成清晰的步骤，学生评价“听得懂、做得对”。',
    qualificationNo: '20091100058836',
    honors: ['全国中学生物理竞赛优秀辅导员', '区级学科带头人'],
    teachingYears: 17,
    sort: 4,
    create: { phone: '13800000013', password: TEACHER_PASSWORD },
  },
  {
    username: 'teacher_sunyq',
    realname: '孙雅琴',
    subject: '5',
    title: '化学主讲 · 一级教师',
    intro: '南京大学化学系硕士，中考化学命题研究者，擅长知识框架梳理和易错点突破，让化学不再是死记硬背。',
    qualificationNo: '20133200017765',
    honors: ['江苏省化学优质课一等奖', '中考化学命题研究组成员'],
    teachingYears: 12,
    sort: 5,
    create: { phone: '13800000014', password: TEACHER_PASSWORD },
  },
  {
    username: 'teacher_zhouwb',
    realname: '周文博',
    subject: '7',
    title: '历史主讲',
    intro: '北京大学历史学系毕业，以时间轴和故事串联知识点，让学生在理解中记忆，轻松应对历史材料题。',
    qualificationNo: '20164200043319',
    honors: ['市级历史优质课二等奖'],
    teachingYears: 8,
    sort: 6,
    create: { phone: '13800000015', password: TEACHER_PASSWORD },
  },
  {
    username: 'teacher_linxf',
    realname: '林晓峰',
    subject: '8',
    title: '地理主讲',
    intro: '中山大学自然地理专业，热爱野外考察，用地图和实景照片带学生理解自然与人文地理，培养空间思维。',
    qualificationNo: '20174400061128',
    honors: ['广东省地理教学设计大赛一等奖'],
    teachingYears: 7,
    sort: 7,
    create: { phone: '13800000016', password: TEACHER_PASSWORD },
  },
];

export const DEMO_TUTOR_PROFILE = {
  username: 'tutor',
  realname: '张晓雪',
  subject: '2',
  title: '班主任 · 学习规划师',
  intro: '负责课后答疑、作业批改与学习规划，及时反馈孩子的学习情况，陪伴每一位同学稳步提升。',
  qualificationNo: '20184400070012',
  honors: ['年度优秀辅导老师'],
  teachingYears: 5,
};

export interface DemoPeriod {
  startInDays: number;
  spanDays: number;
  startTime: string;
  endTime: string;
  lessonCount: number;
}

export interface DemoGoods {
  title: string;
  subtitle: string;
  subject: string;
  grade: string;
  term: string;
  deptValue?: string | null;
  tags: string[];
  teachers: string[];
  tutors: string[];
  recommended?: boolean;
  onSale?: boolean;
  detailHtml: string;
  periods: DemoPeriod[];
  skus: Omit<NewSku, 'periods' | 'sort'>[];
}

function detail(highlights: string[], audience: string, plan: string): string {
  return (
    `<h3>课程亮点</h3><ul>${highlights.map((h) => `<li>${h}</li>`).join('')}</ul>` +
    `<h3>适合学员</h3><p>${audience}</p>` +
    `<h3>课程安排</h3><p>${plan}</p>` +
    `<p style="color:#999999">购课后请在学习中心查看上课时间，直播课支持回放。</p>`
  );
}

const evening = (startInDays: number, lessonCount: number): DemoPeriod => ({
  startInDays,
  spanDays: lessonCount * 7 - 7,
  startTime: '19:00',
  endTime: '20:30',
  lessonCount,
});
const weekend = (startInDays: number, lessonCount: number): DemoPeriod => ({
  startInDays,
  spanDays: lessonCount * 7 - 7,
  startTime: '09:00',
  endTime: '11:00',
  lessonCount,
});
const intensive = (startInDays: number, lessonCount: number): DemoPeriod => ({
  startInDays,
  spanDays: lessonCount - 1,
  startTime: '14:00',
  endTime: '16:00',
  lessonCount,
});

/** Goods for the demo shop; sku codes are the idempotency keys. */
export const DEMO_GOODS: DemoGoods[] = [
  {
    title: '二年级数学思维秋季培优班',
    subtitle: '图形、规律与应用题，玩中学思维',
    subject: '2',
    grade: '2',
    term: '秋季',
    tags: ['直播互动', '小班教学', '课后答疑'],
    teachers: ['teacher'],
    tutors: ['tutor'],
    recommended: true,
    detailHtml: detail(
      ['趣味情境导入，抽象问题具体化', '每节课配套闯关练习，即时反馈', '辅导老师一对一作业批改'],
      '二年级学有余力、希望提升数学思维的同学。',
      '每周六上午，共15讲，每讲120分钟。',
    ),
    periods: [weekend(7, 15)],
    skus: [
      {
        skuCode: 'DEMO-MA2-FALL-A',
        name: '提高班（周六上午）',
        priceFen: 19900,
        originalPriceFen: 29900,
        stock: 30,
        sold: 12,
        level: '2',
        className: '思维提高1班',
      },
      {
        skuCode: 'DEMO-MA2-FALL-B',
        name: '培优班（周六上午）',
        priceFen: 24900,
        originalPriceFen: 32900,
        stock: 20,
        sold: 8,
        level: '3',
        className: '思维培优1班',
      },
    ],
  },
  {
    title: '初一数学秋季同步提高班',
    subtitle: '三人成团立享拼团价',
    subject: '2',
    grade: '7',
    term: '秋季',
    tags: ['拼团优惠', '同步校内', '直播+回放'],
    teachers: ['teacher'],
    tutors: ['tutor'],
    recommended: true,
    detailHtml: detail(
      ['紧扣新教材，有理数、整式、一元一次方程全覆盖', '每讲配套分层作业', '月度学情报告'],
      '初一新生，希望打牢基础并适度拔高的同学。',
      '每周三晚，共16讲，每讲90分钟。',
    ),
    periods: [evening(5, 16)],
    skus: [
      {
        skuCode: 'DEMO-MA7-FALL-GROUP',
        name: '提高班 · 拼团',
        priceFen: 29900,
        originalPriceFen: 39900,
        stock: 60,
        sold: 21,
        level: '2',
        className: '同步提高2班',
        isGroup: true,
        groupMemberNum: 3,
        groupPriceFen: 19900,
        groupHoursValid: 24,
      },
      {
        skuCode: 'DEMO-MA7-FALL-A',
        name: '基础班（周三晚）',
        priceFen: 25900,
        originalPriceFen: 32900,
        stock: 40,
        sold: 9,
        level: '1',
        className: '同步基础1班',
      },
    ],
  },
  {
    title: '初二物理秋季实验探究班',
    subtitle: '随课寄送实验器材包，在家动手做实验',
    subject: '4',
    grade: '8',
    term: '秋季',
    tags: ['含教材', '实验器材包', '包邮'],
    teachers: ['teacher_zhaozy'],
    tutors: ['tutor'],
    recommended: true,
    detailHtml: detail(
      ['声、光、热、力学核心实验全覆盖', '配套实验器材包随课寄送', '实验报告逐份点评'],
      '初二开始学物理、希望建立实验思维的同学。',
      '每周五晚，共12讲；购课后3个工作日内发出器材包。',
    ),
    periods: [evening(6, 12)],
    skus: [
      {
        skuCode: 'DEMO-PH8-FALL-KIT',
        name: '实验班（含器材包）',
        priceFen: 39900,
        originalPriceFen: 49900,
        stock: 25,
        sold: 15,
        level: '2',
        className: '实验探究1班',
        needLogistics: true,
      },
    ],
  },
  {
    title: '初三化学中考冲刺寒假班',
    subtitle: '名额仅剩少量，报满即止',
    subject: '5',
    grade: '9',
    term: '寒假',
    tags: ['中考冲刺', '名师小班'],
    teachers: ['teacher_sunyq'],
    tutors: ['tutor'],
    detailHtml: detail(
      ['近五年中考真题精讲', '酸碱盐、实验探究专题突破', '考前押题卷一套'],
      '初三备考中考化学的同学。',
      '寒假集训，连续10天，每天下午两小时。',
    ),
    periods: [intensive(21, 10)],
    skus: [
      {
        skuCode: 'DEMO-CH9-WINTER-A',
        name: '冲刺班（下午）',
        priceFen: 59900,
        originalPriceFen: 79900,
        stock: 2,
        sold: 48,
        level: '3',
        className: '中考冲刺1班',
      },
    ],
  },
  {
    title: '三年级语文阅读写作暑期班',
    subtitle: '先来一节免费体验课',
    subject: '1',
    grade: '3',
    term: '暑期',
    tags: ['免费试听', '阅读写作'],
    teachers: ['teacher_chenjy'],
    tutors: ['tutor'],
    recommended: true,
    detailHtml: detail(
      ['绘本精读到整本书阅读的进阶', '看图写话到小作文的方法课', '每周一篇作文精批'],
      '三年级希望提升阅读理解和写作表达的同学。',
      '暑期每周二、四上午，共12讲；体验课为第一讲。',
    ),
    periods: [weekend(3, 12)],
    skus: [
      {
        skuCode: 'DEMO-CN3-SUMMER-FREE',
        name: '免费体验课',
        priceFen: 0,
        stock: 200,
        sold: 86,
        level: '1',
        className: '体验课',
      },
      {
        skuCode: 'DEMO-CN3-SUMMER-A',
        name: '系统班（12讲）',
        priceFen: 14900,
        originalPriceFen: 19900,
        stock: 40,
        sold: 18,
        level: '2',
        className: '阅读写作1班',
      },
    ],
  },
  {
    title: '五年级英语自然拼读春季班',
    subtitle: '见词能读，听音能写',
    subject: '3',
    grade: '5',
    term: '春季',
    tags: ['自然拼读', '外教口语'],
    teachers: ['teacher_wanghr'],
    tutors: ['tutor'],
    detailHtml: detail(
      ['系统掌握字母组合发音规律', '每讲10分钟口语跟读打卡', '配套分级读物'],
      '五年级英语基础一般、单词记不住的同学。',
      '每周日上午，共14讲。',
    ),
    periods: [weekend(8, 14)],
    skus: [
      {
        skuCode: 'DEMO-EN5-SPRING-A',
        name: '拼读班（周日上午）',
        priceFen: 16900,
        originalPriceFen: 22900,
        stock: 35,
        sold: 10,
        level: '1',
        className: '自然拼读1班',
      },
    ],
  },
  {
    title: '高一英语词汇语法秋季班（北京）',
    subtitle: '北京新高考题型专项',
    subject: '3',
    grade: '10',
    term: '秋季',
    deptValue: '1',
    tags: ['北京专属', '新高考'],
    teachers: ['teacher_wanghr'],
    tutors: ['tutor'],
    detailHtml: detail(
      ['高考3500词分主题记忆', '语法填空与完形专项', '北京卷真题精练'],
      '北京地区高一学生。',
      '每周四晚，共15讲。',
    ),
    periods: [evening(4, 15)],
    skus: [
      {
        skuCode: 'DEMO-EN10-FALL-BJ',
        name: '提高班（周四晚）',
        priceFen: 29900,
        originalPriceFen: 36900,
        stock: 30,
        sold: 6,
        level: '2',
        className: '词汇语法1班',
      },
    ],
  },
  {
    title: '高二物理力学专题寒假班',
    subtitle: '牛顿定律与能量守恒一站打通',
    subject: '4',
    grade: '11',
    term: '寒假',
    tags: ['专题突破', '高考提分'],
    teachers: ['teacher_zhaozy'],
    tutors: ['tutor'],
    detailHtml: detail(
      ['受力分析五步法', '功能关系与动量综合题', '经典模型归纳'],
      '高二物理力学薄弱或希望冲刺高分的同学。',
      '寒假连续8天集训。',
    ),
    periods: [intensive(24, 8)],
    skus: [
      {
        skuCode: 'DEMO-PH11-WINTER-A',
        name: '专题班',
        priceFen: 39900,
        originalPriceFen: 45900,
        stock: 30,
        sold: 11,
        level: '3',
        className: '力学专题1班',
      },
    ],
  },
  {
    title: '初二历史秋季同步班',
    subtitle: '时间轴串起中国近代史',
    subject: '7',
    grade: '8',
    term: '秋季',
    tags: ['同步校内', '思维导图'],
    teachers: ['teacher_zhouwb'],
    tutors: [],
    detailHtml: detail(
      ['中国近现代史主线梳理', '材料分析题答题模板', '每单元思维导图'],
      '初二同步学习历史的同学。',
      '每周二晚，共12讲。',
    ),
    periods: [evening(9, 12)],
    skus: [
      {
        skuCode: 'DEMO-HI8-FALL-A',
        name: '同步班（周二晚）',
        priceFen: 9900,
        originalPriceFen: 15900,
        stock: 50,
        sold: 7,
        level: '1',
        className: '历史同步1班',
      },
    ],
  },
  {
    title: '初一地理秋季入门班',
    subtitle: '看懂地图，读懂世界',
    subject: '8',
    grade: '7',
    term: '秋季',
    tags: ['入门', '地图技能'],
    teachers: ['teacher_linxf'],
    tutors: [],
    detailHtml: detail(
      ['经纬网与等高线读图技巧', '世界气候类型对比', '实景图片与视频辅助'],
      '初一刚接触地理的同学。',
      '每周一晚，共10讲。',
    ),
    periods: [evening(10, 10)],
    skus: [
      {
        skuCode: 'DEMO-GE7-FALL-A',
        name: '入门班（周一晚）',
        priceFen: 9900,
        stock: 50,
        sold: 4,
        level: '1',
        className: '地理入门1班',
      },
    ],
  },
  {
    title: '高三数学一轮复习秋季班',
    subtitle: '系统复习 + 高考真题训练',
    subject: '2',
    grade: '12',
    term: '秋季',
    tags: ['高考', '一轮复习', '直播+回放'],
    teachers: ['teacher'],
    tutors: ['tutor'],
    recommended: true,
    detailHtml: detail(
      ['函数、数列、立体几何、解析几何全模块复习', '每讲一套高考真题限时训练', '错题本与学情分析'],
      '高三备考学生。',
      '每周六、日晚，共20讲。',
    ),
    periods: [evening(2, 20)],
    skus: [
      {
        skuCode: 'DEMO-MA12-FALL-A',
        name: '一轮复习班（周末晚）',
        priceFen: 69900,
        originalPriceFen: 89900,
        stock: 40,
        sold: 26,
        level: '3',
        className: '高考一轮1班',
      },
      {
        skuCode: 'DEMO-MA12-FALL-B',
        name: '一轮复习班（含讲义）',
        priceFen: 75900,
        originalPriceFen: 95900,
        stock: 20,
        sold: 5,
        level: '3',
        className: '高考一轮2班',
        needLogistics: true,
      },
    ],
  },
  {
    title: '六年级语文小升初冲刺春季班',
    subtitle: '随课寄送纸质讲义',
    subject: '1',
    grade: '6',
    term: '春季',
    tags: ['小升初', '含纸质讲义'],
    teachers: ['teacher_chenjy'],
    tutors: ['tutor'],
    detailHtml: detail(
      ['古诗文积累与默写', '现代文阅读答题方法', '小升初作文审题立意'],
      '六年级准备小升初的同学。',
      '每周六下午，共12讲；讲义开课前寄出。',
    ),
    periods: [weekend(12, 12)],
    skus: [
      {
        skuCode: 'DEMO-CN6-SPRING-A',
        name: '冲刺班（含讲义）',
        priceFen: 26900,
        originalPriceFen: 33900,
        stock: 30,
        sold: 14,
        level: '2',
        className: '小升初冲刺1班',
        needLogistics: true,
      },
    ],
  },
  {
    title: '初一生物秋季同步班',
    subtitle: '从细胞到生态系统',
    subject: '6',
    grade: '7',
    term: '秋季',
    tags: ['同步校内'],
    teachers: ['teacher_sunyq'],
    tutors: [],
    detailHtml: detail(
      ['显微镜观察与实验设计', '生物体结构层次', '生态系统与食物链'],
      '初一同步学习生物的同学。',
      '每周三下午，共10讲。',
    ),
    periods: [evening(11, 10)],
    skus: [
      {
        skuCode: 'DEMO-BI7-FALL-A',
        name: '同步班',
        priceFen: 9900,
        stock: 40,
        sold: 3,
        level: '1',
        className: '生物同步1班',
      },
    ],
  },
  {
    title: '高一化学免费公开课',
    subtitle: '物质的量一节课讲透',
    subject: '5',
    grade: '10',
    term: '秋季',
    tags: ['免费', '公开课'],
    teachers: ['teacher_sunyq'],
    tutors: [],
    detailHtml: detail(
      ['物质的量概念与计算', '气体摩尔体积', '常见题型精讲'],
      '高一学生，均可免费报名。',
      '一次课，90分钟。',
    ),
    periods: [{ startInDays: 6, spanDays: 0, startTime: '19:30', endTime: '21:00', lessonCount: 1 }],
    skus: [
      {
        skuCode: 'DEMO-CH10-FALL-FREE',
        name: '公开课',
        priceFen: 0,
        stock: 500,
        sold: 132,
        level: '1',
        className: '公开课',
      },
    ],
  },
  {
    title: '四年级数学计算能力春季班',
    subtitle: '本期已结课（已下架）',
    subject: '2',
    grade: '4',
    term: '春季',
    tags: ['计算专项'],
    teachers: ['teacher'],
    tutors: [],
    onSale: false,
    detailHtml: detail(['四则混合运算', '简便计算技巧'], '四年级同学。', '本期已结课。'),
    periods: [weekend(14, 10)],
    skus: [
      {
        skuCode: 'DEMO-MA4-SPRING-A',
        name: '计算班',
        priceFen: 12900,
        stock: 30,
        sold: 30,
        level: '1',
        className: '计算专项1班',
      },
    ],
  },
  {
    title: '初中数学同步练习册（资料费）',
    subtitle: '课后巩固配套资料，纸质版包邮到家',
    subject: '2',
    grade: '8',
    term: '秋季',
    tags: ['资料费', '包邮'],
    teachers: ['teacher'],
    tutors: [],
    detailHtml: detail(
      ['与秋季课程同步的分层练习', '每讲配详细解析', '错题整理页'],
      '报名初二数学秋季课程的同学。',
      '付款后3个工作日内发货，顺丰包邮。',
    ),
    periods: [evening(3, 1)],
    skus: [
      {
        skuCode: 'DEMO-MAT-MA8-WORKBOOK',
        name: '练习册（全一册）',
        priceFen: 3900,
        stock: 200,
        sold: 41,
        level: '1',
        className: '资料',
        needLogistics: true,
      },
    ],
  },
];
