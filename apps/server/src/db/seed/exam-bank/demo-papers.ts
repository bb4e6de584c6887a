import { DEFAULT_PLACEMENT_THRESHOLDS, placementLevel, type LevelThreshold, type PaperQuestion } from '@salt/domain';
import { toPaperQuestion } from './bank-types';
import { bankQuestion } from './index';

/**
 * The demo's papers, assembled from the bank by question key with the paper's own points per question (a combined
 * question's points are split evenly over its sub-questions). The seed later gives them exams, windows and ids.
 */

/** jieke 结课考试, mock 模拟考试, outdoor 课外测评, placement 分班测试, listening 听力练习. */
export type DemoPaperKind = 'jieke' | 'mock' | 'outdoor' | 'placement' | 'listening';

export interface PaperItem {
  key: string;
  score: number;
}

export interface PaperSection {
  /** '一、选择题（每小题 4 分，共 32 分）' */
  title: string;
  items: PaperItem[];
}

export interface DemoPaper {
  key: string;
  kind: DemoPaperKind;
  title: string;
  /** Dictionary values. */
  subject: string;
  grade: string;
  durationMinutes: number;
  totalScore: number;
  /** For the demo: open now for the demo student, or already taken and marked. */
  state: 'open' | 'finished';
  sections: PaperSection[];
  /** Placement tests: the share of the paper that reaches each class level. */
  levels?: readonly LevelThreshold[];
}

const each = (score: number, ...keys: string[]): PaperItem[] => keys.map((key) => ({ key, score }));
const points = (items: PaperItem[]) => items.reduce((s, i) => s + i.score, 0);
const section = (name: string, items: PaperItem[], per?: number): PaperSection => ({
  title: `${name}（${per === undefined ? '' : `每小题 ${per} 分，`}共 ${points(items)} 分）`,
  items,
});

/** 初二数学 class-completion exam of the autumn class, open now: 八年级上册. */
const MATH_8_JIEKE_OPEN: DemoPaper = {
  key: 'math8-jieke-autumn',
  kind: 'jieke',
  title: '初二数学秋季班结课考试（八年级上册）',
  subject: '2',
  grade: '8',
  durationMinutes: 90,
  totalScore: 100,
  state: 'open',
  sections: [
    section('一、选择题', each(4, 'm8-101', 'm8-104', 'm8-106', 'm8-111', 'm8-114', 'm8-116', 'm8-122', 'm8-129'), 4),
    section('二、多项选择题', each(5, 'm8-109', 'm8-132'), 5),
    section('三、填空题', each(4, 'm8-103', 'm8-105', 'm8-108', 'm8-115', 'm8-118', 'm8-128'), 4),
    section('四、判断题', each(2, 'm8-110', 'm8-119'), 2),
    section('五、阅读探究题', each(18, 'm8-133')),
    section('六、口述证明题', each(12, 'm8-033')),
  ],
};

/**
 * 初二数学 class-completion exam of the summer class, already taken and marked: 三角形、全等、轴对称. Its oral proof is
 * what the teacher marked (score and comment) in the demo.
 */
const MATH_8_JIEKE_FINISHED: DemoPaper = {
  key: 'math8-jieke-summer',
  kind: 'jieke',
  title: '初二数学暑期班结课考试（三角形、全等三角形与轴对称）',
  subject: '2',
  grade: '8',
  durationMinutes: 90,
  totalScore: 100,
  state: 'finished',
  sections: [
    section(
      '一、选择题',
      each(4, 'm8-001', 'm8-003', 'm8-006', 'm8-010', 'm8-012', 'm8-013', 'm8-021', 'm8-029', 'm8-032'),
      4,
    ),
    section('二、多项选择题', each(5, 'm8-007', 'm8-026'), 5),
    section('三、填空题', each(4, 'm8-002', 'm8-004', 'm8-017', 'm8-023', 'm8-025', 'm8-028'), 4),
    section('四、判断题', each(2, 'm8-008', 'm8-015', 'm8-027'), 2),
    section('五、解答题', each(12, 'm8-019')),
    section('六、口述证明题', each(12, 'm8-033')),
  ],
};

const MATH_8_MOCK: DemoPaper = {
  key: 'math8-mock',
  kind: 'mock',
  title: '初二数学期末模拟考试（八年级下册）',
  subject: '2',
  grade: '8',
  durationMinutes: 100,
  totalScore: 100,
  state: 'open',
  sections: [
    section(
      '一、选择题',
      each(3, 'm8-201', 'm8-203', 'm8-207', 'm8-210', 'm8-211', 'm8-218', 'm8-220', 'm8-221', 'm8-225', 'm8-233'),
      3,
    ),
    section('二、多项选择题', each(4, 'm8-208', 'm8-227'), 4),
    section('三、填空题', each(3, 'm8-126', 'm8-131', 'm8-202', 'm8-206', 'm8-212', 'm8-222', 'm8-229', 'm8-234'), 3),
    section('四、判断题', each(2, 'm8-204', 'm8-216', 'm8-217', 'm8-236'), 2),
    section('五、解答题', [...each(18, 'm8-228'), ...each(12, 'm8-133')]),
  ],
};

