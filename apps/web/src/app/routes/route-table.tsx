import { redirect, type RouteObject } from 'react-router';
import { SHOP_TWINS } from '../../lib/shop-paths';
import { group, indexPage, mobileRedirect, page } from './route-helpers';
import { mobileShopRoute } from './shop-route-table';

/*
 * Every page outside the phone shop (its pages are in shop-route-table.tsx). This module and the layouts around it
 * (site-routes.tsx) load on the first navigation outside the shop, so the shop's first load carries neither; the
 * frame asks which pages are built from a plain list checked against this table (built-paths.ts).
 */
/* Lazy pages that exist already; everything else shows the shared under-construction page. */
const home = () => import('../../features/catalogue/routes/home-page').then((m) => ({ Component: m.HomePage }));
const course = () => import('../../features/catalogue/routes/course-page').then((m) => ({ Component: m.CoursePage }));
const goodsDetail = () =>
  import('../../features/catalogue/routes/goods-detail-page').then((m) => ({ Component: m.GoodsDetailPage }));
const teacherList = () =>
  import('../../features/catalogue/routes/teacher-list-page').then((m) => ({ Component: m.TeacherListPage }));
/* 内容: the download pages, the school licences, the official account and the campaign (features/content). */
const download = () =>
  import('../../features/content/routes/download-page').then((m) => ({ Component: m.DownloadPage }));
const mobileDownload = () =>
  import('../../features/content/routes/mobile-download-page').then((m) => ({ Component: m.MobileDownloadPage }));
const qualifications = () =>
  import('../../features/content/routes/qualifications-page').then((m) => ({ Component: m.QualificationsPage }));
const publicAccount = () =>
  import('../../features/content/routes/public-account-page').then((m) => ({ Component: m.PublicAccountPage }));
const campaign = () =>
  import('../../features/content/routes/campaign-page').then((m) => ({ Component: m.CampaignPage }));
const reportIndex = () =>
  import('../../features/learning-report/routes/report-index-page').then((m) => ({ Component: m.ReportIndexPage }));
const reportHistory = () =>
  import('../../features/learning-report/routes/report-history-page').then((m) => ({ Component: m.ReportHistoryPage }));
const reportDetail = () =>
  import('../../features/learning-report/routes/report-detail-page').then((m) => ({ Component: m.ReportDetailPage }));
const teacherDetail = () =>
  import('../../features/catalogue/routes/teacher-detail-page').then((m) => ({ Component: m.TeacherDetailPage }));
const myData = () => import('../../features/account/routes/my-data-page').then((m) => ({ Component: m.MyDataPage }));
const account = () => import('../../features/account/routes/account-page').then((m) => ({ Component: m.AccountPage }));
const editPassword = () =>
  import('../../features/account/routes/edit-password-page').then((m) => ({ Component: m.EditPasswordPage }));
const setPassword = () =>
  import('../../features/account/routes/set-password-page').then((m) => ({ Component: m.SetPasswordPage }));
const userAddress = () =>
  import('../../features/account/routes/user-address-page').then((m) => ({ Component: m.UserAddressPage }));
const agreement = () =>
  import('../../features/account/routes/agreement-page').then((m) => ({ Component: m.AgreementPage }));
const about = () => import('../../features/account/routes/about-page').then((m) => ({ Component: m.AboutPage }));
/* 家长端 (features/parent): login, the child picker, the child's overview, classes, today's news, binding, guides. */
const parentLogin = () =>
  import('../../features/parent/routes/login-page').then((m) => ({ Component: m.ParentLoginPage }));
const parentLoginList = () =>
  import('../../features/parent/routes/login-list-page').then((m) => ({ Component: m.ParentLoginListPage }));
const parentIndex = () =>
  import('../../features/parent/routes/parent-index-page').then((m) => ({ Component: m.ParentIndexPage }));
const parentCourse = () =>
  import('../../features/parent/routes/course-detail-page').then((m) => ({ Component: m.ParentCourseDetailPage }));
