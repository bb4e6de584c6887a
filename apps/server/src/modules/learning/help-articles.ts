/** Help-centre content (/center/DropCourse): the questions families ask support most. */
export const HELP_ARTICLES = [
  {
    id: 'drop-course',
    title: '如何申请退课？',
    content:
      '开课前可在“我的订单”中申请全额退款；开课后按未上课次比例退款，已寄出的教材费用不退。退款将在3-7个工作日内原路返回。',
  },
  {
    id: 'change-class',
    title: '可以调班吗？',
    content: '同一课程不同班次之间可在开课后两周内申请调班一次，调班不影响已上课次的回放与作业记录。',
  },
  {
    id: 'live-class',
    title: '直播课怎么进入？',
    content: '上课前10分钟在学习中心点击“进入教室”即可；在App内会打开原生教室，在浏览器内会打开网页直播间。',
  },
  {
    id: 'playback',
    title: '错过直播怎么办？',
    content: '直播结束后约30分钟生成回放，可在课次列表点击“看回放”，支持拖动进度并从上次观看的位置继续。',
  },
  {
    id: 'homework',
    title: '作业在哪里提交？',
    content: '每节课后在课次列表点击“课后作业”，选择题直接作答，解答题拍照上传；辅导老师会在24小时内批改并给出评语。',
  },
  {
    id: 'contact',
    title: '如何联系客服？',
    content: '客服电话 400-000-0000（每日 09:00-22:00），也可在“我的辅导老师”页面直接联系班级辅导老师。',
  },
];
