import { bankKit, sub, type BankQuestion } from './bank-types';
import { ENGLISH_8_POINTS } from './knowledge-points';

const { oral, combined } = bankKit('3', '8', ENGLISH_8_POINTS);

/** 初二英语: four reading passages (true/false and choice sub-questions) and reading aloud. */
export const ENGLISH_8_B: BankQuestion[] = [
  combined(
    'e8-101',
    '阅读理解',
    3,
    'Read the passage and answer the questions.\n\nVolunteering at the Animal Hospital\n\nHi, I’m Mary. I’m fourteen years old. I love animals, so last summer I decided to volunteer at an animal hospital near my home. I went there every Saturday morning. At first, I only cleaned the cages and gave the animals food and water. Later, the doctors taught me how to take care of sick animals. One day, a little dog with a broken leg was brought in. I looked after it for three weeks until it could walk again. I felt so happy when its owner took it home. Volunteering not only helped the animals, but also helped me. I learned a lot, and I have decided to become an animal doctor when I grow up.',
    [
      sub.single(
        'When did Mary go to the animal hospital?',
        ['Every Saturday morning.', 'Every Sunday afternoon.', 'Every weekday evening.', 'Once a month.'],
        'A',
        '原文：I went there every Saturday morning.',
      ),
      sub.single(
        'How long did Mary look after the little dog?',
        ['Three days.', 'One week.', 'Three weeks.', 'Three months.'],
        'C',
        '原文：I looked after it for three weeks.',
      ),
      sub.judge(
        'At first, Mary helped the doctors operate on (给……做手术) sick animals.',
        false,
        '起初她只是清洁笼子、喂食喂水（At first, I only cleaned the cages ...）。',
      ),
      sub.single(
        'What does Mary want to be when she grows up?',
        ['A teacher.', 'An animal doctor.', 'A nurse.', 'A cook.'],
        'B',
        '原文最后一句：I have decided to become an animal doctor when I grow up.',
      ),
      sub.single(
        'Which word can best describe Mary?',
        ['Lazy.', 'Caring.', 'Shy.', 'Careless.'],
        'B',
        'Mary 热爱动物、悉心照顾受伤的小狗，是有爱心的（caring）。',
      ),
    ],
    '记叙文阅读：抓住时间线索（last summer、at first、later、one day），细节题回原文定位，推断题根据人物的做法概括品质。',
  ),
  combined(
    'e8-102',
    '阅读理解',
    2,
    'Read the diary and answer the questions.\n\nMonday, July 15th\nToday my family and I arrived in Guilin. We took a boat trip on the Li River in the afternoon. The weather was hot and sunny, and the mountains and the water were really beautiful. I took lots of photos.\n\nTuesday, July 16th\nIt rained all day, so we stayed in the hotel in the morning. In the afternoon, we went to a museum. It was interesting, but there were too many people. In the evening, we tried some Guilin rice noodles. They were delicious!\n\nWednesday, July 17th\nWe rode bikes in Yangshuo today. The countryside was quiet and green. I felt tired but happy. Tomorrow we are going back home.',
    [
      sub.single(
        'Where did the writer’s family go on vacation?',
        ['Guilin.', 'Beijing.', 'Hangzhou.', 'Sanya.'],
        'A',
        '原文：Today my family and I arrived in Guilin.',
      ),
      sub.single(
        'What was the weather like on Tuesday?',
        ['Sunny.', 'Rainy.', 'Windy.', 'Snowy.'],
        'B',
        '周二的日记：It rained all day.',
      ),
      sub.judge(
        'The writer thought the museum was boring.',
        false,
        '原文：It was interesting, but there were too many people.',
      ),
      sub.judge(
        'The family went back home on Thursday.',
        true,
        '周三（July 17th）的日记说 Tomorrow we are going back home，即周四回家。',
      ),
    ],
    '日记体阅读：按日期分清每天做的事和天气，最后一题要由“明天”和日记的日期推算出星期几。',
  ),
  combined(
    'e8-103',
    '阅读理解',
    3,
    'Read the passage and answer the questions.\n\nWill robots be in our homes in the future? Many scientists think so. Today, robots already work in factories. They do simple jobs again and again, and they never get bored. Some robots can also help doctors in hospitals. In the future, robots will do more. They will clean our houses, cook meals and look after old people. But some people think robots will never think like humans. For example, it is easy for a child to recognize a friend’s face, but it is still difficult for a robot. Scientist James White says that robots will be able to talk to people in 25 to 50 years. What do you think? Will you have a robot in your home?',
    [
      sub.single(
        'According to the passage, where do robots already work today?',
        ['In factories.', 'In schools.', 'In space.', 'In restaurants.'],
        'A',
        '原文：Today, robots already work in factories.',
      ),
      sub.judge('Robots get bored when they do the same job again and again.', false, '原文：they never get bored.'),
      sub.single(
        'What is still difficult for a robot?',
        ['Doing simple jobs.', 'Recognizing a friend’s face.', 'Working in factories.', 'Helping doctors.'],
        'B',
        '原文：it is easy for a child to recognize a friend’s face, but it is still difficult for a robot.',
      ),
      sub.single(
        'When will robots be able to talk to people, according to James White?',
        ['In 5 to 10 years.', 'In 10 to 20 years.', 'In 25 to 50 years.', 'In 100 years.'],
        'C',
        '原文：robots will be able to talk to people in 25 to 50 years.',
      ),
      sub.fill(
        'In the future, robots will clean our houses, cook meals and look after ____ people.',
        ['old'],
        '原文：look after old people.',
      ),
    ],
    '说明文阅读：分清“现在”（today）和“将来”（in the future）机器人能做的事，数字细节回原文核对。',
  ),
  combined(
    'e8-104',
    '阅读理解',
    2,
    'Read the passage and answer the questions.\n\nLast month, my mom came home from work very tired. She sat down in front of the TV. My dad and I were both busy, so we didn’t help. Then she said, “I do all the housework, and I’m tired of it.” For one week, she did no housework at all. The dirty clothes were everywhere and the kitchen was in a mess. Dad and I finally understood. We started to do the chores together: I wash the dishes and take out the trash, Dad cleans the living room, and Mom cooks dinner. Now our home is clean and we are all happy. I learned that a family should share the housework.',
    [
      sub.single(
        'How long did Mom do no housework?',
        ['One day.', 'Three days.', 'One week.', 'One month.'],
        'C',
        '原文：For one week, she did no housework at all.',
      ),
      sub.single(
        'Who washes the dishes now?',
        ['The writer.', 'Dad.', 'Mom.', 'Nobody.'],
        'A',
        '原文：I wash the dishes and take out the trash.',
      ),
      sub.fill('Now Dad ____ the living room. (用原文中的一个词填空)', ['cleans'], '原文：Dad cleans the living room.'),
      sub.judge(
        'The writer thinks everyone in a family should share the housework.',
        true,
        '原文最后一句：a family should share the housework.',
      ),
    ],
    '记叙文阅读：理清事情的起因（妈妈太累）、经过（一周不做家务）和结果（全家分担），最后一句点明主旨。',
  ),
  oral(
    'e8-105',
    '朗读',
    2,
    'Read the passage aloud and record it.\n\nLast weekend, I went to the countryside with my family. The air was fresh and the sky was blue. We picked apples on a farm and had a picnic by the river. In the afternoon, it started to rain, so we went home early. Although we got a little wet, we had a wonderful time.',
    'Last weekend, I went to the countryside with my family. The air was fresh and the sky was blue. We picked apples on a farm and had a picnic by the river. In the afternoon, it started to rain, so we went home early. Although we got a little wet, we had a wonderful time.',
    '老师听：过去式词尾 -ed 的发音（picked /t/、started /ɪd/），连读（had a、picked apples），意群停顿（In the afternoon, | it started to rain），语调自然。',
  ),
];