const parentToday = () =>
  import('../../features/parent/routes/today-add-page').then((m) => ({ Component: m.ParentTodayAddPage }));
const parentBind = () =>
  import('../../features/parent/routes/change-bind-page').then((m) => ({ Component: m.ParentChangeBindPage }));
const parentClassGuide = () =>
  import('../../features/parent/routes/guide-pages').then((m) => ({ Component: m.ParentClassGuidePage }));
const parentStudentGuide = () =>
  import('../../features/parent/routes/guide-pages').then((m) => ({ Component: m.ParentStudentGuidePage }));
const consoleGate = () => import('../pages/console-page').then((m) => ({ Component: m.ConsolePage }));
const centerHome = () => import('../pages/center-home-page').then((m) => ({ Component: m.CenterHomePage }));
/* Learning centre: classes, sessions, live room, playback, notices (features/learning). */
const courseDetail = () =>
  import('../../features/learning/routes/course-detail-page').then((m) => ({ Component: m.CourseDetailPage }));
const packageDetail = () =>
  import('../../features/learning/routes/package-detail-page').then((m) => ({ Component: m.PackageDetailPage }));
const noticePage = () =>
  import('../../features/learning/routes/notice-page').then((m) => ({ Component: m.NoticePage }));
const myTutorPage = () =>
  import('../../features/learning/routes/my-tutor-page').then((m) => ({ Component: m.MyTutorPage }));
const feedbackPage = () =>
  import('../../features/learning/routes/feedback-page').then((m) => ({ Component: m.FeedbackPage }));
const dropCoursePage = () =>
  import('../../features/learning/routes/drop-course-page').then((m) => ({ Component: m.DropCoursePage }));
const livePage = () => import('../../features/learning/routes/live-page').then((m) => ({ Component: m.LivePage }));
const playbackPage = () =>
  import('../../features/learning/routes/playback-page').then((m) => ({ Component: m.PlaybackPage }));
const refundPage = () => import('../../features/refund/routes/refund-page').then((m) => ({ Component: m.RefundPage }));
const refundCause = () =>
  import('../../features/refund/routes/refund-cause-page').then((m) => ({ Component: m.RefundCausePage }));
const refundRecord = () =>
  import('../../features/refund/routes/refund-record-page').then((m) => ({ Component: m.RefundRecordPage }));
/* 家长审批 (features/parent-approval): what waits for the parent, and paying the children's orders. */
const parentTodayApprove = () =>
  import('../../features/parent-approval/routes/today-approve-page').then((m) => ({ Component: m.TodayApprovePage }));
const parentPayment = () =>
  import('../../features/parent-approval/routes/payment-page').then((m) => ({ Component: m.PaymentPage }));
/* 调班 and 老生续报 (features/class-change). */
const changeClassPage = () =>
  import('../../features/class-change/routes/change-class-page').then((m) => ({ Component: m.ChangeClassPage }));
const renewalPage = () =>
  import('../../features/class-change/routes/renewal-page').then((m) => ({ Component: m.RenewalPage }));
/* 盐值商城 (features/points): the mall, goods, exchanges, the ledger and the rules. */
const yzMall = () =>
  import('../../features/points/routes/points-mall-page').then((m) => ({ Component: m.PointsMallPage }));
const yzAdvert = () => import('../../features/points/routes/advert-page').then((m) => ({ Component: m.AdvertPage }));
const yzExchangeDetail = () =>
  import('../../features/points/routes/exchange-detail-page').then((m) => ({ Component: m.ExchangeDetailPage }));
const yzExchangeRecord = () =>
  import('../../features/points/routes/exchange-record-page').then((m) => ({ Component: m.ExchangeRecordPage }));
const yzExpenses = () =>
  import('../../features/points/routes/expenses-page').then((m) => ({ Component: m.ExpensesPage }));
const yzHotGoods = () =>
  import('../../features/points/routes/hot-goods-page').then((m) => ({ Component: m.HotGoodsPage }));
const yzRule = () => import('../../features/points/routes/rule-page').then((m) => ({ Component: m.RulePage }));
const yzShopDetail = () =>
  import('../../features/points/routes/shop-detail-page').then((m) => ({ Component: m.ShopDetailPage }));