const ENGLISH_8_MOCK: DemoPaper = {
  key: 'english8-mock',
  kind: 'mock',
  title: '初二英语期末模拟考试',
  subject: '3',
  grade: '8',
  durationMinutes: 90,
  totalScore: 100,
  state: 'open',
  sections: [
    section('一、听力理解', each(6, 'e8-201', 'e8-202', 'e8-203')),
    section(
      '二、单项选择',
      each(
        2,
        ...['e8-001', 'e8-002', 'e8-003', 'e8-004', 'e8-005', 'e8-006', 'e8-007', 'e8-009'],
        ...['e8-010', 'e8-011', 'e8-012', 'e8-013', 'e8-014', 'e8-015', 'e8-017'],
      ),
      2,
    ),
    section('三、用所给词的适当形式填空', each(2, 'e8-021', 'e8-022', 'e8-023', 'e8-024', 'e8-025', 'e8-026'), 2),
    section('四、判断正误', each(2, 'e8-027', 'e8-028'), 2),
    section('五、阅读理解', [...each(10, 'e8-101'), ...each(8, 'e8-102'), ...each(10, 'e8-103')]),
    section('六、朗读', each(8, 'e8-105')),
  ],
};

/** 课外测评: one question or two on each of the ten 初二数学 knowledge points, for the radar chart. */
const MATH_8_OUTDOOR: DemoPaper = {
  key: 'math8-outdoor',
  kind: 'outdoor',
  title: '初二数学课外测评（知识点诊断）',
  subject: '2',
  grade: '8',
  durationMinutes: 60,
  totalScore: 100,
  state: 'open',
  sections: [
    section('一、选择题', each(5, 'm8-010', 'm8-013', 'm8-024', 'm8-104', 'm8-125', 'm8-221'), 5),
    section('二、填空题', each(6, 'm8-105', 'm8-115', 'm8-202', 'm8-214', 'm8-232', 'm8-223'), 6),
    section('三、判断题', each(5, 'm8-204', 'm8-216'), 5),
    section('四、解答题', each(24, 'm8-228')),
  ],
};

/** 分班测试: 15 questions, the share of 100 points maps to 基础班 / 提高班 / 培优班 / 尖子班. */
const MATH_8_PLACEMENT: DemoPaper = {
  key: 'math8-placement',
  kind: 'placement',
  title: '初二数学分班测试',
  subject: '2',
  grade: '8',
  durationMinutes: 40,
  totalScore: 100,
  state: 'open',
  sections: [
    section(
      '一、选择题',
      each(6, 'm8-001', 'm8-003', 'm8-012', 'm8-024', 'm8-101', 'm8-114', 'm8-124', 'm8-201', 'm8-210', 'm8-220'),
      6,
    ),
    section('二、填空题', each(8, 'm8-011', 'm8-105', 'm8-118', 'm8-206', 'm8-229'), 8),
  ],
  levels: DEFAULT_PLACEMENT_THRESHOLDS,
};

const ENGLISH_8_LISTENING_SET: DemoPaper = {
  key: 'english8-listening',
  kind: 'listening',
  title: '初二英语听力专项练习',
  subject: '3',
  grade: '8',
  durationMinutes: 20,
  totalScore: 24,
  state: 'open',
  sections: [section('听力理解', each(6, 'e8-201', 'e8-202', 'e8-203', 'e8-204'))],
};

export const DEMO_PAPERS: readonly DemoPaper[] = [
  MATH_8_JIEKE_OPEN,
  MATH_8_JIEKE_FINISHED,
  MATH_8_MOCK,
  ENGLISH_8_MOCK,
  MATH_8_OUTDOOR,
  MATH_8_PLACEMENT,
  ENGLISH_8_LISTENING_SET,
];

/** Every item of a paper, in order. */
export const paperItems = (paper: DemoPaper): PaperItem[] => paper.sections.flatMap((s) => s.items);

/** The paper's questions as the marking rules see them, with the paper's points. */
export function paperQuestions(paper: DemoPaper, idOf: (key: string) => number): PaperQuestion[] {
  return paperItems(paper).map((item) => toPaperQuestion(bankQuestion(item.key), idOf, item.score));
}

/** The class level a placement score reaches (the paper's thresholds, else the shop's default). */
export const placementOf = (paper: DemoPaper, earned: number): string =>
  placementLevel(earned, paper.totalScore, paper.levels ?? DEFAULT_PLACEMENT_THRESHOLDS);
