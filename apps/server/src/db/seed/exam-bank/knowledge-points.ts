/**
 * The fixed knowledge points of each subject and grade (dictionary values `${subject}-${grade}`), after the
 * chapters of the 人教版 (统编) textbooks, so mastery charts and the adaptive pick compare like with like.
 */
export const MATH_7_POINTS = [
  '有理数',
  '有理数的运算',
  '整式的加减',
  '一元一次方程',
  '几何图形初步',
  '相交线与平行线',
  '实数',
  '平面直角坐标系',
  '二元一次方程组',
  '不等式与不等式组',
  '数据的收集、整理与描述',
] as const;

export const MATH_8_POINTS = [
  '三角形',
  '全等三角形',
  '轴对称',
  '整式的乘法与因式分解',
  '分式',
  '二次根式',
  '勾股定理',
  '平行四边形',
  '一次函数',
  '数据的分析',
] as const;

export const PHYSICS_8_POINTS = [
  '机械运动',
  '声现象',
  '物态变化',
  '光现象',
  '透镜及其应用',
  '质量与密度',
  '力',
  '运动和力',
  '压强',
  '浮力',
] as const;

export const ENGLISH_7_POINTS = [
  '词汇',
  '名词与冠词',
  '代词',
  '介词',
  '一般现在时',
  '现在进行时',
  '一般过去时',
  '情态动词',
  '阅读理解',
  '听力理解',
  '朗读',
] as const;

export const ENGLISH_8_POINTS = [
  '词汇',
  '一般过去时',
  '过去进行时',
  '一般将来时',
  '现在完成时',
  '形容词和副词的比较等级',
  '情态动词',
  '不定式与动名词',
  '状语从句',
  '阅读理解',
  '听力理解',
  '朗读',
] as const;

export const CHINESE_7_POINTS = [
  '字音字形',
  '词语运用',
  '病句辨析',
  '标点与修辞',
  '文学常识',
  '古诗文默写',
  '文言文阅读',
  '现代文阅读',
  '朗读',
] as const;

/** By `${subject}-${grade}`: 数学 2, 英语 3, 物理 4, 语文 1; 初一 7, 初二 8. */
export const KNOWLEDGE_POINTS: Record<string, readonly string[]> = {
  '2-7': MATH_7_POINTS,
  '2-8': MATH_8_POINTS,
  '4-8': PHYSICS_8_POINTS,
  '3-7': ENGLISH_7_POINTS,
  '3-8': ENGLISH_8_POINTS,
  '1-7': CHINESE_7_POINTS,
};