const yzSubmitOrder = () =>
  import('../../features/points/routes/submit-order-page').then((m) => ({ Component: m.SubmitOrderPage }));
/* 课堂评价 (features/class-mark): rate a finished session. */
const classMarkPage = () =>
  import('../../features/class-mark/routes/class-mark-page').then((m) => ({ Component: m.ClassMarkPage }));
/* 问卷调查: the list (also the index) with answering on ?id=, and the results (features/questionnaire). */
const questionnaireList = () =>
  import('../../features/questionnaire/routes/questionnaire-list-page').then((m) => ({
    Component: m.QuestionnaireListPage,
  }));
const questionnaireResult = () =>
  import('../../features/questionnaire/routes/questionnaire-result-page').then((m) => ({
    Component: m.QuestionnaireResultPage,
  }));
/* 推荐有礼 (features/referral): my code, link and poster; the friends I referred; rewards and withdrawals. */
const recommendIndex = () =>
  import('../../features/referral/routes/recommend-page').then((m) => ({ Component: m.RecommendPage }));
const recommendList = () =>
  import('../../features/referral/routes/recommend-list-page').then((m) => ({ Component: m.RecommendListPage }));
const recommendRecord = () =>
  import('../../features/referral/routes/recommend-record-page').then((m) => ({ Component: m.RecommendRecordPage }));
/* 试卷上传 / 作文上传 (features/exam-upload): the same pages for both kinds, told apart by the path. */
const euIndex = () => import('../../features/exam-upload/routes/index-page').then((m) => ({ Component: m.IndexPage }));
const euDetail = () =>
  import('../../features/exam-upload/routes/detail-page').then((m) => ({ Component: m.DetailPage }));
const euPreview = () =>
  import('../../features/exam-upload/routes/detail-page').then((m) => ({ Component: m.PreviewPage }));
const euExample = () =>
  import('../../features/exam-upload/routes/example-page').then((m) => ({ Component: m.ExamplePage }));
const euTutorReview = () =>
  import('../../features/exam-upload/routes/tutor-review-page').then((m) => ({ Component: m.TutorReviewPage }));
const euList = () => import('../../features/exam-upload/routes/list-page').then((m) => ({ Component: m.ListPage }));
const euResult = () =>
  import('../../features/exam-upload/routes/result-page').then((m) => ({ Component: m.ResultPage }));
const euUpload = () =>
  import('../../features/exam-upload/routes/upload-page').then((m) => ({ Component: m.UploadPage }));
const embeddedLogin = () => import('../pages/embedded-login-page').then((m) => ({ Component: m.EmbeddedLoginPage }));
/* Their desktop twins in the site frame: same data hooks, desktop layout (features/order/routes/desktop-*). */
const desktopCartPage = () =>
  import('../../features/order/routes/desktop-cart-page').then((m) => ({ Component: m.DesktopCartPage }));
const desktopCheckoutPage = () =>
  import('../../features/order/routes/desktop-checkout-page').then((m) => ({ Component: m.DesktopCheckoutPage }));
const desktopOrderListPage = () =>
  import('../../features/order/routes/desktop-order-list-page').then((m) => ({ Component: m.DesktopOrderListPage }));
const desktopCouponPage = () =>
  import('../../features/order/routes/desktop-coupon-page').then((m) => ({ Component: m.DesktopCouponPage }));
/* 辅导老师工作台 (features/tutor-workbench): the tutor's day, classes, pupils, 续报, 调班审核 and summary. */
const twPage = (name: keyof typeof import('../../features/tutor-workbench')) => () =>
  import('../../features/tutor-workbench').then((m) => ({ Component: m[name] }));
