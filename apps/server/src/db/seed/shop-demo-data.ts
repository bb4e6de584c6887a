/** The demo teachers and the demo tutor's public profile; the goods are in shop-demo-goods.ts. */

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
