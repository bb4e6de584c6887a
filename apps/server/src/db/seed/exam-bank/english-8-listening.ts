import { bankKit, sub, type BankQuestion } from './bank-types';
import { ENGLISH_8_POINTS } from './knowledge-points';

const { combined } = bankKit('3', '8', ENGLISH_8_POINTS);

/**
 * 初二英语 listening: the script is read aloud (synthesised per line with the speaker's voice); the stem is the
 * instruction shown, and each passage may be played `playLimit` times.
 */
export const ENGLISH_8_LISTENING: BankQuestion[] = [
  combined(
    'e8-201',
    ['听力理解', '情态动词'],
    2,
    '听对话，回答问题。对话最多播放 2 遍。',
    [
      sub.single(
        'Why can’t Lucy go to the movies on Saturday?',
        ['She has to study for a test.', 'She has to visit her grandma.', 'She has a piano lesson.', 'She is sick.'],
        'B',
        'Lucy 说 I have to visit my grandma on Saturday.',
      ),
      sub.single(
        'What does Lucy do on Sunday morning?',
        ['She visits her grandma.', 'She goes to the movies.', 'She has a piano lesson.', 'She plays soccer.'],
        'C',
        'Lucy 说 Sunday morning I have a piano lesson.',
      ),
      sub.single(
        'When will they meet?',
        [
          'At 3:00 on Saturday afternoon.',
          'At 3:00 on Sunday afternoon.',
          'At 10:00 on Sunday morning.',
          'At 2:00 on Sunday afternoon.',
        ],
        'B',
        'Peter 说 Let’s meet at the cinema at three o’clock on Sunday afternoon.',
      ),
    ],
    '邀请与拒绝：注意 Sorry, I can’t 后面给出的理由，以及时间的改动（周六改到周日下午）。',
    {
      playLimit: 2,
      script: [
        { speaker: 'man', text: 'Hi, Lucy. Can you come to the movies with me on Saturday?' },
        { speaker: 'woman', text: 'Sorry, Peter. I can not. I have to visit my grandma on Saturday.' },
        { speaker: 'man', text: 'What about Sunday?' },
        { speaker: 'woman', text: 'Sunday morning I have a piano lesson, but I am free in the afternoon.' },
        { speaker: 'man', text: 'Great! Let us meet at the cinema at three o’clock on Sunday afternoon.' },
        { speaker: 'woman', text: 'OK. See you then.' },
      ],
    },
  ),
  combined(
    'e8-202',
    '听力理解',
    2,
    '听对话，回答问题。对话最多播放 2 遍。',
    [
      sub.single(
        'What’s the matter with Tom?',
        ['He has a stomachache.', 'He has a headache and a sore throat.', 'He hurt his leg.', 'He has a toothache.'],
        'B',
        'Tom 说 I have a headache and a sore throat.',
      ),
      sub.single(
        'What did Tom do yesterday evening?',
        ['He swam in the river.', 'He played soccer in the rain.', 'He ate too much.', 'He watched TV for two hours.'],
        'B',
        'Tom 说 I played soccer in the rain for two hours.',
      ),
      sub.single(
        'What does the doctor tell Tom to do?',
        [
          'Go to school tomorrow.',
          'Play soccer again.',
          'Drink lots of hot water and get some rest.',
          'Take a cold shower.',
        ],
        'C',
        '医生说 You should drink lots of hot water and get some rest.',
      ),
    ],
    '看病场景：先听病症（What’s the matter?），再听原因和医生的建议（You should ...）。',
    {
      playLimit: 2,
      script: [
        { speaker: 'woman', text: 'What is the matter, Tom?' },
        { speaker: 'man', text: 'I have a headache and a sore throat.' },
        { speaker: 'woman', text: 'When did it start?' },
        { speaker: 'man', text: 'Yesterday evening. I played soccer in the rain for two hours.' },
        {
          speaker: 'woman',
          text: 'Let me see. You have a cold and a little fever. You should drink lots of hot water and get some rest. Do not go to school tomorrow.',
        },
        { speaker: 'man', text: 'OK. Thank you, doctor.' },
      ],
    },
  ),
  combined(
    'e8-203',
    ['听力理解', '一般过去时'],
    3,
    '听短文，回答问题。短文最多播放 2 遍。',
    [
      sub.single(
        'How long did Li Hua stay in Beijing?',
        ['Three days.', 'Four days.', 'Five days.', 'A week.'],
        'C',
        '短文：They stayed there for five days.',
      ),
      sub.single(
        'What did they do on the second day?',
        [
          'They visited the Palace Museum.',
          'They climbed the Great Wall.',
          'They went to the Summer Palace.',
          'They ate Beijing Duck.',
        ],
        'B',
        '短文：On the second day, they climbed the Great Wall.',
      ),
      sub.single(
        'How did they go to the Summer Palace?',
        ['By bus.', 'By taxi.', 'By subway.', 'By bike.'],
        'C',
        '短文：they went to the Summer Palace by subway.',
      ),
    ],
    '听短文时按 the first day / the second day / the third day 记下每天的活动和交通方式。',
    {
      playLimit: 2,
      script: [
        {
          speaker: 'narrator',
          text: 'Last summer vacation, Li Hua went to Beijing with his parents. They stayed there for five days.',
        },
        { speaker: 'narrator', text: 'On the first day, they visited Tiananmen Square and the Palace Museum.' },
        {
          speaker: 'narrator',
          text: 'On the second day, they climbed the Great Wall. It was very hot, but Li Hua enjoyed it a lot.',
        },
        {
          speaker: 'narrator',
          text: 'On the third day, they went to the Summer Palace by subway. They also tried Beijing Duck. Li Hua thought it was delicious.',
        },
        { speaker: 'narrator', text: 'He hopes to visit Beijing again next year.' },
      ],
    },
  ),
  combined(
    'e8-204',
    ['听力理解', '状语从句'],
    3,
    '听对话，回答问题。对话最多播放 2 遍。',
    [
      sub.single(
        'Whose birthday party is it?',
        ['Jack’s.', 'Linda’s.', 'Lucy’s.', 'Mary’s.'],
        'B',
        '对话开头：Are you going to Linda’s birthday party on Saturday?',
      ),
      sub.single(
        'What will Jack take to the party?',
        ['Some fruit.', 'Some oranges.', 'A cake.', 'A book.'],
        'C',
        'Jack 说 Then I will take a cake.；带水果的是女孩。',
      ),
      sub.single(
        'What time does the party start?',
        ['At 6:00 p.m.', 'At 6:30 p.m.', 'At 7:30 p.m.', 'At 6:30 a.m.'],
        'B',
        '女孩说 At six thirty in the evening.',
      ),
    ],
    '分清对话双方各自要做的事：女孩带水果（橙子），Jack 带蛋糕；时间注意 evening 对应 p.m.。',
    {
      playLimit: 2,
      script: [
        { speaker: 'woman', text: 'Hi, Jack. Are you going to Linda’s birthday party on Saturday?' },
        { speaker: 'man', text: 'I am not sure. If I finish my science project, I will go.' },
        { speaker: 'woman', text: 'You should go. If you go, you will have a great time.' },
        { speaker: 'man', text: 'What are you going to take?' },
        { speaker: 'woman', text: 'I am going to take some fruit. Linda likes oranges.' },
        { speaker: 'man', text: 'Then I will take a cake. What time does the party start?' },
        { speaker: 'woman', text: 'At six thirty in the evening.' },
      ],
    },
  ),
];