const tutorIndex = twPage('TutorIndexPage');
const tutorClassList = twPage('ClassListPage');
const tutorClass = twPage('ClassPage');
const tutorStudent = twPage('StudentPage');
const tutorRenewal = twPage('RenewalPage');
const tutorSummary = twPage('SummaryPage');
const tutorChanges = twPage('ChangesPage');
/* Homework dialog flows as pages, and the tutor's marking page (features/homework). */
const homeworkPage = () =>
  import('../../features/homework/routes/homework-page').then((m) => ({ Component: m.HomeworkPage }));
const tutorHomeworkPage = () =>
  import('../../features/homework/routes/tutor-homework-page').then((m) => ({ Component: m.TutorHomeworkPage }));
/* Exam lists, data, reports, AI result, shop tests and the question bank (features/exam-pages). */
const examList = () => import('../../features/exam-pages/routes/exam-list-page');
const jiekeIndex = () => examList().then((m) => ({ Component: m.JiekeIndexPage }));
const mockIndex = () => examList().then((m) => ({ Component: m.MockIndexPage }));
const outdoorIndex = () => examList().then((m) => ({ Component: m.OutdoorIndexPage }));
const examData = () => import('../../features/exam-pages/routes/exam-data-page');
const jiekeData = () => examData().then((m) => ({ Component: m.JiekeDataPage }));
const mockData = () => examData().then((m) => ({ Component: m.MockDataPage }));
const examFeedback = () => import('../../features/exam-pages/routes/exam-feedback-page');
const jiekeFeedback = () => examFeedback().then((m) => ({ Component: m.JiekeFeedbackPage }));
const mockFeedback = () => examFeedback().then((m) => ({ Component: m.MockFeedbackPage }));
const jiekeDetail = () =>
  import('../../features/exam-pages/routes/exam-detail-page').then((m) => ({ Component: m.JiekeDetailPage }));
const outdoorReport = () =>
  import('../../features/exam-pages/routes/outdoor-report-page').then((m) => ({ Component: m.OutdoorReportPage }));
const aiResult = () =>
  import('../../features/exam-pages/routes/ai-result-page').then((m) => ({ Component: m.AiResultPage }));
/* The shop tests: the landing and result (?sessionId=) of features/exam-pages, the runner with ?examId=. */
/** The old site's component pages (/jieke/component/<name>) were never pages of their own: they open the list. */
const toList = (path: string): RouteObject => ({
  path: 'component/:name',
  loader: () => redirect(path),
  handle: { title: '考试' },
});
/* The answering page every kind of paper uses (features/exam). */
const startExam = () =>
  import('../../features/exam/routes/start-exam-page').then((m) => ({ Component: m.StartExamPage }));
const aiTestQuestion = () =>
  import('../../features/exam/routes/ai-test-question-page').then((m) => ({ Component: m.AiTestQuestionPage }));
