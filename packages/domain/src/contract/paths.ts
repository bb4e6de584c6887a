import { BOOT_API_PATHS } from './boot-paths';

/**
 * API paths shared by server routes and the web client (without the /api prefix, which the client adds
 * and the server mounts under). Paths follow the spec where it names them and its style where it does not.
 * The ones the web calls in its first load are BOOT_API_PATHS' (./boot-paths.ts), named here from there.
 */
export const API_PATHS = {
  // auth service (Basic client header required)
  oauthToken: BOOT_API_PATHS.oauthToken,
  smsToken: '/auth/mobile/token/sms',
  socialToken: '/auth/mobile/token/social',
  /** Where to send the browser for WeChat's OAuth (inside the WeChat browser). */
  wechatAuthorize: '/auth/wechat/authorize',
  /** Development only (WECHAT_PROVIDER=local): stands in for WeChat's consent page. */
  wechatLocalConsent: '/auth/wechat/local-consent',
  logout: BOOT_API_PATHS.logout,
  registerAndLogin: '/auth/register/registerAndLogin',

  // admin service: account
  userInfo: BOOT_API_PATHS.userInfo,
  userUpdate: '/admin/user/update',
  userUpdatePassword: '/admin/user/update/password',
  userById: '/admin/user/:id',
  register: '/admin/register/user',
  resetPassword: '/admin/register/resetPassword',
  phoneExist: '/admin/register/phoneExist',
  usernameExist: '/admin/register/usernameExist',
  sendSms: '/admin/mobile/:mobile',
  wechatBind: '/admin/social/bind',
  wechatChangeBind: '/admin/social/changeBind',
  userClientInfo: BOOT_API_PATHS.userClientInfo,
  clientVersion: BOOT_API_PATHS.clientVersion,
  activeIntegral: BOOT_API_PATHS.activeIntegral,

  // platform
  serverTime: BOOT_API_PATHS.serverTime,
  dictAll: BOOT_API_PATHS.dictAll,
  dictByType: '/admin/dict/type/:type',
  levelTxt: '/admin/dict/levelTxt',
  health: '/health',

  // files
  fileUpload: '/file/file/upload',
  /** A private upload (answer photo, recording): `?exp=&sig=` from an API answer, or the uploader's own token. */
  filePrivate: '/file/private/*',
  ping: '/ping',

  // shop: catalogue (public). Teacher/tutor batch lookups are LOOKUP_API_PATHS.teacherInfoByIds/tutorInfoByIds.
  spuPage: BOOT_API_PATHS.spuPage,
  spuLayout: BOOT_API_PATHS.spuLayout,
  spuDetail: '/shop/spu/public/detail/:id',
  spuSkus: '/shop/spu/public/getSkuBySpuId',
  spuSkuById: '/shop/spu/public/sku/:skuId',
  teacherPage: '/shop/teacher/public/page',
  teacherDetail: '/shop/teacher/public/detail/:id',

  // shop: cart and addresses (login required)
  cartCount: '/shop/cart/count',
  cartList: '/shop/cart/getCartList',
  cartAdd: '/shop/cart/addCart',
  cartRemoveBatch: '/shop/cart/removeBatch',
  addressPage: '/shop/address/page',
  address: '/shop/address',
  addressById: '/shop/address/:id',
  /** Generated SVG cover for goods without an uploaded cover (image/svg+xml, not the JSON envelope). */
  spuCover: BOOT_API_PATHS.spuCover,

  // shop: orders and payment
  orderCreate: '/shop/order',
  orderPay: '/shop/order/pay',
  orderCancel: '/shop/order/cancelOrder',
  orderConfirmReceipt: '/shop/order/confirmReceipt',
  orderMyPage: '/shop/order/my/page',
  orderStatus: '/shop/order/status',
  orderExpressList: '/shop/order/expressList',
  /** Which classes the caller already has (seats), so the shop can say 已报名 before checkout. */
  orderOwned: '/shop/order/owned',
  orderById: '/shop/order/:id',
  orderShip: '/shop/admin/order/ship',
  paymentReconciliation: '/shop/admin/reconciliation',
  /** Staff: background jobs (sweeps, reconciliation, ...) and their states. */
  jobPage: '/admin/job/page',
  payNotify: '/shop/pay/notify/:provider',
  devCheckout: '/pay/dev/checkout',

  // shop: coupons and promotions
  couponReceiveList: '/shop/coupon/receive/list',
  couponReceive: '/shop/couponuser/receive',
  couponRedeem: '/shop/couponuser/redeem',
  couponMine: '/shop/couponuser/my',
  promotionOrder: '/shop/promotion/order',
  promotionJoint: '/shop/promotion/joint',
  promotionShopCart: '/shop/promotion/shopCart',
  groupDetail: '/shop/group/:id',

  // 调班 (class change, spec "Order sku change"): the pupil's options per order line, apply, cancel, my requests;
  // the review (the class's tutor or admins) outside the console so tutors without console access can approve
  classChangeOptions: '/shop/order/sku/change/options/:orderItemId',
  classChangeApply: '/shop/order/sku/change',
  classChangeMy: '/shop/order/sku/change/my',
  /** My paid order lines whose class I attend now (the learning centre's 申请调班 per class). */
  classChangeLines: '/shop/order/sku/change/lines',
  classChangeCancel: '/shop/order/sku/change/:id/cancel',
  /** 去支付 an approved change's 补差价 (a change to a dearer class). */
  classChangeSupplement: '/shop/order/sku/change/:id/supplement',
  classChangeReviewPage: '/shop/order/sku/change/review/page',
  classChangeApprove: '/shop/order/sku/change/:id/approve',
  classChangeReject: '/shop/order/sku/change/:id/reject',
  classChangeStats: '/shop/order/sku/change/stats',
  // 盐值 and the points mall (/yanzhi): balance, ledger, rules, goods, exchanges
  pointsSummary: '/points/summary',
  pointsLedger: '/points/ledger/page',
  pointsRules: '/points/rules',
  pointsMallHome: '/points/mall/home',
  pointsGoodsPage: '/points/goods/page',
  pointsGoodsDetail: '/points/goods/:id',
  pointsExchange: '/points/exchange',
  pointsExchangePage: '/points/exchange/my/page',
  pointsExchangeDetail: '/points/exchange/:id',
  pointsExchangeCancel: '/points/exchange/:id/cancel',
  pointsExchangeReceive: '/points/exchange/:id/receive',
  // 盐值 in the console (admins): goods, exchange orders and shipping, earning rules, adjustments
  consolePointsGoodsPage: '/console/points/goods/page',
  consolePointsGoods: '/console/points/goods',
  consolePointsGoodsOne: '/console/points/goods/:id',
  consolePointsExchangePage: '/console/points/exchange/page',
  consolePointsExchangeShip: '/console/points/exchange/:id/ship',
  consolePointsRules: '/console/points/rules',
  consolePointsRule: '/console/points/rules/:code',
  consolePointsAdjust: '/console/points/adjust',
  // 推荐有礼 (/recommend): my share code, the friends I referred, rewards to receive, cash withdrawals
  referralShare: '/recommend/share',
  referralCode: '/recommend/code/:code',
  referralFriends: '/recommend/friend/page',
  referralRewards: '/recommend/reward/page',
  referralReceive: '/recommend/reward/:id/receive',
  referralWithdrawals: '/recommend/withdraw/page',
  consoleReferralWithdrawals: '/console/recommend/withdraw/page',
  consoleReferralReview: '/console/recommend/withdraw/:id/review',
  // 学习报告 (/report): my (or my child's) reports, one report, a class's reports for its tutor, make, comment
  reportMine: '/report/my/page',
  reportClass: '/report/class/:offeringId',
  reportGenerate: '/report/generate',
  reportOne: '/report/:id',
  reportComment: '/report/:id/comment',
  // 家长端 (/parent): bind or unbind a child by the parent themself; a bound child's overview, one class, today's news
  parentBind: '/parent/bind',
  parentUnbind: '/parent/bind/:studentId',
  parentChildOverview: '/parent/child/:studentId/overview',
  parentChildClass: '/parent/child/:studentId/class/:offeringId',
  parentChildToday: '/parent/child/:studentId/today',
  // 辅导老师工作台 (/tutor): my day, classes, a class's roster, a pupil, follow-up notes, 续报, summary (+ CSV)
  tutorOverview: '/tutor-wb/overview',
  tutorClasses: '/tutor-wb/classes',
  tutorClass: '/tutor-wb/class/:id',
  tutorStudent: '/tutor-wb/student/:id',
  tutorStudentNotes: '/tutor-wb/student/:id/notes',
  tutorRenewal: '/tutor-wb/renewal',
  tutorSummary: '/tutor-wb/summary',
  tutorSummaryCsv: '/tutor-wb/summary.csv',
  // 课堂评价 (/classMark): sessions I may rate and rated, one session's form, an evaluation; console averages
  classMarkMy: '/learn/class-mark/my',
  classMarkSession: '/learn/class-mark/session/:chapterId',
  classMarkCreate: '/learn/class-mark',
  consoleClassMarkClasses: '/console/class-mark/class/page',
  consoleClassMarkClass: '/console/class-mark/class/:offeringId',
  consoleClassMarkComments: '/console/class-mark/comment/page',
  // 问卷调查 (/questionnaire): questionnaires for me, my answer (editable until close), the results; the designer
  questionnairePage: '/questionnaire/page',
  questionnaireDetail: '/questionnaire/:id',
  questionnaireAnswer: '/questionnaire/:id/answer',
  questionnaireResult: '/questionnaire/:id/result',
  consoleQuestionnairePage: '/console/questionnaire/page',
  consoleQuestionnaireOptions: '/console/questionnaire/options',
  consoleQuestionnaireCreate: '/console/questionnaire',
  consoleQuestionnaire: '/console/questionnaire/:id',
  consoleQuestionnairePublish: '/console/questionnaire/:id/publish',
  consoleQuestionnaireClose: '/console/questionnaire/:id/close',
  consoleQuestionnaireResult: '/console/questionnaire/:id/result',
  // 试卷上传 / 作文上传 (/examupload): page images, a pupil's uploads, review by the pupil's tutor or staff
  examUploadImages: '/exam-upload/images',
  examUploadMine: '/exam-upload/mine/page',
  examUploadSubmit: '/exam-upload/submit',
  examUploadOne: '/exam-upload/:id',
  /** PUT: edit a rejected or revoked upload and send it again (the same path as one upload). */
  examUploadEdit: '/exam-upload/:id',
  examUploadRevoke: '/exam-upload/:id/revoke',
  examUploadTutorPage: '/exam-upload/review/page',
  examUploadApprove: '/exam-upload/:id/approve',
  examUploadReject: '/exam-upload/:id/reject',
  consoleExamUploadPage: '/console/exam-upload/page',
  consoleExamUploadOne: '/console/exam-upload/:id',
  consoleExamUploadApprove: '/console/exam-upload/:id/approve',
  consoleExamUploadReject: '/console/exam-upload/:id/reject',
  // 老生续报: a current pupil's next-term classes with a held seat and the renewal price
  renewalOffers: '/shop/order/sku/renewal/my',
  renewalHold: '/shop/order/sku/renewal/hold',

  // learning centre
  learnMyClasses: '/learn/offering/my',
  /** A parent's bound children. */
  learnChildren: '/learn/children',
  learnOffering: '/learn/offering/:id',
  learnNoticePage: '/learn/notice/page',
  learnNoticeRead: '/learn/notice/read',
  learnNoticeUnread: '/learn/notice/unreadCount',
  learnMyTutor: '/learn/myTutor',
  learnFeedback: '/learn/feedback',

  // 内容 (public): help centre, agreements, client downloads, school licence images, campaign, official account
  contentHelp: '/content/help',
  contentAgreement: '/content/agreement/:key',
  contentClientVersions: '/content/client-versions',
  contentLicences: '/content/licences',
  contentCampaign: '/content/campaign',
  contentOfficialAccount: '/content/official-account',

  // learning: live
  liveInfo: '/learn/live/info',
  liveQuestions: '/learn/live/questions',
  liveRanks: '/learn/live/ranks',
  playbackRecords: '/learn/playback/records',
  playbackProgress: '/learn/playback/progress',
  /** Recording files (playlist and segments), `?token=`; not JSON. */
  playbackFile: '/learn/playback/file/:chapterId/*',

  // homework
  homeworkByChapter: '/quiz/homework/byChapter',
  homeworkSave: '/quiz/homework/saveSimpleQuizAnswers',
  homeworkSend: '/quiz/homework/sendSimpleQuiz',
  homeworkSubmissions: '/quiz/homework/submissions',
  homeworkReply: '/quiz/homework/reply',

  // exams (em/): one attempt engine for class-completion, mock, assessment, placement, listening and AI practice
  examMyPage: '/em/exam/my/page',
  examBrief: '/em/quiz/exam/:id',
  examSession: '/em/quiz/session',
  examSessionHistory: '/em/quiz/session/my/page',
  examSessionAnswer: '/em/quiz/session/:id/answer',
  examSessionTime: '/em/quiz/session/:id/time',
  examSessionPlay: '/em/quiz/session/:id/play',
  examSessionCommit: '/em/quiz/session/:id/commit',
  examSessionReport: '/em/quiz/session/:id/report',
  examSessionAnalysis: '/em/quiz/session/:id/analysis',
  // exams: staff (the class's teacher or tutor marks; staff give extra time or reopen, audited)
  examMarkingPage: '/em/marking/page',
  examMarkingOptions: '/em/marking/options',
  examSessionMark: '/em/quiz/session/:id/mark',
  examSessionExtraTime: '/em/quiz/session/:id/extra-time',
  examSessionReopen: '/em/quiz/session/:id/reopen',
  examAttempts: '/em/exam/:id/attempts',

  // staff console (/api/console/...: role 6 or admin; the audit log admin only; the dashboard scoped by role)
  consoleAuditPage: '/console/audit/page',
  consoleGoodsPage: '/console/goods/page',
  consoleGoodsStaff: '/console/goods/staff-options',
  consoleGoodsCreate: '/console/goods',
  consoleGoodsDetail: '/console/goods/:id',
  consoleGoodsUpdate: '/console/goods/:id',
  consoleGoodsSale: '/console/goods/:id/sale',
  consoleGoodsClassCreate: '/console/goods/:id/class',
  consoleGoodsClassUpdate: '/console/goods/:id/class/:skuId',
  consoleBanners: '/console/banners',
  consoleBanner: '/console/banners/:id',
  consoleHomeSections: '/console/home-sections',
  consoleClassSessions: '/console/class/:skuId/sessions',
  consoleClassSessionAdd: '/console/class/:skuId/sessions',
  consoleClassSession: '/console/class/session/:id',
  // 录像: a session's video upload (admins any class, a teacher their own; audited) and the class's transcode states
  consoleSessionRecording: '/console/class/session/:id/recording',
  consoleClassRecordings: '/console/class/:skuId/recordings',
  // 直播间设置 of a class: 提前入场, 学员可看回放, 课堂互动 (admins any class, a teacher their own; versioned, audited)
  consoleClassLiveSettings: '/console/class/:skuId/live-settings',
  // 布置作业: a session's homework (admins any class, a teacher their own classes'; audited)
  consoleSessionHomework: '/console/class/session/:id/homework',
  consoleClassPupils: '/console/class/:skuId/pupils',
  consoleClassPage: '/console/class/page',
  consoleEnrolmentMove: '/console/enrolment/:id/move',
  consoleEnrolmentEnd: '/console/enrolment/:id/end',
  consoleExamPage: '/console/exam/page',
  consoleExamOptions: '/console/exam/options',
  consoleExamCreate: '/console/exam',
  consoleExamUpdate: '/console/exam/:id',
  // 题库 and 试卷 (staff: admins and teachers; audited, versioned)
  consoleQuestionPage: '/console/question/page',
  consoleQuestionCreate: '/console/question',
  consoleQuestionDetail: '/console/question/:id',
  consoleQuestionUpdate: '/console/question/:id',
  consoleQuestionDelete: '/console/question/:id',
  consolePaperPage: '/console/paper/page',
  consolePaperCreate: '/console/paper',
  consolePaperDetail: '/console/paper/:id',
  consolePaperUpdate: '/console/paper/:id',
  consolePaperDelete: '/console/paper/:id',
  consoleDict: '/console/dict',
  consoleDictItemCreate: '/console/dict/item',
  consoleDictItem: '/console/dict/item/:id',
  consoleDictGrey: '/console/dict/grey',
  consoleNoticePage: '/console/notice/page',
  consoleNoticeCreate: '/console/notice',
  consoleNoticeAudiences: '/console/notice/audiences',
  consoleNoticeUpdate: '/console/notice/:id',
  consoleNoticeWithdraw: '/console/notice/:id/withdraw',
  consoleDashboard: '/console/dashboard',
  // console 用户 (admins): search, detail, roles, lock, forced password reset, parent-pupil binding
  consoleUserPage: '/console/user/page',
  consoleUserDetail: '/console/user/detail/:id',
  consoleUserRoles: '/console/user/roles',
  consoleUserLock: '/console/user/lock',
  consoleUserUnlock: '/console/user/unlock',
  consoleUserResetPassword: '/console/user/reset-password',
  consoleParentBind: '/console/parent/bind',
  consoleParentUnbind: '/console/parent/unbind',
  // console 教师 (admins): teacher and tutor public profiles, their avatar and qualification images
  consoleTeacherPage: '/console/teacher/page',
  consoleTeacherCreate: '/console/teacher',
  consoleTeacherDetail: '/console/teacher/:id',
  consoleTeacherUpdate: '/console/teacher/:id',
  consoleTeacherVisible: '/console/teacher/:id/visible',
  // console 内容 (admins): help articles, agreements, client versions, school licence images, 活动页, 公众号
  consoleHelpList: '/console/content/help',
  consoleHelpCreate: '/console/content/help',
  consoleHelpItem: '/console/content/help/:id',
  consoleHelpPublish: '/console/content/help/:id/publish',
  consoleAgreementList: '/console/content/agreement',
  consoleAgreementItem: '/console/content/agreement/:key',
  consoleClientVersionList: '/console/content/client-version',
  consoleClientVersionCreate: '/console/content/client-version',
  consoleClientVersionItem: '/console/content/client-version/:id',
  consoleClientVersionPublish: '/console/content/client-version/:id/publish',
  consoleLicenceList: '/console/content/licence',
  consoleLicenceCreate: '/console/content/licence',
  consoleLicenceItem: '/console/content/licence/:id',
  consoleLicenceReorder: '/console/content/licence/reorder',
  consoleCampaign: '/console/content/campaign',
  consoleOfficialAccount: '/console/content/official-account',
  // refunds (退费): the pupil's classes and requests, the provider's refund notification, the console's review
  refundLines: '/shop/refund/lines',
  refundApply: '/shop/refund/apply',
  refundMy: '/shop/refund/my',
  refundCancel: '/shop/refund/:id/cancel',
  refundNotify: '/shop/pay/refund-notify/:provider',
  consoleRefundPage: '/console/refund/page',
  consoleRefundApprove: '/console/refund/:id/approve',
  consoleRefundReject: '/console/refund/:id/reject',
  consoleRefundRetry: '/console/refund/:id/retry',
  // orders (admins): search, one order with its money trail, ship a parcel, the filtered list as CSV
  consoleOrderPage: '/console/order/page',
  consoleOrderDetail: '/console/order/detail/:id',
  consoleOrderShip: '/console/order/ship',
  consoleOrderExport: '/console/order/export',
  // console 营销 (admins): coupon templates, issuing, redeem-code batches
  consoleCouponPage: '/console/coupon/page',
  consoleCouponCreate: '/console/coupon',
  consoleCouponDetail: '/console/coupon/:id',
  consoleCouponUpdate: '/console/coupon/:id',
  consoleCouponIssue: '/console/coupon/:id/issue',
  consoleCouponBatches: '/console/coupon/:id/batches',
  consoleCouponBatchCreate: '/console/coupon/:id/batches',
  consoleCouponBatchExport: '/console/coupon/batch/:id/export',

  // question bank (qb/): practice by knowledge point, wrong-question notebook, AI adaptive practice
  qbSubjects: '/qb/subject/list',
  qbKnowledgePoints: '/qb/knowledge-point/list',
  qbQuestionPage: '/qb/question/page',
  qbQuestionCheck: '/qb/question/:id/check',
  qbWrongPage: '/qb/wrong/page',
  qbWrongRemove: '/qb/wrong/:id',
  qbAiSession: '/qb/ai/session',
  // 家长审批 (/guardian): the pupil's 请家长付款, the parent's requests to decide, children's unpaid orders, paying
  guardianPurchase: '/guardian/purchase',
  guardianOrderState: '/guardian/order/:id',
  guardianRequests: '/guardian/requests',
  guardianApprove: '/guardian/requests/:id/approve',
  guardianDecline: '/guardian/requests/:id/decline',
  guardianOrders: '/guardian/orders',
  guardianPay: '/guardian/pay',
} as const;

export type ApiPathName = keyof typeof API_PATHS;