const notFound = () => import('../pages/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

/** Pages inside the default frame: header, breadcrumbs, footer, homework dialog, toast. */
export const defaultFramePages: RouteObject[] = [
  { index: true, lazy: home, loader: mobileRedirect(SHOP_TWINS.home.mobile), handle: { title: '首页', built: true } },
  page('course', '选课中心', course, {}, mobileRedirect(SHOP_TWINS.home.mobile)),
  page('teacherList', '师资力量', teacherList),
  page('download', '客户端下载', download, {}, mobileRedirect('/MDownload')),
  page('MDownload', '下载中心', mobileDownload),
  page('qualifications', '办学许可', qualifications),
  // 老生续报 is a pupil's page like 退费 and 调班: the site's header on desktops, the back bar on phones.
  page('addOldChangePage', '老生调班', renewalPage, { requireLogin: true }),
  page('teacher-detail/:id', '教师详情', teacherDetail, {}, mobileRedirect(SHOP_TWINS.teacher.mobile)),
  group(
    'report',
    '学习报告',
    [
      indexPage('学习报告', reportIndex),
      page('history', '历史报告', reportHistory),
      page('report', '报告详情', reportDetail),
    ],
    {
      requireLogin: true,
    },
  ),
  group(
    'questionnaire',
    '问卷调查',
    [
      indexPage('问卷调查', questionnaireList),
      page('list', '问卷列表', questionnaireList),
      page('result', '问卷结果', questionnaireResult),
    ],
    { requireLogin: true },
  ),
  group(
    'center',
    '学习中心',
    [
      indexPage('学习中心', centerHome),
      page('Account', '账号设置', account),
      page('DropCourse', '帮助中心', dropCoursePage),
      page('editPassword', '修改密码', editPassword),
      page('Feedback', '意见反馈', feedbackPage),
      page('myData', '个人信息', myData),
      page('MyTutor', '我的辅导老师', myTutorPage),
      page('Notice', '消息通知', noticePage),
      page('setPassword', '设置密码', setPassword),
      // Says 功能建设中 in place: the entries lead to the shop's address page instead.
      page('UserAddress', '收货地址', userAddress, { built: false }),
      page('UserAddress_youzan', '收货地址'),
      page('UserAgreement', '用户协议', agreement),
      page('course-detail/:id', '课程详情', courseDetail),
      page('package-detail/:id', '课程包详情', packageDetail),
      page('live/:chapterId', '直播课堂', livePage),
    ],
    { requireLogin: true },
  ),
  group(
    'jieke',
    '结课考试',
    [
      indexPage('结课考试', jiekeIndex),
      page('data', '考试数据', jiekeData),
      page('detail', '考试详情', jiekeDetail),
      page('feedBack', '老师反馈', jiekeFeedback),
      toList('/jieke'),
    ],
    { requireLogin: true },
  ),
  group(
    'mockExamination',
    '模拟考试',
    [
      indexPage('模拟考试', mockIndex),
      page('data', '考试数据', mockData),
      page('feedBack', '老师反馈', mockFeedback),
      toList('/mockExamination'),
    ],
    { requireLogin: true },
  ),
  group('outdoor', '课外测评', [indexPage('课外测评', outdoorIndex), page('report', '测评报告', outdoorReport)], {
    requireLogin: true,
  }),
  group(
    'refund',
    '退费',
    [
      indexPage('退费申请', refundPage),
      page('cause', '退费原因', refundCause),
      page('record', '退费记录', refundRecord),
      page('change/:id', '调班申请', changeClassPage),
    ],
    { requireLogin: true },
  ),
  group(
    'tutor',
    '辅导老师',
    [
      indexPage('辅导老师', tutorIndex),
      page('classlist', '班级列表', tutorClassList),
      page('renewal', '续报统计', tutorRenewal),
      page('summary', '数据汇总', tutorSummary),
      page('changes', '调班审核', tutorChanges),
      page('class/:id', '班级详情', tutorClass),
      page('homework/:id', '作业批改', tutorHomeworkPage),
      page('student/:id', '学生详情', tutorStudent),
      page('uploads', '试卷作文审核', euTutorReview),
    ],
    { requireLogin: true },
  ),
  group(
    'yanzhi',
    '盐值商城',
    [
      indexPage('盐值商城', yzMall),
      page('advert', '活动', yzAdvert),
      page('exchangeDetail', '兑换详情', yzExchangeDetail),
      page('exchangeRecord', '兑换记录', yzExchangeRecord),
      page('expenses', '盐值明细', yzExpenses),
      page('hotGoods', '热门兑换', yzHotGoods),
      page('rule', '盐值规则', yzRule),
      page('shopDetail', '商品详情', yzShopDetail),
      page('submitOrder', '提交订单', yzSubmitOrder),
    ],
    { requireLogin: true },
  ),
  group('parent', '家长端', [
    indexPage('家长端', parentIndex),
    page('changeBind', '更换绑定', parentBind),
    page('classGuide', '上课指南', parentClassGuide),
    page('payment', '缴费', parentPayment, { requireLogin: true }),
    page('StudentGuide', '学生指南', parentStudentGuide),
    page('todayAdd', '今日新增', parentToday),
    page('todayApprove', '今日审批', parentTodayApprove, { requireLogin: true }),
    page('course-detail/:id', '课程详情', parentCourse),
  ]),
  // The console is its own app (console.html); a client-side navigation here leaves for it with a full page load.
  page('console', '控制台', consoleGate),
  { path: '*', lazy: notFound, handle: { title: '页面不存在', built: false } },
];

/** Pages without login requirement and without the site frame (landing pages, agreements, parent login). */
export const emptyNoLoginPages: RouteObject[] = [
  page('parent/login', '家长登录', parentLogin),
  page('parent/loginList', '选择学生', parentLoginList),
  page('publicAccount', '关注公众号', publicAccount),
  page('advert', '活动', campaign),
  page('clause/custom', '用户服务协议', agreement),
  page('about.html', '关于我们', about),
  page('about', '关于我们', about),
  page('html/login.html', '登录', embeddedLogin),
];

/** Full-screen work pages: exams, playback, AI practice. */
export const emptyPages: RouteObject[] = [
  page('Playback', '课程回放', playbackPage),
  page('classMark', '课堂评价', classMarkPage, { requireLogin: true }),
  page('ai/TestQuestion', 'AI练习', aiTestQuestion, { requireLogin: true }),
  page('ai/TestResult', 'AI练习', aiResult, { requireLogin: true }),
  page('jieke/startExam', '结课考试', startExam, { requireLogin: true }),
  page('mockExamination/startExam', '模拟考试', startExam, { requireLogin: true }),
  page('outdoor/startExam', '课外测评', startExam, { requireLogin: true }),
];

const examUploadLeaves = {
  detail: ['详情', euDetail],
  example: ['示例', euExample],
  list: ['列表', euList],
  preview: ['预览', euPreview],
  result: ['结果', euResult],
  upload: ['上传', euUpload],
} as const;

export const examUploadPages: RouteObject[] = [
  group('examupload', '试卷上传', [
    indexPage('试卷上传', euIndex),
    ...Object.entries(examUploadLeaves).map(([leaf, [title, lazy]]) => page(leaf, `试卷${title}`, lazy)),
    group('essay', '作文上传', [
      indexPage('作文上传', euIndex),
      ...Object.entries(examUploadLeaves).map(([leaf, [title, lazy]]) => page(leaf, `作文${title}`, lazy)),
    ]),
  ]),
];

/** Desktop shop pages in the site frame; phones are sent to their /m-shop twins. */
export const pcShopPages: RouteObject[] = [
  page('pc-shop/goods-detail/:id', '课程详情', goodsDetail, {}, mobileRedirect(SHOP_TWINS.goods.mobile)),
  page('pc-shop/cart', '购物车', desktopCartPage, { requireLogin: true }, mobileRedirect(SHOP_TWINS.cart.mobile)),
  page(
    'pc-shop/check-order',
    '确认订单',
    desktopCheckoutPage,
    { requireLogin: true },
    mobileRedirect(SHOP_TWINS.checkout.mobile),
  ),
  page(
    'pc-shop/orders',
    '我的订单',
    desktopOrderListPage,
    { requireLogin: true },
    mobileRedirect(SHOP_TWINS.orders.mobile),
  ),
  page(
    'pc-shop/coupons',
    '领券中心',
    desktopCouponPage,
    { requireLogin: true },
    mobileRedirect(SHOP_TWINS.coupons.mobile),
  ),
];

export const recommendPages: RouteObject[] = [
  group(
    'recommend',
    '推荐有礼',
    [
      indexPage('推荐有礼', recommendIndex),
      page('list', '推荐列表', recommendList),
      page('record', '奖励记录', recommendRecord),
    ],
    { requireLogin: true },
  ),
];

/** Opened by the native app to show only the homework dialog for a course session. */
export const homeworkPages: RouteObject[] = [
  page('homework/:id', '课后作业', homeworkPage),
  page('homework/show/:id', '作业详情', homeworkPage),
];

/** Every page without its layout: what isBuilt and the title checks look paths up in. */
export const pageTree: RouteObject[] = [
  ...emptyNoLoginPages,
  ...emptyPages,
  ...examUploadPages,
  mobileShopRoute,
  ...pcShopPages,
  ...recommendPages,
  ...homeworkPages,
  ...defaultFramePages,
];
